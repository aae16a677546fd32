using System;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Text from cell folders (anyone may have written them) must not become a spreadsheet formula or HTML.</summary>
public sealed class ReportInjectionTests
{
    [Theory]
    [InlineData("=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0")]
    [InlineData("+1+1", "'+1+1")]
    [InlineData("-2+3", "'-2+3")]
    [InlineData("@SUM(A1)", "'@SUM(A1)")]
    [InlineData("\t=1", "'\t=1")]
    [InlineData("net8.0", "net8.0")]
    [InlineData("", "")]
    public void Csv_text_that_a_spreadsheet_would_run_as_a_formula_is_neutralised(string field, string expected)
    {
        Assert.Equal(expected, CsvReportRenderer.Text(field));
    }

    [Fact]
    public void A_hostile_cell_id_reaches_report_csv_as_text_and_numbers_stay_numbers()
    {
        var report = SnapshotInput.Report();
        var row = report.Results[0] with { Cell = "=HYPERLINK(\"http://x\")", Serializer = "@evil", Note = "-1" };
        report = report with { Results = [row, .. report.Results.Skip(1)] };

        var csv = new CsvReportRenderer().Render(report);

        var line = csv.Split("\r\n")[1];
        Assert.StartsWith("\"'=HYPERLINK(\"\"http://x\"\")\",", line, StringComparison.Ordinal);
        Assert.Contains(",'@evil,", line, StringComparison.Ordinal);
        Assert.Contains(",'-1,", line, StringComparison.Ordinal); // the note, followed by the spread columns
    }

    [Fact]
    public void Markdown_shows_html_from_a_cell_as_text()
    {
        var report = SnapshotInput.Report();
        var cell = report.Cells[0] with { Id = "<img src=x onerror=alert(1)>", Status = "failed", Reason = "<b>&</b>", LogExcerpt = "log" };
        report = report with { Cells = [cell, .. report.Cells.Skip(1)] };

        var markdown = new MarkdownReportRenderer().Render(report);

        Assert.DoesNotContain("<img", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("<b>", markdown, StringComparison.Ordinal);
        Assert.Contains("&lt;b&gt;&amp;&lt;/b&gt;", markdown, StringComparison.Ordinal);
    }
}
