using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;

/// <summary>report.html's cold-start section: what report.md shows, plus a chart per table. Absent when no cell
/// measured cold start.</summary>
public static class ColdStartHtmlSection
{
    public const string Id = "cold-start";

    public static void Append(StringBuilder html, ColdStartView view)
    {
        if (view.IsEmpty) return;
        html.Append($"<h2 id=\"{Id}\">{ColdStartText.Title}</h2>\n<p>").Append(HtmlText.Escape(ColdStartText.HowToRead)).Append("</p>\n");
        if (view.Tables.Count > 0) html.Append(SvgBarChart.Legend(view.Runtimes, view.LabelOf, "interquartile range of the processes")).Append('\n');
        foreach (var table in view.Tables)
        {
            html.Append($"<section class=\"cold-start\" id=\"{HtmlText.Escape(table.Anchor)}\">\n<h3>{HtmlText.Escape(table.Title)}</h3>\n")
                .Append(SvgColdStartChart.Render(view, table)).Append('\n')
                .Append("<table><tr><th>serializer</th>").Append(string.Concat(view.Runtimes.Select(r => $"<th>{HtmlText.Escape(view.LabelOf(r))}</th>"))).Append("</tr>\n");
            foreach (var serializer in view.Serializers)
            {
                html.Append("<tr><th>").Append(HtmlText.Escape(serializer)).Append("</th>")
                    .Append(string.Concat(view.Runtimes.Select(r => Entry(view.Entry(table, serializer, r))))).Append("</tr>\n");
            }

            html.Append("<tr><th>").Append(HtmlText.Escape(ColdStartText.FloorLabel)).Append("</th>")
                .Append(string.Concat(view.Runtimes.Select(r => $"<td class=\"num\">{HtmlText.Escape(ColdStartText.Floor(view.Floor(table.Payload, r)))}</td>"))).Append("</tr>\n")
                .Append("</table>\n</section>\n");
        }

        if (ColdStartText.Binaries(view) is { Length: > 0 } binaries) html.Append("<p>").Append(HtmlText.Escape(binaries)).Append("</p>\n");
        if (view.Gaps.Count == 0) return;
        html.Append("<p>Cold start without figures:</p>\n");
        HtmlReportRenderer.Table(html, ["cell", "payload", "operation", "status", "reason"], view.Gaps.Select(ColdStartMarkdownSection.Gap));
    }

    private static string Entry(ColdStartRow? row) => row switch
    {
        null => "<td></td>",
        { Figure: { } f } => $"<td class=\"num{(f.Noisy ? " noisy" : "")}\">{HtmlText.Escape(Units.Time(f.ProcessMs * 1e6))} <small>{HtmlText.Escape(ColdStartText.Spread(f))}</small>"
            + (f.Noise is { } noise ? $" <span class=\"noisy\" title=\"{HtmlText.Escape(noise)}\">⚠ noisy</span>" : "")
            + $"<br><small>{HtmlText.Escape(string.Join(" · ", new[] { ColdStartText.Share(f), ColdStartText.OverStartUp(f), ColdStartText.FirstCall(f) }.Where(p => p.Length > 0)))}</small></td>",
        _ => $"<td class=\"missing\" title=\"{HtmlText.Escape(row.Reason ?? "")}\">{HtmlText.Escape(ColdStartText.Missing(row))}</td>",
    };
}
