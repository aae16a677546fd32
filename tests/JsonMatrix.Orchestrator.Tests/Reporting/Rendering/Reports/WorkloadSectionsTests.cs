using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>A report shows the sections of the workloads it has cells of, and no empty ones of the other.</summary>
public sealed class WorkloadSectionsTests
{
    private static readonly Baseline Baseline = new("system-text-json", "netcoreapp3.1");

    private static MergedReport WebOnly() => ReportMerger.Merge(SnapshotInput.WebCells(0), Baseline);

    private static MergedReport MicroOnly() => ReportMerger.Merge([.. SnapshotInput.Cells.Select((c, i) => SyntheticResults.Folder(c, i))], Baseline);

    [Fact]
    public void A_web_only_markdown_report_has_no_micro_prose_headings_or_tables()
    {
        var markdown = new MarkdownReportRenderer().Render(WebOnly());

        Assert.Contains("## Web: requests per second behind ASP.NET Core", markdown);
        Assert.DoesNotContain("## Trend across runtimes", markdown);
        Assert.DoesNotContain("## Scenarios", markdown);
        Assert.DoesNotContain("## Drift and interference", markdown);
        Assert.DoesNotContain("Times are BenchmarkDotNet medians", markdown);
        Assert.DoesNotContain("A result is marked noisy when its ±", markdown);
        Assert.DoesNotContain("source-gen fast path", markdown);
        Assert.StartsWith("# JsonMatrix report\n\n5 cells (3 ok, 2 failed), 6 web results (requests/s of a web cell × scenario).\n\n## Web", markdown);
    }

    [Fact]
    public void A_web_only_html_report_has_no_micro_sections_links_filters_or_charts()
    {
        var report = WebOnly();

        var html = new HtmlReportRenderer().Render(report);

        foreach (var micro in new[] { "id=\"trends\"", "href=\"#trends\"", "id=\"scenarios\"", "href=\"#scenarios\"", "id=\"drift\"", "href=\"#drift\"", "class=\"filters\"", "Times are BenchmarkDotNet medians" })
            Assert.DoesNotContain(micro, html);
        Assert.Contains("<a href=\"#web\">Web</a>", html);
        Assert.Equal(report.Web.Results.Select(r => r.Scenario).Distinct().Count(), Regex.Matches(html, "<svg ").Count);
    }

    [Fact]
    public void A_micro_only_report_has_no_web_section_link_or_count()
    {
        var report = MicroOnly();

        var markdown = new MarkdownReportRenderer().Render(report);
        var html = new HtmlReportRenderer().Render(report);

        Assert.DoesNotContain("## Web", markdown);
        Assert.DoesNotContain("web results", markdown);
        Assert.DoesNotContain("A web entry is marked noisy", markdown);
        Assert.DoesNotContain("id=\"web\"", html);
        Assert.DoesNotContain("href=\"#web\"", html);
        Assert.Contains("## Scenarios", markdown);
    }

    [Fact]
    public void The_micro_tables_have_no_column_for_a_runtime_only_web_cells_ran_on()
    {
        var markdown = new MarkdownReportRenderer().Render(SnapshotInput.Report());

        var scenarios = markdown[markdown.IndexOf("## Scenarios", System.StringComparison.Ordinal)..markdown.IndexOf("## Web", System.StringComparison.Ordinal)];
        Assert.Contains("| serializer | netcoreapp3.1 | net6.0 | net8.0 | net48 |", scenarios);
        Assert.DoesNotContain("net10.0", scenarios);
    }
}
