using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>System.Text.Json with reflection metadata (system-text-json).</summary>
internal sealed class StjReflectionAdapter : ISerializerAdapter
{
    public string Id => "system-text-json";

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(JsonSerializer).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated => StjStreams.Emulated;

    public string? EscapingUnsupportedReason(EscapingMode mode) => null;

    public string? PayloadUnsupportedReason(Type payloadType) => null;

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class =>
        new StjReflectionCodec<T>(OptionsSource.For(configuration.Lifetime, () => StjWebOptions.Create(configuration.Escaping)));
}
