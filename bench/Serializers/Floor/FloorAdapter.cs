using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;
using JsonMatrix.Bench.Serializers.SystemTextJson;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>The floor (floor): hand-written Utf8JsonWriter/Utf8JsonReader code per payload type, no reflection and no
/// generated code, so the report can say how far each serializer is from what the platform allows. It runs on the
/// System.Text.Json the cell loads (in-box on .NET Core, the package on net48 and Mono).</summary>
internal sealed class FloorAdapter : ISerializerAdapter
{
    public string Id => KnownIds.Floor;

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(Utf8JsonWriter).Assembly };

    /// <summary>Utf8JsonWriter and Utf8JsonReader work on UTF-8 bytes only; the other shapes go through the same
    /// conversions JsonSerializer makes internally, and the notes say so.</summary>
    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new[]
    {
        new EmulatedOperation(OperationNames.SerializeString, "Utf8JsonWriter writes UTF-8 only: written to a reused buffer, then decoded to a string"),
        new EmulatedOperation(OperationNames.DeserializeString, "Utf8JsonReader reads UTF-8 only: the string is encoded into a pooled buffer, then read"),
        new EmulatedOperation(OperationNames.DeserializeStream, "Utf8JsonReader has no stream API: the stream is read whole into a pooled buffer, then read"),
    };

    /// <summary>Every mode is the writer's encoder (JsonWriterOptions.Encoder), the same one System.Text.Json uses.</summary>
    public string? EscapingUnsupportedReason(EscapingMode mode) => null;

    public string? PayloadUnsupportedReason(Type payloadType) => FloorContracts.Has(payloadType)
        ? null
        : $"the floor has no hand-written code for {payloadType.Name}: add it to bench/Serializers/Floor/FloorContracts.cs";

    /// <summary>The floor has no options object to recreate: its only setting is the writer's options, and per-call
    /// builds them (and the encoder they name) on every call, as a per-call JsonSerializerOptions would.</summary>
    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class =>
        new FloorCodec<T>(FloorContracts.For<T>(), OptionsSource.For(configuration.Lifetime, () => WriterOptions(configuration.Escaping)));

    // SkipValidation, as JsonSerializer sets it for its own writers: the hand-written code is checked by the gate instead.
    private static JsonWriterOptions WriterOptions(EscapingMode mode) => new() { Encoder = StjWebOptions.Encoder(mode), SkipValidation = true };
}
