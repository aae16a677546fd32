using System.Collections.Generic;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Findings;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>report.html's first section: the findings chart, then each study's question, table, gaps and basis.</summary>
public static class FindingsHtmlSection
{
    public const string Id = "findings";

    public static void Append(StringBuilder html, MergedReport report)
    {
        if (report.Findings.Count == 0) return;
        html.Append($"<h2 id=\"{Id}\">Findings</h2>\n").Append(SvgFindingsChart.Render(report.Findings, FindingsSvgRenderer.Caption(report), standalone: false)).Append('\n');
        foreach (var finding in report.Findings)
        {
            html.Append("<h3>").Append(HtmlText.Escape(finding.Study)).Append("</h3>\n");
            if (finding.Question is { } question) html.Append("<p><b>").Append(HtmlText.Escape(question)).Append("</b></p>\n");
            html.Append("<p>").Append(HtmlText.Escape(finding.Kind == Finding.RankKind ? FindingText.RankMeaning : FindingText.RatioMeaning(finding))).Append("</p>\n");
            var (headers, rows) = FindingTables.Of(finding);
            if (rows.Count > 0) HtmlReportRenderer.Table(html, headers, rows, numericFrom: finding.Kind == Finding.RankKind ? int.MaxValue : 1);
            html.Append("<ul>");
            foreach (var gap in finding.Gaps) html.Append("<li>Not answered: ").Append(HtmlText.Escape(gap)).Append("</li>");
            html.Append("<li>Rests on: ").Append(HtmlText.Escape(finding.Basis)).Append(".</li></ul>\n");
        }
    }
}
