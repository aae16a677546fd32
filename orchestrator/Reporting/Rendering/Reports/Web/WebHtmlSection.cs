using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

/// <summary>report.html's web section: what report.md shows, plus a requests/s chart per scenario.</summary>
public static class WebHtmlSection
{
    public static void Append(StringBuilder html, MergedReport report, WebView view)
    {
        if (view.IsEmpty) return;
        html.Append("<h2 id=\"web\">Web: requests per second behind ASP.NET Core</h2>\n")
            .Append("<p>").Append(HtmlText.Escape(WebText.HowToRead(report))).Append("</p>\n");
        if (view.Section.Loads.Count > 0)
            html.Append("<ul>").Append(string.Concat(view.Section.Loads.Select(l => $"<li>Load: {HtmlText.Escape(l)}</li>"))).Append("</ul>\n");
        if (view.Section.Results.Count == 0)
        {
            html.Append("<p>No web cell measured anything (see Failed and n/a).</p>\n");
            return;
        }

        html.Append("<h3>Web trend across runtimes</h3>\n<p>").Append(HtmlText.Escape(WebText.Trend(report, view.LabelOf))).Append("</p>\n");
        var trend = TrendTable.Of(view.Section.Trends, view.Runtimes, view.LabelOf, view.Section.TrendBaseline ?? report.Baseline.Runtime);
        HtmlReportRenderer.Table(html, trend.Headers, trend.Rows, numericFrom: 1);
        html.Append(SvgBarChart.Legend(view.Runtimes, view.LabelOf, "slowest–fastest measured window")).Append('\n');
        foreach (var scenario in view.Scenarios)
        {
            var first = view.Section.Results.First(r => r.Scenario == scenario);
            html.Append($"<section class=\"web-scenario\" id=\"web-{HtmlText.Escape(scenario)}\">\n<h3>{HtmlText.Escape($"{first.Method} {first.Path} ({scenario})")}</h3>\n")
                .Append(SvgWebChart.Render(view, scenario)).Append('\n')
                .Append("<table><tr><th>serializer</th>").Append(string.Concat(view.Runtimes.Select(r => $"<th>{HtmlText.Escape(view.LabelOf(r))}</th>"))).Append("</tr>\n");
            foreach (var serializer in view.Serializers)
            {
                html.Append("<tr><th>").Append(HtmlText.Escape(serializer)).Append("</th>");
                foreach (var runtime in view.Runtimes) html.Append(Entry(view, scenario, serializer, runtime));
                html.Append("</tr>\n");
            }

            html.Append("</table>\n</section>\n");
        }

        if (view.Section.Notes.Count > 0)
            html.Append("<ul>").Append(string.Concat(view.Section.Notes.Select(n => $"<li>{HtmlText.Escape(n)}</li>"))).Append("</ul>\n");
    }

    private static string Entry(WebView view, string scenario, string serializer, string runtime)
    {
        if (view.Row(scenario, serializer, runtime) is not { } r) return $"<td class=\"num\">{HtmlText.Escape(view.Missing(serializer, runtime))}</td>";
        var noisy = r.Noise is null ? string.Empty : $"<br><span class=\"noisy\" title=\"{HtmlText.Escape(r.Noise)}\">⚠ noisy</span>";
        var errors = r.Errors + r.Non2xx > 0 ? $"<br>{r.Errors} errors, {r.Non2xx} non-2xx" : string.Empty;
        return $"<td class=\"num\">{HtmlText.Escape(WebView.RequestsPerSecond(r))}<br>{HtmlText.Escape(WebView.Latency(r))}<br>{HtmlText.Escape(WebView.Allocated(r))} · ×{HtmlText.Escape(Units.RatioWithInterval(r.Ratio, r.RatioInterval) + Units.Across(r.RatioAcrossEnvironments) + Units.FloorRatio(r.FloorRatio, r.FloorRatioInterval))}{errors}{noisy}</td>";
    }
}
