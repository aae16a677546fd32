using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

/// <summary>The web section arranged for tables and charts: scenarios, serializers and runtimes in order, and the row
/// (or the failed cell) of each serializer on each runtime.</summary>
public sealed class WebView
{
    private static readonly string[] KnownScenarios = ["get-list-1000", "post-list-1000"];

    public WebView(MergedReport report, Func<string, string> labelOf)
    {
        Section = report.Web;
        LabelOf = labelOf;
        WebCells = report.Cells.Where(c => c.IsWeb).ToList();
        Runtimes = IdOrder.Runtimes(WebCells.Select(c => c.Runtime).Concat(Section.Results.Select(r => r.Runtime)).Distinct()).ToList();
        Serializers = IdOrder.Serializers(WebCells.Select(c => c.Serializer).Concat(Section.Results.Select(r => r.Serializer)).Distinct()).ToList();
        Scenarios = Section.Results.Select(r => r.Scenario).Distinct()
            .OrderBy(s => IdOrder.Rank(KnownScenarios, s)).ThenBy(s => s, StringComparer.Ordinal).ToList();
    }

    public WebSection Section { get; }

    public Func<string, string> LabelOf { get; }

    public IReadOnlyList<CellSummary> WebCells { get; }

    public IReadOnlyList<string> Runtimes { get; }

    public IReadOnlyList<string> Serializers { get; }

    public IReadOnlyList<string> Scenarios { get; }

    public bool IsEmpty => WebCells.Count == 0 && Section.Results.Count == 0;

    public WebResultRow? Row(string scenario, string serializer, string runtime) =>
        Section.Results.FirstOrDefault(r => r.Scenario == scenario && r.Serializer == serializer && r.Runtime == runtime);

    /// <summary>What a table shows where a serializer has no row on a runtime: the cell's status, or nothing ran.</summary>
    public string Missing(string serializer, string runtime) =>
        WebCells.FirstOrDefault(c => c.Serializer == serializer && c.Runtime == runtime) is { } cell ? $"{cell.Status} (see Failed and n/a)" : "–";

    /// <summary>"5,024 req/s (3,759–5,162)".</summary>
    public static string RequestsPerSecond(WebResultRow r) =>
        $"{Units.Integer((long)Math.Round(r.RequestsPerSecond))} req/s ({Units.Integer((long)Math.Round(r.RequestsPerSecondMin))}–{Units.Integer((long)Math.Round(r.RequestsPerSecondMax))})";

    /// <summary>"p50 5.64 ms · p90 9.2 ms · p99 40.3 ms".</summary>
    public static string Latency(WebResultRow r) =>
        $"p50 {Units.Time(r.LatencyP50Us * 1000)} · p90 {Units.Time(r.LatencyP90Us * 1000)} · p99 {Units.Time(r.LatencyP99Us * 1000)}";

    public static string Allocated(WebResultRow r) =>
        r.AllocatedBytesPerRequest is { } b ? Units.Bytes((long)Math.Round(b)) + "/req" : "? /req";

    /// <summary>Everything of one entry on one line, for Markdown tables.</summary>
    public static string Entry(WebResultRow r) =>
        $"{RequestsPerSecond(r)} · {Latency(r)} · {Allocated(r)} · ×{Units.RatioWithInterval(r.Ratio, r.RatioInterval)}{Units.Across(r.RatioAcrossEnvironments)}{Units.FloorRatio(r.FloorRatio, r.FloorRatioInterval)}"
        + (r.Errors + r.Non2xx > 0 ? $" · {r.Errors} errors, {r.Non2xx} non-2xx" : string.Empty)
        + (r.Noise is null ? string.Empty : " ⚠ noisy");
}
