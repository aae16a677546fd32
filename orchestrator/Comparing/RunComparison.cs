using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>One benchmark both runs have: medians, ratio second / first (above 1: the second run is slower), its 95 %
/// interval, the smallest change the comparison could have detected, the verdict, and how many processes each run had.</summary>
public sealed record BenchmarkComparison(BenchmarkKey Key, double FirstMedianNs, double SecondMedianNs, double Ratio, Verdict Verdict, int FirstN, int SecondN)
{
    /// <summary>What <see cref="Ratio"/> and the verdict compare: <see cref="BenchmarkFigure.Time"/> or
    /// <see cref="BenchmarkFigure.FloorRatio"/>.</summary>
    public string Compared { get; init; } = BenchmarkFigure.Time;

    /// <summary>SECOND's time over FIRST's, whatever the verdict compared: what the whole run is judged on.</summary>
    public double TimeRatio => SecondMedianNs / FirstMedianNs;

    public double Lower { get; init; }

    public double Upper { get; init; }

    /// <summary>As a fraction: 0.04 means a change of 4 % either way would have been seen.</summary>
    public double DetectableChange { get; init; }
}

/// <summary>Cells both runs have that ran on one CPU model in FIRST and another in SECOND: their figures compare
/// machines as well as code.</summary>
public sealed record CpuModelChange(string First, string Second, int Cells)
{
    /// <summary>The shared cells whose CPU models differ, one entry per pair of models, most cells first; a cell that
    /// names no model in either run (older cells) is not judged.</summary>
    public static IReadOnlyList<CpuModelChange> Of(IReadOnlyDictionary<string, string> first, IReadOnlyDictionary<string, string> second) =>
        [.. first.Where(cell => second.TryGetValue(cell.Key, out var model) && model != cell.Value)
            .GroupBy(cell => (First: cell.Value, Second: second[cell.Key]))
            .Select(pair => new CpuModelChange(pair.Key.First, pair.Key.Second, pair.Count()))
            .OrderByDescending(change => change.Cells).ThenBy(change => change.First, StringComparer.Ordinal).ThenBy(change => change.Second, StringComparer.Ordinal)];

    /// <summary>One line naming both models and how many of the shared cells ran so (the names come from files: the
    /// reader cuts them, the output escapes them).</summary>
    public string Describe(int sharedCells) =>
        $"different CPU models: FIRST ran on '{First}', SECOND on '{Second}' ({Cells} of {sharedCells} cells in both runs); a change may be the machine's, not the code's";
}

/// <summary>A benchmark whose allocated bytes per operation differ between the runs (they are deterministic, so they should not).</summary>
public sealed record AllocationDifference(BenchmarkKey Key, long? First, long? Second);

