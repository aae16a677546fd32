using System.Collections.Generic;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>Runs ordered by time, each benchmark's median across them, and the regressions between consecutive runs.</summary>
public sealed record HistoryReport(IReadOnlyList<HistoryRun> Runs, IReadOnlyList<BenchmarkSeries> Series, IReadOnlyList<HistoryRegression> Regressions, double Threshold);

/// <summary>A run's column: R1, R2, … in time order, with what labels it.</summary>
public sealed record HistoryRun(string Id, string Folder, System.DateTimeOffset? FinishedUtc, string? Commit)
{
    /// <summary>What the run has no figure for, and why: failed cells, then failed benchmarks (as merge lists them).</summary>
    public IReadOnlyList<FailedCell> FailedCells { get; init; } = [];

    public IReadOnlyList<FailedBenchmarkFigure> FailedBenchmarks { get; init; } = [];
}

/// <summary>One benchmark over the runs: a point per run that has it (null where it has not).</summary>
public sealed record BenchmarkSeries(BenchmarkKey Key, IReadOnlyList<HistoryPoint?> Points);

/// <summary>The benchmark's median in one run, what ran (package and runtime versions), and the verdict against the
/// previous run that has the benchmark (null for the first).</summary>
public sealed record HistoryPoint(double MedianNs, string? Versions, Verdict? AgainstPrevious, double? RatioToPrevious);

/// <summary>A benchmark slower in a run than in the previous run that has it, as `compare` of the two runs calls it:
/// <paramref name="Ratio"/> is the ratio of what it compared (<see cref="BenchmarkFigure.FloorRatio"/> or
/// <see cref="BenchmarkFigure.Time"/>, <paramref name="Compared"/>).</summary>
public sealed record HistoryRegression(BenchmarkKey Key, string FromRun, string ToRun, double Ratio, string Compared = BenchmarkFigure.Time);
