using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>report.html: one self-contained page (inline CSS, JS and SVG) with the Markdown report's sections plus charts.</summary>
public sealed class HtmlReportRenderer : IReportRenderer
{
    public string FileName => "report.html";

    public string Render(MergedReport report)
    {
        var view = new ReportView(report);
        var html = new StringBuilder();
        html.Append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
            .Append("<title>JsonMatrix report</title>\n<style>\n").Append(HtmlAssets.Style).Append("\n</style>\n</head>\n<body>\n")
            .Append("<h1>JsonMatrix report</h1>\n")
            .Append("<p>").Append(HtmlText.Escape(ReportSummary.Text(report))).Append("</p>\n")
            .Append(ReportSummary.Steadiness(report) is { Length: > 0 } steadiness ? "<p class=\"steadiness\">" + HtmlText.Escape(steadiness) + "</p>\n" : "")
            .Append(report.HasMicro ? $"<p>{HtmlText.Escape(ReportSummary.HowToRead(report))}</p>\n" : "")
            .Append("<nav>").Append(string.Join(" · ", Sections(report).Select(s => $"<a href=\"#{s.Id}\">{s.Title}</a>"))).Append("</nav>\n");
        Findings.FindingsHtmlSection.Append(html, report);
        // A report of web cells only has no micro prose, headings or empty charts (and one of micro cells only no web section).
        if (report.HasMicro)
        {
            Trends(html, view);
            Scenarios(html, view);
        }
        Web.WebHtmlSection.Append(html, report, new Web.WebView(report, view.LabelOf));
        ColdStart.ColdStartHtmlSection.Append(html, new ColdStart.ColdStartView(report, view.LabelOf));
        Noisy(html, report);
        if (DriftRows.Shown(report)) Drift(html, report);
        Failures(html, report);
        Unavailable(html, report);
        Environment(html, report);
        Versions(html, report);
        if (report.Notes.Count > 0)
            html.Append("<h2 id=\"notes\">Notes</h2>\n<ul>").Append(string.Concat(report.Notes.Select(n => $"<li>{HtmlText.Escape(n)}</li>"))).Append("</ul>\n");
        html.Append("<script>\n").Append(HtmlAssets.Script).Append("\n</script>\n</body>\n</html>\n");
        return html.ToString();
    }

    private static IEnumerable<(string Id, string Title)> Sections(MergedReport report)
    {
        if (report.Findings.Count > 0) yield return (Findings.FindingsHtmlSection.Id, "Findings");
        if (report.HasMicro)
        {
            yield return ("trends", "Trend across runtimes");
            yield return ("scenarios", "Scenarios");
        }
        if (report.HasWeb) yield return ("web", "Web");
        if (report.HasColdStart) yield return (ColdStart.ColdStartHtmlSection.Id, ColdStart.ColdStartText.Title);
        yield return ("noisy", "Noisy results");
        if (DriftRows.Shown(report)) yield return ("drift", "Drift and interference");
        yield return ("failures", "Failed and n/a");
        if (report.Cells.Any(c => c.Status == CellStatus.Unavailable)) yield return ("unavailable", "Unavailable here");
        yield return ("environment", "Environment");
        yield return ("versions", "Versions that ran");
    }

    private static void Trends(StringBuilder html, ReportView view)
    {
        html.Append("<h2 id=\"trends\">Trend across runtimes</h2>\n")
            .Append($"<p>Geometric mean of median(runtime) / median({HtmlText.Escape(view.Report.Baseline.Runtime)}) over the scenarios each serializer has on all of its runtimes; below 1 is faster. A serializer with no result there is compared with its own first runtime, named beside it. {TrendTable.TrimLegend} {TrendTable.IntervalLegend}</p>\n");
        var serializers = view.Report.Trends.Select(t => t.Serializer).Distinct().ToList();
        if (serializers.Count == 0)
        {
            html.Append("<p>No results.</p>\n");
            return;
        }
        html.Append(SvgTrendChart.Render(view)).Append('\n')
            .Append(SvgTrendChart.Legend(serializers)).Append('\n');
        var table = TrendTable.Of(view.Report.Trends, view.Runtimes, view.LabelOf, view.Report.Baseline.Runtime);
        Table(html, table.Headers, table.Rows, numericFrom: 1);
        var leftOut = TrendTable.LeftOutLines(view.Report.Trends, view.LabelOf);
        if (leftOut.Count == 0) return;
        html.Append("<details><summary>Left out of each mean, its lowest ratio and its highest</summary>\n<ul>\n");
        foreach (var line in leftOut) html.Append("<li>").Append(HtmlText.Escape(line)).Append("</li>\n");
        html.Append("</ul>\n</details>\n");
    }

