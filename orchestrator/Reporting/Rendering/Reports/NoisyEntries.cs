using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>One entry of the "Noisy results" list: a micro result or a web scenario the merge marked noisy, its
/// figure, and why.</summary>
public sealed record NoisyEntry(string Cell, string Benchmark, string Median, string Why);

/// <summary>What the "Noisy results" list of report.md and report.html holds: every micro result, web entry and cold-start figure
/// whose noise the merge recorded (Reporting/Noise, Merging/WebResultBuilder), micro first, then web, then cold start, in report order.</summary>
public static class NoisyEntries
{
    public static readonly IReadOnlyList<string> Headers = ["cell", "benchmark", "median", "why"];

    public static IReadOnlyList<NoisyEntry> Of(MergedReport report) =>
    [
        .. report.Results.Where(r => r.Spread?.Noise is not null)
            .Select(r => new NoisyEntry(r.Cell, $"{r.Payload} · {r.Operation}", Units.TimeWithSpread(r.MedianNs, r.Spread, r.Repeats), r.Spread!.Noise!)),
        .. report.Web.Results.Where(r => r.Noise is not null)
            .Select(r => new NoisyEntry(r.Cell, $"{r.Method} {r.Path}", WebView.RequestsPerSecond(r), r.Noise!)),
        .. report.ColdStart.Rows.Where(r => r.Figure?.Noise is not null)
            .Select(r => new NoisyEntry(r.Cell, $"cold start · {r.Payload} · {r.Operation}", ColdStart.ColdStartText.Time(r.Figure!), r.Figure!.Noise!)),
    ];

    public static IReadOnlyList<string> Row(NoisyEntry entry) => [entry.Cell, entry.Benchmark, entry.Median, entry.Why];
}
