using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Comparison;

/// <summary>A comparison for machines (docs/running.md, `compare --format json`): the comparison mapped to its declared
/// document (<see cref="ComparisonDocument"/>) and serialized.</summary>
public static class ComparisonJson
{
    public static string Render(RunComparison comparison, string first, string second) =>
        JsonText.Serialize(Document(comparison, first, second), FormatsJsonContext.Readable.ComparisonDocument);

    public static readonly Verdict[] Verdicts = [Verdict.Slower, Verdict.Faster, Verdict.Same, Verdict.CannotTell];

    /// <summary>slower, faster, same, cannot-tell.</summary>
    public static string Name(Verdict verdict) => verdict == Verdict.CannotTell ? "cannot-tell" : verdict.ToString().ToLowerInvariant();

    private static ComparisonDocument Document(RunComparison c, string first, string second) => new(
        first, second, c.Threshold, ChangeTest.Confidence,
        JsonNumbers.Finite(c.GeometricMean), JsonNumbers.Finite(c.MedianDetectableChange),
        c.WholeRun is { } whole ? new WholeRunDocument(whole.Ratio, whole.Lower, whole.Upper, whole.Cells, Name(whole.Verdict)) : null,
        new VerdictCountsDocument(c.Count(Verdict.Slower), c.Count(Verdict.Faster), c.Count(Verdict.Same), c.Count(Verdict.CannotTell)),
        c.Warnings,
        [.. c.CpuModelChanges.Select(m => new CpuModelChangeDocument(m.First, m.Second, m.Cells))],
        [.. c.FailedCells.Select(f => new FailedCellDocument(f.Run.ToLowerInvariant(), f.Cell.Cell, f.Cell.Reason))],
        [.. c.FailedBenchmarks.Select(f => new FailedBenchmarkDocument(f.Run.ToLowerInvariant(), f.Benchmark.Key.Cell, f.Benchmark.Key.Method, f.Benchmark.Key.Payload, f.Benchmark.Reason))],
        [.. c.Benchmarks.Select(b => new BenchmarkComparisonDocument(
            b.Key.Cell, b.Key.Method, b.Key.Payload, b.FirstMedianNs, b.SecondMedianNs, b.Ratio, b.Lower, b.Upper,
            b.DetectableChange, Name(b.Verdict), b.FirstN, b.SecondN, b.Compared))],
        Keys(c.OnlyInFirst),
        Keys(c.OnlyInSecond),
        [.. c.AllocationDifferences.Select(d => new AllocationDifferenceDocument(d.Key.Cell, d.Key.Method, d.Key.Payload, d.First, d.Second))],
        JsonNumbers.Finite(c.StartUpFloorsMoved),
        JsonNumbers.Finite(c.FloorTimesMoved));

    private static List<BenchmarkKeyDocument> Keys(IReadOnlyList<BenchmarkKey> keys) =>
        [.. keys.Select(key => new BenchmarkKeyDocument(key.Cell, key.Method, key.Payload))];
}
