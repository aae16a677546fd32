using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>report.md: trends, one serializer × runtime table per scenario, the web and cold-start sections, noise, failures, environment,
/// versions; the micro and web sections only when the report has cells of that workload.</summary>
public sealed class MarkdownReportRenderer : IReportRenderer
{
    public string FileName => "report.md";

    public string Render(MergedReport report)
    {
        var view = new ReportView(report);
        var md = new StringBuilder();
        md.Append("# JsonMatrix report\n\n");
        md.Append(ReportSummary.Text(report)).Append("\n\n");
        if (ReportSummary.Steadiness(report) is { Length: > 0 } steadiness) md.Append(MarkdownText.Escape(steadiness)).Append("\n\n");
        Findings.FindingsMarkdownSection.Append(md, report.Findings);
        // A report of web cells only has no micro prose, headings or empty tables (and one of micro cells only no web section).
        if (report.HasMicro)
        {
            md.Append(ReportSummary.HowToRead(report)).Append("\n\n");
            Trends(md, view);
            Scenarios(md, view);
        }
        Web.WebMarkdownSection.Append(md, report, new Web.WebView(report, view.LabelOf));
        ColdStart.ColdStartMarkdownSection.Append(md, new ColdStart.ColdStartView(report, view.LabelOf));
        Noisy(md, report);
        if (DriftRows.Shown(report)) Drift(md, report);
        Failures(md, report);
        Unavailable(md, report);
        Environment(md, report);
        Versions(md, report);
        if (report.Notes.Count > 0)
        {
            md.Append("## Notes\n\n");
            foreach (var note in report.Notes) md.Append("- ").Append(MarkdownText.Escape(note)).Append('\n');
            md.Append('\n');
        }
        return md.ToString();
    }

    private static void Trends(StringBuilder md, ReportView view)
    {
        md.Append("## Trend across runtimes\n\n");
        md.Append($"Geometric mean of median(runtime) / median({view.Report.Baseline.Runtime}) over the scenarios each serializer has on all of its runtimes; below 1 is faster than on {MarkdownText.Escape(view.LabelOf(view.Report.Baseline.Runtime))}. A serializer with no result there is compared with its own first runtime, named beside it. {TrendTable.TrimLegend} {TrendTable.IntervalLegend}\n\n");
        var serializers = view.Report.Trends.Select(t => t.Serializer).Distinct().ToList();
        if (serializers.Count == 0)
        {
            md.Append("No results.\n\n");
            return;
        }
        var table = TrendTable.Of(view.Report.Trends, view.Runtimes, view.LabelOf, view.Report.Baseline.Runtime);
        MarkdownText.Table(md, table.Headers, table.Rows, table.RightAligned);
        var leftOut = TrendTable.LeftOutLines(view.Report.Trends, view.LabelOf);
        if (leftOut.Count == 0) return;
        md.Append("Left out of each mean, its lowest ratio and its highest:\n\n");
        foreach (var line in leftOut) md.Append("- ").Append(MarkdownText.Escape(line)).Append('\n');
        md.Append('\n');
    }

    private static void Scenarios(StringBuilder md, ReportView view)
    {
        md.Append("## Scenarios\n\n");
        md.Append($"Each entry: median time per operation with ± {NoiseText.Legend} · allocated bytes per operation · ratio to {view.Report.Baseline.Serializer} on the same runtime (in brackets: where it lies when both results lie in their intervals){(view.HasFloor ? " · floor ×: ratio to the hand-written floor on the same runtime" : "")}. † marks an emulated operation (see the cell's notes); {Units.AllocatedLegend}; ⚠ noisy marks a result too noisy to rank (see Noisy results); – marks a runtime the matrix has no cell for.\n\n");
        foreach (var scenario in view.Scenarios)
        {
            md.Append("### ").Append(MarkdownText.Escape(scenario.Title)).Append("\n\n");
            var rows = view.SerializersOf(scenario).Select(s => (IReadOnlyList<string>)[s, .. view.Runtimes.Select(r => EntryText(view.Entry(scenario, s, r)))]);
            MarkdownText.Table(md, ["serializer", .. view.Runtimes.Select(view.LabelOf)], rows, [false, .. view.Runtimes.Select(_ => true)]);
        }
    }

    private static string EntryText(ScenarioEntry entry) => entry switch
    {
        { Result: { } r } => $"{Units.TimeWithSpread(r.MedianNs, r.Spread, r.Repeats)} · {Units.Allocated(r)} · {Units.RatioWithInterval(r.Ratio, r.RatioInterval)}{Units.Across(r.RatioAcrossEnvironments)}{Units.FloorRatio(r.FloorRatio, r.FloorRatioInterval)}{(r.Note is null ? "" : " †")}{(r.Spread?.Noisy == true ? " ⚠ noisy" : "")}",
        { Missing: ReportView.OutsideMatrix } => "–",
        { Missing: var missing } => missing ?? "",
    };

