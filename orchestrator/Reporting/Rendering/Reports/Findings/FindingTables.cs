using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Findings;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>A finding as a table (headers and rows of text), the same in Markdown and HTML.</summary>
public static class FindingTables
{
    public static (IReadOnlyList<string> Headers, IReadOnlyList<IReadOnlyList<string>> Rows) Of(Finding finding)
    {
        if (finding.Kind == Finding.RankKind)
            return (["runtime", "operation", "fastest to slowest (time, or requests/s, × the fastest's)"],
                [.. finding.Ranks.Select(l => (IReadOnlyList<string>)[l.RuntimeLabel, l.Scenario, FindingText.Places(l)])]);

        var byOperation = finding.Columns.Count > 1 ? finding.Columns : [];
        return ([finding.Ratios.Any(l => l.Context.Length > 0) ? "runtime · setting" : "runtime", "time, all benchmarks", .. byOperation, "allocated"],
            [.. finding.Ratios.Select(l => (IReadOnlyList<string>)[FindingText.Context(l), FindingText.Estimate(l.Overall) + Noisy(l),
                .. byOperation.Select((_, i) => l.ByOperation[i] is { } e ? FindingText.Estimate(e) : "–"),
                l.Allocations is { } a ? $"{Units.Ratio(a)}×" : "–"])]);
    }

    private static string Noisy(RatioLine line) => line.Noisy > 0 ? $" ⚠ {line.Noisy} of {line.Benchmarks} noisy" : "";
}
