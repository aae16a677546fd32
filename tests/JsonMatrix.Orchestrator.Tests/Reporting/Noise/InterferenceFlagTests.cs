using System.Linq;
using System.Text.Json.Nodes;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Noise;

public sealed class InterferenceFlagTests
{
    private static readonly SyntheticCell Cell = new("net8.0", "system-text-json", "default", "cached", [new("small", "round-trip", 300, 208, ErrorPercent: 1)]);

    private static Orchestrator.Reporting.Model.MergedReport Merge(string interference)
    {
        var folder = SyntheticResults.Folder(Cell, 0);
        var json = JsonNode.Parse(folder.CellJson)!.AsObject();
        json["interference"] = JsonNode.Parse(interference);
        return ReportMerger.Merge([folder with { CellJson = json.ToJsonString() }], new Baseline("system-text-json", "net8.0"));
    }

    [Fact]
    public void A_cell_that_waited_for_its_core_set_is_flagged_in_the_drift_table_and_its_results_stay_clean()
    {
        var report = Merge("""{ "otherRunsDuringCell": [], "waitedSeconds": 12.4, "waitedFor": "run 20260101T000000Z-100 (pid 100)" }""");

        var row = Assert.Single(DriftRows.Of(report));
        Assert.Equal("the run waited 12.4 s for its core set, held by run 20260101T000000Z-100 (pid 100), before this cell", row[^1]);
        Assert.False(report.Results.Single().Spread!.Noisy);
    }

    [Fact]
    public void A_cell_with_another_run_during_it_is_flagged_and_its_results_are_noisy_for_that_reason()
    {
        var report = Merge("""{ "otherRunsDuringCell": [ { "runId": "20260101T000000Z-200", "processId": 200, "cpus": [0, 2] }, { "runId": null, "processId": null, "cpus": [3] } ], "waitedSeconds": 0, "waitedFor": null }""");

        const string reason = "another JsonMatrix run was running on this machine during the cell (run 20260101T000000Z-200, pid 200, on CPUs 0,2, an unnamed run on CPU 3)";
        Assert.Equal(reason, Assert.Single(DriftRows.Of(report))[^1]);
        Assert.Equal(reason, report.Results.Single().Spread!.Noise);
        Assert.Equal(200, report.Cells.Single().Interference!.OtherRunsDuringCell[0].ProcessId);
    }

    [Fact]
    public void The_html_flag_is_a_wrapping_text_cell_beside_unwrapped_figures()
    {
        var report = Merge("""{ "otherRunsDuringCell": [ { "runId": "20260101T000000Z-200", "processId": 200, "cpus": [0, 2] } ], "waitedSeconds": 0, "waitedFor": null }""");

        var html = new HtmlReportRenderer().Render(report);

        Assert.Contains("<td>another JsonMatrix run was running on this machine during the cell (run 20260101T000000Z-200, pid 200, on CPUs 0,2)</td>", html);
        Assert.DoesNotContain("<td class=\"num\">another JsonMatrix run", html);
    }
}