    private static void Noisy(StringBuilder md, MergedReport report)
    {
        md.Append("## Noisy results\n\n").Append(NoiseText.Rule(report)).Append("\n\n");
        var noisy = NoisyEntries.Of(report);
        if (noisy.Count == 0)
        {
            md.Append("No result is marked noisy.\n\n");
            return;
        }
        MarkdownText.Table(md, NoisyEntries.Headers, noisy.Select(NoisyEntries.Row));
    }

    private static void Drift(StringBuilder md, MergedReport report)
    {
        md.Append("## Drift and interference\n\n").Append(MarkdownText.Escape(DriftRows.Rule(report))).Append("\n\n");
        if (!DriftRows.Of(report).Any())
        {
            md.Append("No cell recorded a calibration.\n\n");
            return;
        }
        MarkdownText.Table(md, DriftRows.Headers, DriftRows.Of(report), [false, true, true, true, true, true, true, false]);
    }

    /// <summary>Cells the NuGet source could not publish: not failures (the same cell runs where the source serves the
    /// pack), so apart from them, with the missing package.</summary>
    private static void Unavailable(StringBuilder md, MergedReport report)
    {
        var cells = report.Cells.Where(c => c.Status == CellStatus.Unavailable).ToList();
        if (cells.Count == 0) return;
        md.Append("## Unavailable here\n\n");
        md.Append("Not run: the machine that ran them lacked what their publish needs (a package its NuGet source does not serve, or the native toolchain of a NativeAOT publish).\n\n");
        MarkdownText.Table(md, ["cell", "reason"], cells.Select(c => (IReadOnlyList<string>)[c.Id, c.Reason ?? ""]));
    }

    private static void Failures(StringBuilder md, MergedReport report)
    {
        md.Append("## Failed and n/a\n\n");
        var cells = report.Cells.Where(c => c.Status is not (CellStatus.Ok or CellStatus.Unavailable)).ToList();
        if (cells.Count == 0 && report.NotApplicable.Count == 0)
        {
            md.Append(report.Cells.Any(c => c.Status == CellStatus.Unavailable)
                ? "No cell failed, and every cell that ran has a result for every benchmark (the unavailable cells are below).\n\n"
                : "Every cell ran and every benchmark has a result.\n\n");
            return;
        }
        if (cells.Count > 0)
            MarkdownText.Table(md, ["cell", "status", "reason"], cells.Select(c => (IReadOnlyList<string>)[c.Id, c.Status, c.Reason ?? ""]));
        if (report.NotApplicable.Count > 0)
        {
            md.Append("Benchmarks without a result:\n\n");
            MarkdownText.Table(md, ["cell", "payload", "operation", "status", "reason"],
                report.NotApplicable.Select(n => (IReadOnlyList<string>)[n.Cell, n.Payload, n.Operation == "*" ? "all" : n.Operation, n.Status == "unsupported" ? "n/a" : n.Status, n.Reason]));
        }
        foreach (var cell in cells.Where(c => c.LogExcerpt is not null))
        {
            md.Append("<details><summary>").Append(MarkdownText.Html(cell.Id)).Append(": end of log.txt</summary>\n\n```text\n")
                .Append(OutputText.Escape(cell.LogExcerpt).Replace("```", "'''")).Append("\n```\n\n</details>\n\n");
        }
    }

    private static void Environment(StringBuilder md, MergedReport report)
    {
        md.Append("## Environment\n\n");
        if (report.Environments.Count == 0)
        {
            md.Append("No cell reported its environment.\n\n");
            return;
        }
        var rows = EnvironmentRows.Of(report.Environments).Select(r => (IReadOnlyList<string>)[r.Label, .. r.Values]);
        MarkdownText.Table(md, ["", .. report.Environments.Select(e => e.Id)], rows);
        if (!NativeAotRows.Shown(report)) return;
        md.Append("NativeAOT. ").Append(MarkdownText.Escape(NativeAotRows.Rule)).Append("\n\n");
        MarkdownText.Table(md, NativeAotRows.Headers, NativeAotRows.Of(report));
    }

    private static void Versions(StringBuilder md, MergedReport report)
    {
        md.Append("## Versions that ran\n\n");
        MarkdownText.Table(md, VersionText.Headers(report), report.Cells.Select(c => VersionText.Row(report, c)));
        var emulated = report.Cells.Where(c => c.Emulated.Count > 0).ToList();
        if (emulated.Count == 0) return;
        md.Append("Emulated operations (measured through the nearest equivalent API):\n\n");
        MarkdownText.Table(md, ["cell", "operation", "how"],
            emulated.SelectMany(c => c.Emulated.Select(e => (IReadOnlyList<string>)[c.Id, e.Operation, e.Note])));
    }
}
