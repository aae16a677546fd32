using System;
using System.Globalization;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>A comparison as text: per cell, overall, allocations, verdict.</summary>
public static class ComparisonText
{
    public static string Render(RunComparison comparison, string first, string second, double threshold)
    {
        var text = new StringBuilder();
        Line(text, $"Ratio of medians, {first} / {second}, per benchmark both runs have ({comparison.Ratios.Count}; {comparison.OnlyInOne} in one run only):");
        foreach (var (cell, median, benchmarks) in comparison.Cells)
        {
            Line(text, $"  {cell,-52} median {median:0.000} over {benchmarks} benchmarks");
        }

        if (comparison.Ratios.Count > 0)
        {
            var ratios = comparison.Ratios.Select(ratio => ratio.Ratio).ToList();
            Line(text, $"Overall: median ratio {comparison.MedianRatio:0.000} (min {ratios.Min():0.000}, max {ratios.Max():0.000}); accepted {1 - threshold:0.00}–{1 + threshold:0.00}.");
        }

        var largest = comparison.AllocationDifferences
            .Select(d => Math.Abs((d.First ?? 0) - (d.Second ?? 0)))
            .DefaultIfEmpty(0)
            .Max();
        var examples = string.Join("; ", comparison.AllocationDifferences.Take(3).Select(d => $"{d.Key}: {d.First} vs {d.Second}"));
        text.AppendLine(comparison.AllocationDifferences.Count == 0
            ? "Allocated bytes per operation: identical in every benchmark."
            : string.Create(CultureInfo.InvariantCulture,
                $"Allocated bytes per operation differ in {comparison.AllocationDifferences.Count} of {comparison.Ratios.Count} benchmarks, by at most {largest} bytes (e.g. {examples})."));
        text.AppendLine(comparison.Ratios.Count == 0 ? "The runs share no benchmark: nothing to compare."
            : Math.Abs(comparison.MedianRatio - 1) <= threshold ? "The runs agree." : "The runs do NOT agree.");
        return text.ToString();
    }

    private static void Line(StringBuilder text, FormattableString line) => text.AppendLine(line.ToString(CultureInfo.InvariantCulture));
}
