#if STJ_SOURCEGEN
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using JsonMatrix.Bench.Payloads;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>System.Text.Json with source-generated metadata (system-text-json-sourcegen).</summary>
internal sealed class StjSourceGenAdapter : ISerializerAdapter, ISourceGenerationProbe
{
    public string Id => SourceGeneration.SerializerId;

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(JsonSerializer).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated => StjStreams.Emulated;

    public string? EscapingUnsupportedReason(EscapingMode mode) => null;

    public string? PayloadUnsupportedReason(Type payloadType) => null;

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class =>
        new StjSourceGenCodec<T>(OptionsSource.For(configuration.Lifetime, () => TypeInfo<T>(configuration)));

    public bool? SerializeUsesFastPath(PayloadDefinition payload, SerializerConfiguration configuration) =>
        payload.Accept(new FastPathVisitor(configuration));

    /// <summary>The cached lifetime reuses one context; per-call builds options and a context on every call.</summary>
    private static JsonTypeInfo<T> TypeInfo<T>(SerializerConfiguration configuration) =>
        TypeInfo<T>(CreateContext(configuration.Escaping, configuration.Lifetime));

    private static JsonTypeInfo<T> TypeInfo<T>(WebJsonContext context)
    {
        return (JsonTypeInfo<T>)(context.GetTypeInfo(typeof(T))
            ?? throw new InvalidOperationException($"{typeof(T).Name} is missing from WebJsonContext's [JsonSerializable] list."));
    }

#if STJ_8_OR_GREATER
    // WebJsonContext.Default carries the options generated from the attribute; a context built with
    // `new WebJsonContext()` would not, so every other context gets a copy of them.
    private static WebJsonContext CreateContext(EscapingMode mode, OptionsLifetime lifetime) =>
        mode == EscapingMode.Default && lifetime == OptionsLifetime.Cached
            ? WebJsonContext.Default
            : new WebJsonContext(WithEncoder(WebJsonContext.CopyGeneratedOptions(), mode));

    private static JsonSerializerOptions WithEncoder(JsonSerializerOptions options, EscapingMode mode)
    {
        options.Encoder = StjWebOptions.Encoder(mode);
        return options;
    }
#else
    // Before 8.0 the generated options cannot name an enum converter; the enums carry their own attribute instead, since a
    // converter in these options would turn the generated fast path off.
    private static WebJsonContext CreateContext(EscapingMode mode, OptionsLifetime lifetime) => new(StjWebOptions.Create(mode, addEnumConverter: false));
#endif

    private sealed class FastPathVisitor : IPayloadVisitor<bool?>
    {
        private readonly SerializerConfiguration _configuration;

        public FastPathVisitor(SerializerConfiguration configuration) => _configuration = configuration;

        public bool? Visit<T>(PayloadDefinition<T> payload) where T : class
        {
            var context = CreateContext(_configuration.Escaping, _configuration.Lifetime);
            var typeInfo = TypeInfo<T>(context);
            JsonSerializer.Serialize(payload.Create(), typeInfo); // the decision is made when the type info is first used
            return FastPathProbe.UsesSerializeHandler(typeInfo, context);
        }
    }
}
#endif
