using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

/// <summary>report.md's web section: the trend, one serializer × runtime table per scenario, notes (noisy entries are listed with the micro ones under "Noisy results").
/// Failed web cells are listed with the others under "Failed and n/a".</summary>
public static class WebMarkdownSection
{
    public static void Append(StringBuilder md, MergedReport report, WebView view)
    {
        if (view.IsEmpty) return;
        md.Append("## Web: requests per second behind ASP.NET Core\n\n");
        md.Append(MarkdownText.Escape(WebText.HowToRead(report))).Append("\n\n");
        foreach (var load in view.Section.Loads) md.Append("- Load: ").Append(MarkdownText.Escape(load)).Append('\n');
        if (view.Section.Loads.Count > 0) md.Append('\n');
        if (view.Section.Results.Count == 0)
        {
            md.Append("No web cell measured anything (see Failed and n/a).\n\n");
            return;
        }

        md.Append("### Web trend across runtimes\n\n").Append(MarkdownText.Escape(WebText.Trend(report, view.LabelOf))).Append("\n\n");
        var trend = TrendTable.Of(view.Section.Trends, view.Runtimes, view.LabelOf, view.Section.TrendBaseline ?? report.Baseline.Runtime);
        MarkdownText.Table(md, trend.Headers, trend.Rows, trend.RightAligned);
        foreach (var scenario in view.Scenarios)
        {
            var first = view.Section.Results.First(r => r.Scenario == scenario);
            md.Append("### ").Append(MarkdownText.Escape($"{first.Method} {first.Path} ({scenario})")).Append("\n\n");
            MarkdownText.Table(md, ["serializer", .. view.Runtimes.Select(view.LabelOf)],
                view.Serializers.Select(s => (IReadOnlyList<string>)[s, .. view.Runtimes.Select(r => view.Row(scenario, s, r) is { } row ? WebView.Entry(row) : view.Missing(s, r))]),
                [false, .. view.Runtimes.Select(_ => true)]);
        }

        foreach (var note in view.Section.Notes) md.Append("- ").Append(MarkdownText.Escape(note)).Append('\n');
        if (view.Section.Notes.Count > 0) md.Append('\n');
    }
}
