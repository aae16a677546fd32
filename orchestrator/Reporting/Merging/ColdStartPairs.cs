using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Cold start's pairing, the one definition the report and compare share: each first call's time to its first result
/// over its round's start-up floor, the k-th sample of the operation with the k-th start-up of the payload, which the
/// sampler ran in the same round. A runtime's cold starts are sampled in one stretch, and the host's speed at starting
/// processes moved all of them together by 12 to 60 % between two runs (docs/performance.md, "Interleaved cold start"):
/// the round's own start-up floor moves with them, so the ratio keeps what the serializer adds.
/// </summary>
public static class ColdStartPairs
{
    /// <summary>The ratios in round order; null for the start-up floor itself, or when the samples do not pair (as many
    /// first calls as start-ups, every start-up timed).</summary>
    public static IReadOnlyList<double>? OverStartUp(IReadOnlyList<ColdStartSample> samples, string operation, string payload)
    {
        if (operation == ColdStartResult.StartUp) return null;
        var floors = samples.Where(s => s.Payload == payload && s.Operation == ColdStartResult.StartUp).OrderBy(s => s.Order).ToList();
        var calls = samples.Where(s => s.Payload == payload && s.Operation == operation).OrderBy(s => s.Order).ToList();
        return floors.Count == calls.Count && calls.Count > 0 && floors.All(f => f.ProcessMs > 0)
            ? [.. calls.Zip(floors, (call, floor) => call.ProcessMs / floor.ProcessMs)]
            : null;
    }
}
