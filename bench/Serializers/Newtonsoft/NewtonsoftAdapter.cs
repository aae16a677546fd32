using System;
using System.Collections.Generic;
using System.Reflection;
using Newtonsoft.Json;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers.Newtonsoft;

/// <summary>Newtonsoft.Json (newtonsoft): JsonConvert for strings, a JsonSerializer with JsonTextWriter /
/// JsonTextReader over the stream for streams.</summary>
internal sealed class NewtonsoftAdapter : ISerializerAdapter
{
    public string Id => "newtonsoft";

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(JsonConvert).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new[]
    {
        new EmulatedOperation(OperationNames.SerializeUtf8, "Newtonsoft.Json has no UTF-8 API: JsonConvert.SerializeObject, then UTF-8 encoding of the string"),
        new EmulatedOperation(OperationNames.DeserializeUtf8, "Newtonsoft.Json has no UTF-8 API: JsonTextReader over a StreamReader over a MemoryStream of the bytes"),
    };

    public string? EscapingUnsupportedReason(EscapingMode mode) => NewtonsoftSettings.EscapingUnsupportedReason(mode);

    public string? PayloadUnsupportedReason(Type payloadType) => null;

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class
    {
        var settings = OptionsSource.For(configuration.Lifetime, () => NewtonsoftSettings.Create(configuration.Escaping));
        var serializer = OptionsSource.For(configuration.Lifetime, () => JsonSerializer.Create(NewtonsoftSettings.Create(configuration.Escaping)));
        return new NewtonsoftCodec<T>(settings, serializer);
    }
}
