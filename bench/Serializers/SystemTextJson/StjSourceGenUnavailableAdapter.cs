#if !STJ_SOURCEGEN
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>system-text-json-sourcegen on a build whose System.Text.Json has no source generator (4.7, in-box
/// on .NET Core 3.1): every payload is unsupported, with the way out in the reason.</summary>
internal sealed class StjSourceGenUnavailableAdapter : ISerializerAdapter
{
    public string Id => SourceGeneration.SerializerId;

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(JsonSerializer).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new EmulatedOperation[0];

    public string? EscapingUnsupportedReason(EscapingMode mode) => null;

    public string? PayloadUnsupportedReason(Type payloadType) =>
        $"System.Text.Json {typeof(JsonSerializer).Assembly.GetCustomAttribute<AssemblyFileVersionAttribute>()?.Version} has no source generator (it came with 6.0); " +
        "publish with -p:SystemTextJsonVersion=6.0.11 or later to measure source generation on this runtime";

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class =>
        throw new InvalidOperationException(PayloadUnsupportedReason(typeof(T)));
}
#endif
