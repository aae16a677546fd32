using System.Linq;
using System.Text.Json;
using System.Text.RegularExpressions;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

public sealed class ReportRenderingTests
{
    [Theory]
    [InlineData("plain", "plain")]
    [InlineData("a,b", "\"a,b\"")]
    [InlineData("say \"hi\"", "\"say \"\"hi\"\"\"")]
    [InlineData("two\nlines", "\"two\nlines\"")]
    public void Csv_fields_are_quoted_only_when_rfc_4180_requires_it(string field, string expected)
    {
        Assert.Equal(expected, CsvReportRenderer.Quote(field));
    }

    [Fact]
    public void The_csv_has_a_header_and_one_crlf_terminated_row_per_result_and_web_result()
    {
        var report = SnapshotInput.Report();

        var csv = new CsvReportRenderer().Render(report);

        var lines = csv.Split("\r\n");
        Assert.Equal(report.Results.Count + report.Web.Results.Count + 2, lines.Length);
        Assert.Equal("", lines[^1]);
        Assert.StartsWith("cell,runtime,serializer,escaping,lifetime,payload,operation,medianNs,", lines[0]);
        Assert.DoesNotContain('\n', csv.Replace("\r\n", ""));
    }

    [Fact]
    public void A_csv_row_whose_ratio_two_runs_measured_names_both_environments_and_the_others_leave_it_empty()
    {
        var report = SnapshotInput.Report();
        report = report with { Results = [report.Results[0] with { RatioAcrossEnvironments = "E1/E2" }, .. report.Results.Skip(1).Select(r => r with { RatioAcrossEnvironments = null })] };

        var rows = new CsvReportRenderer().Render(report).Split("\r\n").Select(line => line.Split(',')).ToList();

        // The last column, so that a note's quoted comma cannot shift it.
        Assert.Equal("ratioAcrossEnvironments", rows[0][^1]);
        Assert.Equal("E1/E2", rows[1][^1]);
        Assert.All(rows.Skip(2).Where(row => row.Length > 1), row => Assert.Equal("", row[^1]));
    }

    [Fact]
    public void The_json_report_holds_every_cell_result_and_trend_of_the_merged_report()
    {
        var report = SnapshotInput.Report();

        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));

        var root = json.RootElement;
        Assert.Equal(1, root.GetProperty("schemaVersion").GetInt32());
        Assert.Equal(report.Cells.Count, root.GetProperty("cells").GetArrayLength());
        Assert.Equal(report.Results.Count, root.GetProperty("results").GetArrayLength());
        Assert.Equal(report.Trends.Count, root.GetProperty("trends").GetArrayLength());
        var first = root.GetProperty("results")[0];
        foreach (var field in new[] { "cell", "runtime", "serializer", "escaping", "lifetime", "payload", "operation", "medianNs", "meanNs", "allocatedBytes", "ratio" })
            Assert.True(first.TryGetProperty(field, out _), field);
        Assert.Equal(JsonValueKind.Null, root.GetProperty("results").EnumerateArray().First(r => r.GetProperty("runtime").GetString() == "net48").GetProperty("ratio").ValueKind);
    }

    [Fact]
    public void The_html_report_fetches_nothing_and_draws_a_chart_per_scenario_plus_the_findings_and_trend_charts_and_one_per_web_scenario()
    {
        var report = SnapshotInput.Report();

        var html = new HtmlReportRenderer().Render(report);

        Assert.DoesNotMatch(new Regex("(src|href)=\"(?!#)"), html);
        Assert.DoesNotContain("http", html);
        var scenarios = report.Results.Select(r => (r.Payload, r.Operation, r.Escaping, r.Lifetime)).Distinct().Count();
        var webScenarios = report.Web.Results.Select(r => r.Scenario).Distinct().Count();
        Assert.Equal(1 + scenarios + 1 + webScenarios, Regex.Matches(html, "<svg ").Count);
    }

    [Fact]
    public void Text_from_cell_files_is_escaped_in_html_and_markdown_and_cannot_break_a_markdown_table()
    {
        var report = SnapshotInput.Report();
        var cell = report.Cells[0] with { Status = "failed", Reason = "<script>x</script> | and\na newline" };
        report = report with { Cells = [cell, .. report.Cells.Skip(1)] };

        Assert.Contains("&lt;script&gt;x&lt;/script&gt;", new HtmlReportRenderer().Render(report));
        var markdown = new MarkdownReportRenderer().Render(report);
        Assert.Contains("| &lt;script&gt;x&lt;/script&gt; \\| and a newline |", markdown);
        Assert.DoesNotContain("<script>", markdown);
    }
}
