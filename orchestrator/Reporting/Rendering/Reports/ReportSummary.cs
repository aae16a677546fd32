using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The opening sentences every human-readable report shares.</summary>
public static class ReportSummary
{
    public static string Text(MergedReport report)
    {
        var counts = string.Join(", ", CellStatus.All.Select(s => (s, n: report.Cells.Count(c => c.Status == s))).Where(x => x.n > 0).Select(x => $"{Units.Integer(x.n)} {x.s}"));
        var micro = report.HasMicro ? $", {Units.Integer(report.Results.Count)} results, {Units.Integer(report.NotApplicable.Count)} benchmarks without a result" : string.Empty;
        var web = report.HasWeb ? $", {Units.Integer(report.Web.Results.Count)} web results (requests/s of a web cell × scenario)" : string.Empty;
        var coldStart = report.HasColdStart ? $", {Units.Integer(report.ColdStart.Rows.Count(r => r.Figure is not null))} cold-start figures" : string.Empty;
        return $"{Units.Integer(report.Cells.Count)} cells ({(counts.Length == 0 ? "none" : counts)}){micro}{web}{coldStart}.";
    }

    /// <summary>How to read the micro results (the web section has its own).</summary>
    public static string HowToRead(MergedReport report) =>
        $"Times are BenchmarkDotNet medians per operation; allocations are bytes per operation. Ratios divide by {report.Baseline.Serializer} in the same scenario on the same runtime (below 1 is faster){(report.Results.Any(r => r.FloorRatio is not null) ? $"; \"floor ×\" divides by {JsonMatrix.Contracts.Cells.KnownIds.Floor}, hand-written Utf8JsonWriter/Utf8JsonReader code, in the same scenario on the same runtime (how far from what the platform allows)" : "")}; trends compare each runtime with {report.Baseline.Runtime}.";
}
