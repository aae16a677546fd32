using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// A rough duration of a cell, for `plan`: benchmarks (payloads × operations) × a per-benchmark time of the job,
/// plus a fixed per-cell overhead. The per-benchmark times are estimates, documented in docs/matrix.md:
/// `short` was measured (BenchmarkDotNet 0.14 ShortRun, in-process, .NET 8, one core: 14 benchmarks in 85 s);
/// `quick` and `default` are scaled from BenchmarkDotNet's iteration counts of those jobs.
/// </summary>
public static class DurationEstimate
{
    public static readonly IReadOnlyDictionary<string, TimeSpan> PerBenchmark = new Dictionary<string, TimeSpan>
    {
        ["quick"] = TimeSpan.FromSeconds(2),
        ["short"] = TimeSpan.FromSeconds(6),
        ["default"] = TimeSpan.FromSeconds(30),
    };

    /// <summary>Publishing (cached after the first cell of a runtime), starting the container, the correctness gate, collecting.</summary>
    public static readonly TimeSpan PerCellOverhead = TimeSpan.FromSeconds(20);

    public static int BenchmarksPerCell(MatrixDefinition matrix) => matrix.Payloads.Count * matrix.Operations.Count;

    public static TimeSpan ForCell(MatrixDefinition matrix) =>
        PerCellOverhead + PerBenchmark[matrix.Job] * BenchmarksPerCell(matrix);

    public static TimeSpan ForCells(MatrixDefinition matrix, int cellCount) => ForCell(matrix) * cellCount;

    /// <summary>"3 h 05 min", "4 min 10 s", "45 s": invariant, for plan output.</summary>
    public static string Format(TimeSpan duration)
    {
        var seconds = (long)Math.Round(duration.TotalSeconds);
        if (seconds < 60) return FormattableString.Invariant($"{seconds} s");
        if (seconds < 3600) return FormattableString.Invariant($"{seconds / 60} min {seconds % 60:00} s");
        return FormattableString.Invariant($"{seconds / 3600} h {seconds / 60 % 60:00} min");
    }
}
