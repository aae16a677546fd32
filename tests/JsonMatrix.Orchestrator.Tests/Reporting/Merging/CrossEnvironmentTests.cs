using System.Collections.Generic;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

public sealed class CrossEnvironmentTests
{
    // Two runners of one workflow run: .NET 8's System.Text.Json on E1 (run R1), its Newtonsoft.Json on E2 (run R2);
    // .NET 10's on E1 and E3, which R1 measured too (E3 differs from E1 only in how its runtime names the OS).
    private static readonly CellEnvironments EnvironmentOf = new(
        new Dictionary<string, string> { ["net8.0_stj"] = "E1", ["net8.0_newtonsoft"] = "E2", ["net10.0_stj"] = "E1", ["net10.0_newtonsoft"] = "E3" },
        new Dictionary<string, string?> { ["E1"] = "R1", ["E2"] = "R2", ["E3"] = "R1" });

    [Fact]
    public void A_ratio_whose_two_sides_two_runs_measured_names_both_environments_and_one_run_s_cells_nothing()
    {
        var rows = CrossEnvironment.Results([Row("net8.0", "stj"), Row("net8.0", "newtonsoft"), Row("net10.0", "stj"), Row("net10.0", "newtonsoft")], "stj", EnvironmentOf);

        Assert.Null(rows[0].RatioAcrossEnvironments);
        Assert.Equal("E1/E2", rows[1].RatioAcrossEnvironments);
        Assert.Null(rows[2].RatioAcrossEnvironments);
        Assert.Null(rows[3].RatioAcrossEnvironments);
    }

    [Fact]
    public void A_trend_whose_runtime_and_reference_ran_in_different_environments_names_both()
    {
        var cells = new Dictionary<(string, string), IReadOnlyList<string>>
        {
            [("newtonsoft", "net8.0")] = ["net8.0_newtonsoft"], [("newtonsoft", "net10.0")] = ["net10.0_newtonsoft"],
            [("stj", "net8.0")] = ["net8.0_stj"], [("stj", "net10.0")] = ["net10.0_stj"],
        };

        var trends = CrossEnvironment.Trends(
            [new TrendRow("newtonsoft", "net8.0", 1, 2, "net8.0"), new TrendRow("newtonsoft", "net10.0", 0.8, 2, "net8.0"), new TrendRow("stj", "net10.0", 0.8, 2, "net8.0")],
            cells, EnvironmentOf);

        Assert.Null(trends[0].AcrossEnvironments);
        Assert.Equal("E2/E3", trends[1].AcrossEnvironments);
        Assert.Null(trends[2].AcrossEnvironments);
    }

    [Fact]
    public void A_web_ratio_whose_baseline_row_another_run_measured_names_both_environments()
    {
        var rows = CrossEnvironment.WebResults([Web("net8.0", "stj"), Web("net8.0", "newtonsoft"), Web("net10.0", "newtonsoft")], "stj", EnvironmentOf);

        Assert.Null(rows[0].RatioAcrossEnvironments);
        Assert.Equal("E1/E2", rows[1].RatioAcrossEnvironments);
        // No baseline row on .NET 10: no ratio to mark.
        Assert.Null(rows[2].RatioAcrossEnvironments);
    }

    private static WebResultRow Web(string runtime, string serializer) =>
        new($"{runtime}_{serializer}", runtime, serializer, "get-list-1000", "GET", "/list-1000", 3, 1000, 900, 1100, 1, 2, 3, 0, 0, 4000, 1, 1,
            runtime == "net10.0" ? null : 1.0, null, null);

    private static ResultRow Row(string runtime, string serializer) =>
        new($"{runtime}_{serializer}", runtime, serializer, "default", "cached", "small", "serialize-string", 100, 100, null, null, null, 10, 4, 1.0, null);
}