    private static void Scenarios(StringBuilder html, ReportView view)
    {
        html.Append("<h2 id=\"scenarios\">Scenarios</h2>\n")
            .Append($"<p>Each entry: median time per operation with ± {HtmlText.Escape(NoiseText.Legend)}, allocated bytes per operation, ratio to {HtmlText.Escape(view.Report.Baseline.Serializer)} on the same runtime (in brackets: where it lies when both results lie in their intervals){(view.HasFloor ? ", floor ×: ratio to the hand-written floor on the same runtime" : "")}. † marks an emulated operation; {HtmlText.Escape(Units.AllocatedLegend)}; <span class=\"noisy\">⚠ noisy</span> a result too noisy to rank (hover for why); – a runtime the matrix has no cell for.</p>\n");
        Filters(html, view);
        html.Append(SvgBarChart.Legend(view.Runtimes, view.LabelOf)).Append('\n');
        foreach (var scenario in view.Scenarios)
        {
            html.Append($"<section class=\"scenario\" id=\"{HtmlText.Escape(scenario.Anchor)}\" data-payload=\"{HtmlText.Escape(scenario.Payload)}\" data-operation=\"{HtmlText.Escape(scenario.Operation)}\" data-escaping=\"{HtmlText.Escape(scenario.Escaping)}\" data-lifetime=\"{HtmlText.Escape(scenario.Lifetime)}\">\n")
                .Append("<h3>").Append(HtmlText.Escape(scenario.Title)).Append("</h3>\n")
                .Append(SvgBarChart.Render(view, scenario)).Append('\n');
            html.Append("<table><tr><th>serializer</th>").Append(string.Concat(view.Runtimes.Select(r => $"<th>{HtmlText.Escape(view.LabelOf(r))}</th>"))).Append("</tr>\n");
            foreach (var serializer in view.SerializersOf(scenario))
            {
                html.Append("<tr><th>").Append(HtmlText.Escape(serializer)).Append("</th>");
                foreach (var runtime in view.Runtimes) html.Append(EntryCell(view.Entry(scenario, serializer, runtime)));
                html.Append("</tr>\n");
            }
            html.Append("</table>\n</section>\n");
        }
    }

