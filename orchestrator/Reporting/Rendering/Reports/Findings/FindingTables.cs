using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Findings;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>A finding as a table (headers and rows of text), the same in Markdown and HTML.</summary>
public static class FindingTables
{
    public static (IReadOnlyList<string> Headers, IReadOnlyList<IReadOnlyList<string>> Rows) Of(Finding finding)
    {
        IReadOnlyList<string> previous = finding.PreviousRun is null ? [] : ["previous run"];
        if (finding.Kind == Finding.RankKind)
            return (["runtime", "operation", "fastest to slowest (time, or requests/s, × the fastest's)", .. previous],
                [.. finding.Ranks.Select(l => (IReadOnlyList<string>)[l.RuntimeLabel, l.Scenario, FindingText.Places(l), .. previous.Select(_ => PreviousOrder(l))])]);

        var byOperation = finding.Columns.Count > 1 ? finding.Columns : [];
        return ([finding.Ratios.Any(l => l.Context.Length > 0) ? "runtime · setting" : "runtime", "time, all benchmarks", .. byOperation, "allocated", .. previous],
            [.. finding.Ratios.Select(l => (IReadOnlyList<string>)[FindingText.Context(l), FindingText.Estimate(l.Overall) + Noisy(l),
                .. byOperation.Select((_, i) => l.ByOperation[i] is { } e ? FindingText.Estimate(e) : "–"),
                l.Allocations is { } a ? $"{Units.Ratio(a)}×" : "–", .. previous.Select(_ => Previous(l))])]);
    }

    /// <summary>"1.98× (this run +3 %)": the previous run's figure and how far this one lies from it.</summary>
    private static string Previous(RatioLine line) => line.Previous is { } p
        ? $"{Units.Ratio(p.Value)}× (this run {(line.Overall.Value / p.Value - 1) * 100:+0;-0;±0} %)"
        : "–";

    private static string PreviousOrder(RankLine line) => line.PreviousOrder switch
    {
        null => "–",
        var order when order.SequenceEqual(line.Places.Select(p => p.Serializer)) => "same order",
        var order => "was " + string.Join(", ", order),
    };

    private static string Noisy(RatioLine line) => line.Noisy > 0 ? $" ⚠ {line.Noisy} of {line.Benchmarks} noisy" : "";
}
