using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

public sealed class NoisyResultsTests
{
    [Fact]
    public void The_noisy_list_holds_every_noisy_micro_result_and_every_noisy_web_entry()
    {
        var report = SnapshotInput.Report();

        var entries = NoisyEntries.Of(report);

        Assert.Equal(report.Results.Count(r => r.Spread?.Noisy == true) + report.Web.Results.Count(r => r.Noise is not null), entries.Count);
        Assert.Contains(new NoisyEntry("net10.0_newtonsoft_web", "POST /list-1000", "249 req/s (158–340)",
            "windows spread ±36.6 % around the median, beyond the noise threshold of 5 %"), entries);
    }

    [Fact]
    public void The_html_and_the_markdown_list_the_same_noisy_entries_web_ones_included()
    {
        var report = SnapshotInput.Report();
        var entries = NoisyEntries.Of(report);

        var html = Between(new HtmlReportRenderer().Render(report), "<h2 id=\"noisy\">", "<h2 id=\"drift\">");
        var markdown = Between(new MarkdownReportRenderer().Render(report), "## Noisy results", "## Drift and interference");

        Assert.Equal(entries.Count + 1, Regex.Matches(html, "<tr>").Count);
        Assert.Equal(entries.Count + 2, markdown.Split('\n').Count(line => line.StartsWith('|')));
        Assert.Contains("<tr><td>net10.0_newtonsoft_web</td><td>POST /list-1000</td><td>249 req/s (158–340)</td>", html);
        Assert.Contains("| net10.0_newtonsoft_web | POST /list-1000 | 249 req/s (158–340) |", markdown);
        Assert.Contains("A web entry is marked noisy when", html);
    }

    private static string Between(string text, string start, string end)
    {
        var from = text.IndexOf(start, System.StringComparison.Ordinal);
        return text[from..text.IndexOf(end, from, System.StringComparison.Ordinal)];
    }
}
