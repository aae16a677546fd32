using System.Collections.Generic;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>What System.Text.Json before 6.0 (in-box on .NET Core 3.1) lacks: synchronous stream APIs.</summary>
internal static class StjStreams
{
    public static IReadOnlyList<EmulatedOperation> Emulated =>
#if STJ_SYNC_STREAMS
        new EmulatedOperation[0];
#else
        new[]
        {
            new EmulatedOperation(OperationNames.SerializeStream, "System.Text.Json before 6.0 has no synchronous Serialize(Stream): JsonSerializer.Serialize(Utf8JsonWriter) over the stream"),
            new EmulatedOperation(OperationNames.DeserializeStream, "System.Text.Json before 6.0 has no synchronous Deserialize(Stream): DeserializeAsync, waited on (a MemoryStream completes synchronously)"),
        };
#endif
}