/// <summary>
/// Two runs compared benchmark by benchmark with <see cref="ChangeTest"/> (the process as the unit of replication, the
/// spread pooled over both runs' benchmarks): the verdicts, the benchmarks only one run has, the cells that failed in
/// either run, the geometric mean of the ratios second / first, the benchmarks whose allocations differ, and what makes
/// the two runs measure differently.
/// </summary>
public sealed record RunComparison(
    IReadOnlyList<BenchmarkComparison> Benchmarks,
    IReadOnlyList<BenchmarkKey> OnlyInFirst,
    IReadOnlyList<BenchmarkKey> OnlyInSecond,
    double? GeometricMean,
    IReadOnlyList<AllocationDifference> AllocationDifferences,
    double Threshold)
{
    /// <summary>Cells that failed in FIRST or SECOND: their benchmarks are neither compared nor "same".</summary>
    public IReadOnlyList<(string Run, FailedCell Cell)> FailedCells { get; init; } = [];

    /// <summary>Benchmarks of cells that ran in FIRST or SECOND without a figure (impossible or none), with why.</summary>
    public IReadOnlyList<(string Run, FailedBenchmarkFigure Benchmark)> FailedBenchmarks { get; init; } = [];

    /// <summary>The shared cells that ran on different CPU models in the two runs, by pair of models.</summary>
    public IReadOnlyList<CpuModelChange> CpuModelChanges { get; init; } = [];

    /// <summary>How far the builds' start-up floors moved between the runs (root mean square of their changes, as a
    /// fraction), what each one is judged against (<see cref="YardstickSpread"/>); null with fewer than three.</summary>
    public double? StartUpFloorsMoved { get; init; }

    /// <summary>How far the floors' own times moved between the runs, as <see cref="StartUpFloorsMoved"/>.</summary>
    public double? FloorTimesMoved { get; init; }

    /// <summary>Differences in how the runs measured (CPU model, job, processes, warm-up): their figures may differ for that alone.</summary>
    public IReadOnlyList<string> Warnings { get; init; } = [];

    /// <summary>The second run against the first as a whole, over cells (<see cref="WholeRunChange"/>), of the steady-state
    /// benchmarks (cold-start figures are judged one by one only); null with fewer than three cells.</summary>
    public WholeRunResult? WholeRun => WholeRunChange.Decide(Benchmarks.Where(b => !b.Key.IsColdStart).Select(b => (b.Key.Cell, b.TimeRatio)), Threshold);

    /// <summary>Slower in the second run, largest ratio first.</summary>
    public IReadOnlyList<BenchmarkComparison> Regressions => Benchmarks.Where(b => b.Verdict == Verdict.Slower).OrderByDescending(b => b.Ratio).ToList();

    /// <summary>Faster in the second run, smallest ratio first.</summary>
    public IReadOnlyList<BenchmarkComparison> Improvements => Benchmarks.Where(b => b.Verdict == Verdict.Faster).OrderBy(b => b.Ratio).ToList();

    public int Count(Verdict verdict) => Benchmarks.Count(b => b.Verdict == verdict);

    /// <summary>The median of the benchmarks' smallest detectable changes; null when none was compared.</summary>
    public double? MedianDetectableChange => Benchmarks.Count == 0 ? null : Median.Of(Benchmarks.Select(b => b.DetectableChange));

    public static RunComparison Of(RunFiguresResult first, RunFiguresResult second, double threshold) =>
        Of(first.Figures, second.Figures, threshold) with
        {
            // A benchmark the other run has but failed is listed with why, not as missing from it.
            OnlyInFirst = [.. Only(first.Figures, second.Figures).Where(key => !second.Failed(key))],
            OnlyInSecond = [.. Only(second.Figures, first.Figures).Where(key => !first.Failed(key))],
            FailedCells = [.. first.FailedCells.Select(c => ("FIRST", c)), .. second.FailedCells.Select(c => ("SECOND", c))],
            FailedBenchmarks = [.. first.FailedBenchmarks.Select(b => ("FIRST", b)), .. second.FailedBenchmarks.Select(b => ("SECOND", b))],
            CpuModelChanges = CpuModelChange.Of(first.CpuModelOfCell, second.CpuModelOfCell),
            Warnings = MeasurementDifferences(first, second),
        };

    public static RunComparison Of(IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second, double threshold)
    {
        var shared = first.Keys.Where(second.ContainsKey).OrderBy(key => key.ToString(), StringComparer.Ordinal).ToList();
        var pooled = PooledNoise.Of(first.Concat(second));
        var yardsticks = YardstickSpread.Of(shared, first, second);
        var benchmarks = shared.Select(key => Compare(key, first[key], second[key], threshold, pooled, yardsticks.GetValueOrDefault(key))).ToList();
        var allocations = shared
            .Where(key => first[key].AllocatedBytes is not null && second[key].AllocatedBytes is not null && first[key].AllocatedBytes != second[key].AllocatedBytes)
            .Select(key => new AllocationDifference(key, first[key].AllocatedBytes, second[key].AllocatedBytes))
            .ToList();
        // Of the steady-state benchmarks: a cold start is another quantity, and has its own lines.
        var steady = benchmarks.Where(b => !b.Key.IsColdStart).ToList();
        double? geometricMean = steady.Count == 0 ? null : Math.Exp(steady.Average(b => Math.Log(b.TimeRatio)));
        return new RunComparison(benchmarks, Only(first, second), Only(second, first), geometricMean, allocations, threshold)
        {
            StartUpFloorsMoved = YardstickSpread.Moved(YardstickSpread.Kind.StartUpFloor, shared, first, second),
            FloorTimesMoved = YardstickSpread.Moved(YardstickSpread.Kind.FloorTime, shared, first, second),
        };
    }

    private static BenchmarkComparison Compare(BenchmarkKey key, BenchmarkFigure first, BenchmarkFigure second, double threshold, PooledNoise pooled, RunSpread? yardstick)
    {
        // Floor × where both runs paired the benchmark with the same yardstick; time otherwise.
        var onRatios = PooledNoise.OnFloorRatios(first, second);
        var (a, b) = onRatios ? (first.ProcessFloorRatios!, second.ProcessFloorRatios!) : (first.ProcessMediansNs, second.ProcessMediansNs);
        var change = onRatios
            ? ChangeTest.Decide(a, b, threshold, pooled.For(key, onRatios), (first.FloorRatioWithinVariance + second.FloorRatioWithinVariance) / 2, ChangeTest.PairedConfidence)
            : ChangeTest.Decide(a, b, threshold, pooled.For(key, onRatios), (first.WithinVariance + second.WithinVariance) / 2, runSpread: yardstick);
        return new BenchmarkComparison(key, first.MedianNs, second.MedianNs, onRatios ? change.Ratio : second.MedianNs / first.MedianNs, change.Verdict, a.Count, b.Count)
        {
            Lower = change.Lower,
            Upper = change.Upper,
            DetectableChange = change.DetectableChange,
            Compared = onRatios ? BenchmarkFigure.FloorRatio : BenchmarkFigure.Time,
        };
    }

    private static IReadOnlyList<string> MeasurementDifferences(RunFiguresResult first, RunFiguresResult second)
    {
        var warnings = new List<string>();
        var sharedCells = first.CpuModelOfCell.Keys.Count(second.CpuModelOfCell.ContainsKey);
        warnings.AddRange(CpuModelChange.Of(first.CpuModelOfCell, second.CpuModelOfCell).Select(change => change.Describe(sharedCells)));
        if (!first.Jobs.SequenceEqual(second.Jobs))
            warnings.Add($"the runs used different jobs: FIRST {string.Join(", ", first.Jobs)}, SECOND {string.Join(", ", second.Jobs)}");
        if (first.MaxProcesses != second.MaxProcesses)
            warnings.Add($"the runs measured each cell in different numbers of processes: FIRST {first.MaxProcesses}, SECOND {second.MaxProcesses}");
        if (first.SteadyStateWarmup != second.SteadyStateWarmup)
            warnings.Add($"the runs used different methods: {(first.SteadyStateWarmup ? "SECOND" : "FIRST")} predates the steady-state warm-up under the runtime's default tiering (its figures may have measured code before tier-up)");
        return warnings;
    }

    private static IReadOnlyList<BenchmarkKey> Only(IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> these, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> others) =>
        these.Keys.Where(key => !others.ContainsKey(key)).OrderBy(key => key.ToString(), StringComparer.Ordinal).ToList();
}
