using System;
using System.Collections.Generic;
using System.Reflection;
using ServiceStack.Text;

namespace JsonMatrix.Bench.Serializers.ServiceStack;

/// <summary>ServiceStack.Text (servicestack-text). Its configuration is global (JsConfig): cached means
/// JsConfig.Init once, as its docs ask; per-call means a JsConfig.With(new Config) scope around every call.</summary>
internal sealed class ServiceStackAdapter : ISerializerAdapter
{
    public string Id => "servicestack-text";

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(JsonSerializer).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new[]
    {
        new EmulatedOperation("serialize-utf8", "ServiceStack.Text has no byte[] API: SerializeToString, then UTF-8 encoding of the string"),
        new EmulatedOperation("deserialize-utf8", "ServiceStack.Text has no byte[] API: DeserializeFromStream over a MemoryStream of the bytes"),
    };

    public string? EscapingUnsupportedReason(EscapingMode mode) => mode == EscapingMode.UnicodeRangesAll
        ? "unicode-ranges-all is System.Text.Json's JavaScriptEncoder.Create(UnicodeRanges.All); ServiceStack.Text only offers EscapeUnicode and EscapeHtmlChars"
        : null;

    public string? PayloadUnsupportedReason(Type payloadType) => null;

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class
    {
        if (configuration.Lifetime == OptionsLifetime.Cached)
        {
            ServiceStackConfig.InitGlobal(configuration.Escaping);
            return new ServiceStackCodec<T>();
        }

        ServiceStackConfig.ResetGlobal();
        return new ServiceStackPerCallCodec<T>(configuration.Escaping);
    }
}
