using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Rendering.Reports;

namespace JsonMatrix.Orchestrator.Cli.Compare;

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
            text.Append(string.Create(CultureInfo.InvariantCulture, $"  {row.Ratio,7:0.000}  {Units.Time(row.FirstMedianNs),9} → {Units.Time(row.SecondMedianNs),-9}  {row.Key}\n"));
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
        $"Each benchmark: Perfolizer's Mann-Whitney U equivalence test of the measured iterations, threshold {Percent.Format(c.Threshold)}, alpha {VerdictTest.Alpha.ToString(CultureInfo.InvariantCulture)}.",
        $"Slower: {c.Count(Verdict.Slower)}, faster: {c.Count(Verdict.Faster)}, same: {c.Count(Verdict.Same)}, unknown: {c.Count(Verdict.Unknown)}.",
        c.GeometricMean is { } g
            ? string.Create(CultureInfo.InvariantCulture, $"Geometric mean of the ratios SECOND / FIRST: {g:0.000} (above 1: SECOND is slower).")
            : "The runs share no benchmark: nothing to compare.",
    ];

    public static string Allocations(RunComparison c)
    {
        if (c.AllocationDifferences.Count == 0) return "Allocated bytes per operation: identical in every shared benchmark.";
        var largest = c.AllocationDifferences.Max(d => Math.Abs((d.First ?? 0) - (d.Second ?? 0)));
        var examples = string.Join("; ", c.AllocationDifferences.Take(3).Select(d => $"{d.Key}: {d.First} vs {d.Second}"));
        return string.Create(CultureInfo.InvariantCulture,
            $"Allocated bytes per operation differ in {c.AllocationDifferences.Count} of {c.Benchmarks.Count} benchmarks, by at most {largest} bytes (e.g. {examples}).");
    }
}