    private static string EntryCell(ScenarioEntry entry) => entry switch
    {
        { Result: { } r } => $"<td class=\"num{(r.Spread?.Noisy == true ? " noisy" : "")}\">{HtmlText.Escape(Units.Time(r.MedianNs))} <small>{HtmlText.Escape(Units.Spread(r.Spread) + Units.Repeats(r.Repeats))}</small>"
            + (r.Spread?.Noise is { } noise ? $" <span class=\"noisy\" title=\"{HtmlText.Escape(noise)}\">⚠ noisy</span>" : "")
            + $"<br><small>{HtmlText.Escape(Units.Allocated(r))} · {HtmlText.Escape(Units.RatioWithInterval(r.Ratio, r.RatioInterval) + Units.Across(r.RatioAcrossEnvironments) + Units.FloorRatio(r.FloorRatio, r.FloorRatioInterval))}{(r.Note is null ? "" : $" <span title=\"{HtmlText.Escape(r.Note)}\">†</span>")}</small></td>",
        { Missing: ReportView.OutsideMatrix } => $"<td class=\"not-asked\" title=\"{HtmlText.Escape(ReportView.OutsideMatrix)}\">–</td>",
        { NotAsked: true, Missing: var notAsked } => $"<td class=\"not-asked\">{HtmlText.Escape(notAsked)}</td>",
        { Missing: var missing } => $"<td class=\"missing\">{HtmlText.Escape(missing)}</td>",
    };

    private static void Filters(StringBuilder html, ReportView view)
    {
        html.Append("<div class=\"filters\">");
        foreach (var (name, values) in new (string, IEnumerable<string>)[]
        {
            ("payload", view.Scenarios.Select(s => s.Payload)), ("operation", view.Scenarios.Select(s => s.Operation)),
            ("escaping", view.Scenarios.Select(s => s.Escaping)), ("lifetime", view.Scenarios.Select(s => s.Lifetime)),
        })
        {
            html.Append($"<label>{name} <select name=\"{name}\"><option value=\"\">all</option>")
                .Append(string.Concat(values.Distinct().Select(v => $"<option>{HtmlText.Escape(v)}</option>"))).Append("</select></label>");
        }
        html.Append("</div>\n");
    }

    private static void Noisy(StringBuilder html, MergedReport report)
    {
        html.Append("<h2 id=\"noisy\">Noisy results</h2>\n<p>").Append(HtmlText.Escape(NoiseText.Rule(report))).Append("</p>\n");
        var noisy = NoisyEntries.Of(report);
        if (noisy.Count == 0)
        {
            html.Append("<p>No result is marked noisy.</p>\n");
            return;
        }
        Table(html, NoisyEntries.Headers, noisy.Select(NoisyEntries.Row));
    }

    private static void Drift(StringBuilder html, MergedReport report)
    {
        html.Append("<h2 id=\"drift\">Drift and interference</h2>\n<p>").Append(HtmlText.Escape(DriftRows.Rule(report))).Append("</p>\n");
        if (!DriftRows.Of(report).Any())
        {
            html.Append("<p>No cell recorded a calibration.</p>\n");
            return;
        }
        // The flag is a sentence: it wraps, where the figures before it do not.
        Table(html, DriftRows.Headers, DriftRows.Of(report), numericFrom: 1, textFrom: DriftRows.Headers.Count - 1);
    }

    /// <summary>Cells the NuGet source could not publish, apart from failures (see the Markdown report).</summary>
    private static void Unavailable(StringBuilder html, MergedReport report)
    {
        var cells = report.Cells.Where(c => c.Status == CellStatus.Unavailable).ToList();
        if (cells.Count == 0) return;
        html.Append("<h2 id=\"unavailable\">Unavailable here</h2>\n");
        html.Append("<p>Not run: the machine that ran them lacked what their publish needs (a package its NuGet source does not serve, or the native toolchain of a NativeAOT publish).</p>\n");
        Table(html, ["cell", "reason"], cells.Select(c => (IReadOnlyList<string>)[c.Id, c.Reason ?? ""]));
    }

    private static void Failures(StringBuilder html, MergedReport report)
    {
        html.Append("<h2 id=\"failures\">Failed and n/a</h2>\n");
        var cells = report.Cells.Where(c => c.Status is not (CellStatus.Ok or CellStatus.Unavailable)).ToList();
        if (cells.Count == 0 && report.NotApplicable.Count == 0)
        {
            html.Append(report.Cells.Any(c => c.Status == CellStatus.Unavailable)
                ? "<p>No cell failed, and every cell that ran has a result for every benchmark (the unavailable cells are below).</p>\n"
                : "<p>Every cell ran and every benchmark has a result.</p>\n");
            return;
        }
        if (cells.Count > 0) Table(html, ["cell", "status", "reason"], cells.Select(c => (IReadOnlyList<string>)[c.Id, c.Status, c.Reason ?? ""]));
        if (report.NotApplicable.Count > 0)
        {
            html.Append("<p>Benchmarks without a result:</p>\n");
            Table(html, ["cell", "payload", "operation", "status", "reason"],
                report.NotApplicable.Select(n => (IReadOnlyList<string>)[n.Cell, n.Payload, n.Operation == "*" ? "all" : n.Operation, n.Status == "unsupported" ? "n/a" : n.Status, n.Reason]));
        }
        foreach (var cell in cells.Where(c => c.LogExcerpt is not null))
            html.Append($"<details><summary>{HtmlText.Escape(cell.Id)}: end of log.txt</summary><pre>{HtmlText.Escape(cell.LogExcerpt)}</pre></details>\n");
    }

    private static void Environment(StringBuilder html, MergedReport report)
    {
        html.Append("<h2 id=\"environment\">Environment</h2>\n");
        if (report.Environments.Count == 0)
        {
            html.Append("<p>No cell reported its environment.</p>\n");
            return;
        }
        Table(html, ["", .. report.Environments.Select(e => e.Id)], EnvironmentRows.Of(report.Environments).Select(r => (IReadOnlyList<string>)[r.Label, .. r.Values]));
        if (!NativeAotRows.Shown(report)) return;
        html.Append("<p>NativeAOT. ").Append(HtmlText.Escape(NativeAotRows.Rule)).Append("</p>\n");
        Table(html, NativeAotRows.Headers, NativeAotRows.Of(report));
    }

    private static void Versions(StringBuilder html, MergedReport report)
    {
        html.Append("<h2 id=\"versions\">Versions that ran</h2>\n");
        Table(html, VersionText.Headers(report), report.Cells.Select(c => VersionText.Row(report, c)));
        var emulated = report.Cells.Where(c => c.Emulated.Count > 0).ToList();
        if (emulated.Count == 0) return;
        html.Append("<p>Emulated operations (measured through the nearest equivalent API):</p>\n");
        Table(html, ["cell", "operation", "how"], emulated.SelectMany(c => c.Emulated.Select(e => (IReadOnlyList<string>)[c.Id, e.Operation, e.Note])));
    }

    internal static void Table(StringBuilder html, IReadOnlyList<string> headers, IEnumerable<IReadOnlyList<string>> rows, int numericFrom = int.MaxValue,
        int textFrom = int.MaxValue)
    {
        html.Append("<table><tr>").Append(string.Concat(headers.Select(h => $"<th>{HtmlText.Escape(h)}</th>"))).Append("</tr>\n");
        foreach (var row in rows)
            html.Append("<tr>").Append(string.Concat(row.Select((v, i) => i >= numericFrom && i < textFrom ? $"<td class=\"num\">{HtmlText.Escape(v)}</td>" : $"<td>{HtmlText.Escape(v)}</td>"))).Append("</tr>\n");
        html.Append("</table>\n");
    }
}
