using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Statistics;


namespace JsonMatrix.Orchestrator.Reporting.Rendering.Comparison;

/// <summary>A comparison for a terminal: the summary, the regressions and improvements, the benchmarks only one run has.</summary>
public static class ComparisonText
{
    public static string Render(RunComparison comparison, string first, string second)
    {
        var text = new StringBuilder();
        foreach (var line in ComparisonSummary.Lines(comparison, first, second)) text.Append(line).Append('\n');
        List(text, "Regressions (slower in SECOND)", comparison.Regressions);
        List(text, "Improvements (faster in SECOND)", comparison.Improvements);
        Keys(text, $"Only in FIRST ({first})", comparison.OnlyInFirst);
        Keys(text, $"Only in SECOND ({second})", comparison.OnlyInSecond);
        text.Append(ComparisonSummary.Allocations(comparison)).Append('\n');
        return text.ToString();
    }

    private static void List(StringBuilder text, string title, IReadOnlyList<BenchmarkComparison> rows)
    {
        text.Append('\n').Append(title).Append(": ").Append(rows.Count).Append('\n');
        foreach (var row in rows)
            text.Append(string.Create(CultureInfo.InvariantCulture, $"  {row.Ratio,7:0.000} {ComparisonSummary.Of(row),-7}  {Units.Time(row.FirstMedianNs),9} → {Units.Time(row.SecondMedianNs),-9}  {row.Key}\n"));
    }

    private static void Keys(StringBuilder text, string title, IReadOnlyList<BenchmarkKey> keys)
    {
        if (keys.Count == 0) return;
        text.Append('\n').Append(title).Append(": ").Append(keys.Count).Append('\n');
        foreach (var key in keys) text.Append("  ").Append(key).Append('\n');
    }
}

/// <summary>The sentences every comparison format starts with.</summary>
public static class ComparisonSummary
{
    public static IReadOnlyList<string> Lines(RunComparison c, string first, string second) =>
    [
        $"SECOND {second} against FIRST {first}: {c.Benchmarks.Count} benchmarks in both, {c.OnlyInFirst.Count} only in FIRST, {c.OnlyInSecond.Count} only in SECOND.",
        $"Each benchmark: the runs' processes against the spread between processes ({ChangeTest.Confidence * 100:0} % interval), threshold {Percent.Format(c.Threshold)}; " +
            "\"cannot tell\" means no significant change, but a change of the threshold could not have been seen either.",
        Compared(c),
        $"Slower: {c.Count(Verdict.Slower)}, faster: {c.Count(Verdict.Faster)}, same: {c.Count(Verdict.Same)}, cannot tell: {c.Count(Verdict.CannotTell)}"
            + (c.Benchmarks.Count == 0 ? "." : string.Create(CultureInfo.InvariantCulture, $" (same: {100.0 * c.Count(Verdict.Same) / c.Benchmarks.Count:0.#} % of the shared benchmarks).")),
        c.MedianDetectableChange is { } d
            ? string.Create(CultureInfo.InvariantCulture, $"Smallest change these runs could detect: {d * 100:0.0} % for the median benchmark (from {c.Benchmarks.Min(b => b.DetectableChange) * 100:0.0} % to {c.Benchmarks.Max(b => b.DetectableChange) * 100:0.0} %).")
            : "Smallest detectable change: none (no shared benchmark).",
        c.GeometricMean is { } g
            ? string.Create(CultureInfo.InvariantCulture, $"Geometric mean of the ratios SECOND / FIRST: {g:0.000} (above 1: SECOND is slower).")
            : "The runs share no benchmark: nothing to compare.",
        c.WholeRun is { } run
            ? string.Create(CultureInfo.InvariantCulture, $"The whole run (each cell's mean change, {run.Cells} cells, {ChangeTest.Confidence * 100:0} % interval): SECOND / FIRST {run.Ratio:0.000} ({run.Lower:0.000}–{run.Upper:0.000}): {WholeRunVerdict(run.Verdict)}.")
            : $"The whole run: not judged (fewer than {WholeRunChange.MinimumCells} cells in both runs).",
        .. Yardsticks(c),
        .. c.Warnings.Select(w => "Warning: " + w + "."),
        .. c.FailedCells.Select(f => $"Failed in {f.Run}, not compared: {f.Cell.Cell} ({f.Cell.Reason})."),
        .. c.FailedBenchmarks.Select(f => $"Failed in {f.Run}, not compared: {f.Benchmark.Key} ({f.Benchmark.Reason})."),
    ];

    /// <summary>How the yardsticks' own figures were judged, where there were some (<see cref="YardstickSpread"/>).</summary>
    private static IEnumerable<string> Yardsticks(RunComparison c) =>
    [
        .. c.FloorTimesMoved is { } floors
            ? [string.Create(CultureInfo.InvariantCulture, $"The floors' own times (the yardstick, which has none of its own) moved by {floors * 100:0.0} % between the runs (root mean square over the runtimes and benchmarks): each is judged against how far the others moved, so that the host's speed in each run is not called a change.")]
            : Array.Empty<string>(),
        .. c.StartUpFloorsMoved is { } moved
            ? [string.Create(CultureInfo.InvariantCulture, $"The start-up floors (cold start's yardstick, which has none of its own) moved by {moved * 100:0.0} % between the runs (root mean square over the builds): each is judged against how far the other builds' moved, so that the host's speed at starting processes is not called a change.")]
            : Array.Empty<string>(),
    ];

    /// <summary>"floor ×" or "time": what a benchmark's verdict compared.</summary>
    public static string Of(BenchmarkComparison row) => row.Compared;

    /// <summary>Which figure the verdicts compared: floor × for benchmarks both runs measured in rounds beside the same
    /// yardstick (the host's state cancels out of it), time for the rest.</summary>
    private static string Compared(RunComparison c)
    {
        var onRatios = c.Benchmarks.Count(b => b.Compared == Comparing.BenchmarkFigure.FloorRatio);
        return onRatios == 0
            ? "Every verdict compared times (the process medians)."
            : $"Verdicts compared floor × (each process's paired ratio to the yardstick, which the host's state cancels out of; a cold start's first call over its round's start-up floor) for {onRatios} benchmarks, and times for {c.Benchmarks.Count - onRatios} (the floors themselves, and benchmarks not measured in rounds); the whole run compares times.";
    }

    private static string WholeRunVerdict(Verdict verdict) => verdict switch
    {
        Verdict.Slower => "SECOND is slower as a whole",
        Verdict.Faster => "SECOND is faster as a whole",
        Verdict.Same => "the same as a whole",
        _ => "cannot tell as a whole",
    };

    public static string Allocations(RunComparison c)
    {
        if (c.AllocationDifferences.Count == 0) return "Allocated bytes per operation: identical in every shared benchmark.";
        var largest = c.AllocationDifferences.Max(d => Math.Abs((d.First ?? 0) - (d.Second ?? 0)));
        var examples = string.Join("; ", c.AllocationDifferences.Take(3).Select(d => $"{d.Key}: {d.First} vs {d.Second}"));
        return string.Create(CultureInfo.InvariantCulture,
            $"Allocated bytes per operation differ in {c.AllocationDifferences.Count} of {c.Benchmarks.Count} benchmarks, by at most {largest} bytes (e.g. {examples}).");
    }
}
