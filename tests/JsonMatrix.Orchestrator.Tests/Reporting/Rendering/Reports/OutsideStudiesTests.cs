using System.Linq;
using System.Text.Json.Nodes;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>A matrix's studies give each cell only some payload × operation pairs: an entry a cell was never asked for
/// says so, and only a benchmark the cell was asked for and did not deliver reads "no result".</summary>
public sealed class OutsideStudiesTests
{
    private static readonly SyntheticBenchmark SmallRoundTrip = new("small", "round-trip", 300, 208);

    private static MergedReport Merge(params (SyntheticCell Cell, string[]? Asked)[] cells) =>
        ReportMerger.Merge(cells.Select((c, i) => WithBenchmarks(SyntheticResults.Folder(c.Cell, i), c.Asked)).ToList(),
            new Baseline("system-text-json", "net8.0"));

    /// <summary>cell.json as the run step writes it, with the cell's "benchmarks"; null leaves the field out (older files).</summary>
    private static CellFolderText WithBenchmarks(CellFolderText folder, string[]? asked)
    {
        if (asked is null) return folder;
        var json = JsonNode.Parse(folder.CellJson)!.AsObject();
        json["benchmarks"] = new JsonArray([.. asked.Select(pair => (JsonNode?)JsonValue.Create(pair))]);
        return folder with { CellJson = json.ToJsonString() };
    }

    private static readonly SyntheticCell Baseline = new("net8.0", "system-text-json", "default", "cached",
        [new("office-worker", "round-trip", 700, 480), new("small", "serialize-string", 100, 128), SmallRoundTrip]);

    private static readonly SyntheticBenchmark OfficeWorkerRoundTrip = new("office-worker", "round-trip", 900, 600);

    [Fact]
    public void A_pair_outside_the_cells_studies_reads_not_in_this_runs_studies_in_markdown_and_html()
    {
        var studied = new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [SmallRoundTrip]);
        var later = new SyntheticCell("net10.0", "newtonsoft", "default", "cached", [OfficeWorkerRoundTrip]);
        var report = Merge((Baseline, null), (studied, ["small:round-trip"]), (later, ["office-worker:round-trip"]));

        var view = new ReportView(report);
        var officeWorker = view.Scenarios.Single(s => s.Payload == "office-worker");
        Assert.Equal(ReportView.OutsideStudies, view.Entry(officeWorker, "newtonsoft", "net8.0").Missing);
        Assert.Contains("| newtonsoft | not in this run's studies | 900 ns", new MarkdownReportRenderer().Render(report));
        Assert.Contains("<td class=\"not-asked\">not in this run&#39;s studies</td>", new HtmlReportRenderer().Render(report));
        Assert.DoesNotContain("no result", new MarkdownReportRenderer().Render(report).Split("## Scenarios")[1].Split("## Noisy")[0]);
    }

    [Fact]
    public void A_runtime_the_matrix_has_no_cell_for_reads_a_dash_explained_in_the_legend_rather_than_a_blank()
    {
        var later = new SyntheticCell("net10.0", "newtonsoft", "default", "cached", [OfficeWorkerRoundTrip]);
        var report = Merge((Baseline, null), (later, null));

        var view = new ReportView(report);
        var officeWorker = view.Scenarios.Single(s => s.Payload == "office-worker");
        Assert.Equal(ReportView.OutsideMatrix, view.Entry(officeWorker, "system-text-json", "net10.0").Missing);
        var officeWorkerTable = new MarkdownReportRenderer().Render(report).Split("### office-worker")[1].Split("###")[0];
        Assert.EndsWith("| – |", officeWorkerTable.Split('\n').Single(l => l.StartsWith("| system-text-json |")));
        Assert.Contains("– marks a runtime the matrix has no cell for", new MarkdownReportRenderer().Render(report));
        Assert.Contains("<td class=\"not-asked\" title=\"not in this run&#39;s matrix\">–</td>", new HtmlReportRenderer().Render(report));
    }

    [Fact]
    public void A_serializer_the_run_never_asked_for_a_scenario_has_no_row_in_its_table()
    {
        var studied = new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [SmallRoundTrip]);
        var report = Merge((Baseline, null), (studied, ["small:round-trip"]));

        var view = new ReportView(report);
        Assert.Equal(["system-text-json"], view.SerializersOf(view.Scenarios.Single(s => s.Payload == "office-worker")));
        Assert.Equal(["system-text-json", "newtonsoft"], view.SerializersOf(view.Scenarios.Single(s => s.Payload == "small" && s.Operation == "round-trip")));
        var markdown = new MarkdownReportRenderer().Render(report);
        Assert.DoesNotContain("not in this run's studies", markdown.Split("## Scenarios")[1].Split("## Noisy")[0]);
    }

    [Fact]
    public void A_pair_the_cell_was_asked_for_and_did_not_measure_still_reads_no_result()
    {
        var studied = new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [SmallRoundTrip]);
        var report = Merge((Baseline, null), (studied, ["small:round-trip", "small:serialize-string"]));

        var view = new ReportView(report);
        var serialize = view.Scenarios.Single(s => s.Payload == "small" && s.Operation == "serialize-string");
        Assert.Equal("no result", view.Entry(serialize, "newtonsoft", "net8.0").Missing);
        Assert.Contains("| newtonsoft | no result |", new MarkdownReportRenderer().Render(report));
    }

    [Fact]
    public void A_cell_json_without_benchmarks_keeps_no_result_and_the_json_report_says_null()
    {
        var older = new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [SmallRoundTrip]);
        var report = Merge((Baseline, null), (older, null));

        var view = new ReportView(report);
        Assert.Equal("no result", view.Entry(view.Scenarios.Single(s => s.Payload == "office-worker"), "newtonsoft", "net8.0").Missing);
        var cell = JsonNode.Parse(new JsonReportRenderer().Render(report))!["cells"]!.AsArray().Single(c => (string?)c!["serializer"] == "newtonsoft")!;
        Assert.Null(cell["benchmarks"]);
    }
}
