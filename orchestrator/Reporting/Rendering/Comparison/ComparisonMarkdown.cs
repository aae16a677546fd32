using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;


namespace JsonMatrix.Orchestrator.Reporting.Rendering.Comparison;

/// <summary>A comparison as Markdown (a pull request comment, a job summary).</summary>
public static class ComparisonMarkdown
{
    public static string Render(RunComparison comparison, string first, string second)
    {
        var md = new StringBuilder("## Benchmark comparison\n\n");
        foreach (var line in ComparisonSummary.Lines(comparison, first, second)) md.Append(MarkdownText.Escape(line)).Append("\n\n");
        Table(md, "Regressions (slower)", comparison.Regressions);
        Table(md, "Improvements (faster)", comparison.Improvements);
        Keys(md, "Only in FIRST", comparison.OnlyInFirst);
        Keys(md, "Only in SECOND", comparison.OnlyInSecond);
        md.Append(MarkdownText.Escape(ComparisonSummary.Allocations(comparison))).Append('\n');
        return md.ToString();
    }

    private static void Table(StringBuilder md, string title, IReadOnlyList<BenchmarkComparison> rows)
    {
        md.Append("### ").Append(title).Append(": ").Append(rows.Count).Append("\n\n");
        if (rows.Count == 0) return;
        MarkdownText.Table(md, ["benchmark", "FIRST", "SECOND", "ratio", "compared"],
            rows.Select(r => (IReadOnlyList<string>)[r.Key.ToString(), Units.Time(r.FirstMedianNs), Units.Time(r.SecondMedianNs), r.Ratio.ToString("0.000", CultureInfo.InvariantCulture), r.Compared]),
            [false, true, true, true, false]);
    }

    private static void Keys(StringBuilder md, string title, IReadOnlyList<BenchmarkKey> keys)
    {
        if (keys.Count == 0) return;
        md.Append("### ").Append(title).Append(": ").Append(keys.Count).Append("\n\n");
        foreach (var key in keys) md.Append("- ").Append(MarkdownText.Escape(key.ToString())).Append('\n');
        md.Append('\n');
    }
}
