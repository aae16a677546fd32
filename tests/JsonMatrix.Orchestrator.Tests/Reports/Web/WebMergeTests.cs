using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reports.Merging;
using JsonMatrix.Orchestrator.Reports.Model;
using JsonMatrix.Orchestrator.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Rendering;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Tests.Reports.Web;

/// <summary>Web cells merged from real web-result.json files (Fixtures/web) beside micro cells.</summary>
public sealed class WebMergeTests
{
    private static readonly Baseline Baseline = new("system-text-json", "netcoreapp3.1");

    private static MergedReport Report() => SnapshotInput.Report();

    [Fact]
    public void Each_scenario_gets_the_median_of_its_windows_with_the_slowest_and_fastest_window()
    {
        var get = Report().Web.Results.Single(r => r.Cell == "net8.0_system-text-json_web" && r.Scenario == "get-list-1000");

        // The fixture's three GET windows: 3758.68, 5162.39, 5023.53 requests/s.
        Assert.Equal(5023.53, get.RequestsPerSecond, precision: 2);
        Assert.Equal(3758.68, get.RequestsPerSecondMin, precision: 2);
        Assert.Equal(5162.39, get.RequestsPerSecondMax, precision: 2);
        Assert.Equal((5644, 10833, 40317), (get.LatencyP50Us, get.LatencyP90Us, get.LatencyP99Us));
        Assert.Equal(3, get.Repeats);
        Assert.Equal(0, get.Errors + get.Non2xx);
        Assert.NotNull(get.Noise);
    }

    [Fact]
    public void Ratios_divide_by_system_text_json_on_the_same_runtime_and_scenario()
    {
        var rows = Report().Web.Results;
        var newtonsoft = rows.Single(r => r.Cell == "net10.0_newtonsoft_web" && r.Scenario == "get-list-1000");
        var stj = rows.Single(r => r.Cell == "net10.0_system-text-json_web" && r.Scenario == "get-list-1000");

        Assert.Equal(newtonsoft.RequestsPerSecond / stj.RequestsPerSecond, newtonsoft.Ratio!.Value, precision: 12);
        Assert.Equal(newtonsoft.RequestsPerSecondMin / stj.RequestsPerSecondMax, newtonsoft.RatioInterval!.Lower, precision: 12);
        Assert.Equal(1, stj.Ratio);
    }

    [Fact]
    public void The_trend_is_relative_to_the_first_runtime_with_web_results_when_the_baseline_runtime_failed()
    {
        var report = Report();
        var trend = report.Web.Trends.Single(t => t.Serializer == "system-text-json" && t.Runtime == "net10.0");

        Assert.Equal("net8.0", trend.RelativeTo);
        Assert.Equal(2, trend.Scenarios);
        Assert.Contains(report.Web.Notes, n => n.Contains("relative to net8.0"));
    }

    [Fact]
    public void Failed_web_cells_keep_their_reason_and_every_other_cell_still_merges()
    {
        var report = Report();

        var gate = report.Cells.Single(c => c.Id == "net8.0_newtonsoft_web");
        Assert.Equal(CellStatus.Failed, gate.Status);
        Assert.StartsWith("gate mismatch: POST /list-1000", gate.Reason);
        Assert.Contains("Microsoft.AspNetCore.App.Runtime.linux-x64", report.Cells.Single(c => c.Id == "netcoreapp3.1_system-text-json_web").Reason);
        Assert.DoesNotContain(report.Web.Results, r => r.Cell == "net8.0_newtonsoft_web");
        Assert.Equal(6, report.Web.Results.Count);
        Assert.NotEmpty(report.Results);
    }

    [Fact]
    public void A_web_cell_that_says_ok_with_an_unreadable_result_is_failed_naming_the_file()
    {
        var folder = WebFolders.Ok("net8.0", "system-text-json", 0) with { WebResult = Encoding.UTF8.GetBytes("{\"schemaVersion\": 9}") };

        var cell = Assert.Single(ReportMerger.Merge([folder], Baseline).Cells);

        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Contains("web-result.json has schemaVersion 9", cell.Reason);
    }

    [Fact]
    public void The_repeats_of_a_web_cell_pool_their_windows_into_one_row_per_scenario()
    {
        var report = ReportMerger.Merge([WebFolders.Ok("net8.0", "system-text-json", 0, repeat: 1), WebFolders.Ok("net8.0", "system-text-json", 1, repeat: 2)], Baseline);

        Assert.Equal(2, report.Web.Results.Count);
        Assert.All(report.Web.Results, row => Assert.Equal(6, row.Repeats));
    }

    [Fact]
    public void Every_format_carries_the_web_results()
    {
        var report = Report();

        Assert.Contains("\"requestsPerSecond\": 5023.53", new JsonReportRenderer().Render(report));
        Assert.Contains("\"latencyP99Us\": 40317", new JsonReportRenderer().Render(report));
        Assert.Contains(",web,5023.53", new CsvReportRenderer().Render(report));
        Assert.Contains("## Web: requests per second behind ASP.NET Core", new MarkdownReportRenderer().Render(report));
        Assert.Contains("<title>Requests per second: get-list-1000</title>", new HtmlReportRenderer().Render(report));
    }
}
