using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Marks the ratios whose two sides were measured by different runs, so possibly on different machines (a merged
/// GitHub workflow run has one run per runner): a result's ratio to the baseline serializer, and a trend's runtime
/// against the runtime it divides by. The mark names both sides' environments ("E1/E2"), so a reader knows the ratio
/// compares machines as well as code; floor × never crosses, being paired in one process. The cells of one run share
/// its machine, whatever else tells their environments apart (a runtime reports the OS in its own words).
/// </summary>
public static class CrossEnvironment
{
    public static IReadOnlyList<ResultRow> Results(IReadOnlyList<ResultRow> rows, string baselineSerializer, CellEnvironments environmentOf)
    {
        var baseline = rows.Where(r => r.Serializer == baselineSerializer)
            .GroupBy(r => (r.Runtime, r.Escaping, r.Lifetime, r.Payload, r.Operation)).ToDictionary(g => g.Key, g => g.First().Cell);
        return [.. rows.Select(r => r.Ratio is not null && baseline.TryGetValue((r.Runtime, r.Escaping, r.Lifetime, r.Payload, r.Operation), out var cell)
            && Across([r.Cell], [cell], environmentOf) is { } across ? r with { RatioAcrossEnvironments = across } : r)];
    }

    /// <summary>The web results' ratios to the baseline serializer's requests/s on the same runtime and scenario.</summary>
    public static IReadOnlyList<WebResultRow> WebResults(IReadOnlyList<WebResultRow> rows, string baselineSerializer, CellEnvironments environmentOf)
    {
        var baseline = rows.Where(r => r.Serializer == baselineSerializer)
            .GroupBy(r => (r.Runtime, r.Scenario)).ToDictionary(g => g.Key, g => g.First().Cell);
        return [.. rows.Select(r => r.Ratio is not null && baseline.TryGetValue((r.Runtime, r.Scenario), out var cell)
            && Across([r.Cell], [cell], environmentOf) is { } across ? r with { RatioAcrossEnvironments = across } : r)];
    }

    /// <param name="cellsOf">The cells of a serializer on a runtime.</param>
    public static IReadOnlyList<TrendRow> Trends(IReadOnlyList<TrendRow> trends, IReadOnlyDictionary<(string Serializer, string Runtime), IReadOnlyList<string>> cellsOf, CellEnvironments environmentOf) =>
        [.. trends.Select(t => t.Runtime != t.RelativeTo
            && cellsOf.TryGetValue((t.Serializer, t.Runtime), out var these) && cellsOf.TryGetValue((t.Serializer, t.RelativeTo), out var those)
            && Across(these, those, environmentOf) is { } across ? t with { AcrossEnvironments = across } : t)];

    /// <summary>"E1/E2" when the two sides' cells ran in different environments; null when they share one (or it is unknown).</summary>
    private static string? Across(IReadOnlyList<string> these, IReadOnlyList<string> those, CellEnvironments environmentOf)
    {
        var sides = these.Concat(those).Select(c => environmentOf.Environment.GetValueOrDefault(c)).OfType<string>().Distinct().ToList();
        var runs = sides.Select(e => environmentOf.RunOf.GetValueOrDefault(e)).Distinct().Count();
        return runs > 1 ? string.Join("/", sides.Order(System.StringComparer.Ordinal)) : null;
    }
}

/// <summary>Each cell's environment (E1, E2, …) and each environment's run id.</summary>
public sealed record CellEnvironments(IReadOnlyDictionary<string, string> Environment, IReadOnlyDictionary<string, string?> RunOf)
{
    public static CellEnvironments Of(IReadOnlyList<RunEnvironment> environments, IReadOnlyDictionary<string, string> environmentOfCell) =>
        new(environmentOfCell, environments.ToDictionary(e => e.Id, e => e.RunId));
}
