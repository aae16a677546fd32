using System;
using System.Linq;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

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
    public void Web_floor_ratios_divide_the_floor_s_requests_per_second_by_each_serializer_s_with_the_windows_extremes()
    {
        // The floor measured as the fixture's System.Text.Json cell, a further Newtonsoft version as its Newtonsoft cell.
        var report = ReportMerger.Merge(
        [
            WebFolders.Ok("net10.0", "system-text-json", 0),
            WebFolders.Ok("net10.0", "newtonsoft", 1),
            WebFolders.OkAs("net10.0", "floor", writtenBy: "floor", 2, fixtureSerializer: "system-text-json"),
            WebFolders.OkAs("net10.0", "newtonsoft-12.0.3", writtenBy: "newtonsoft", 3, fixtureSerializer: "newtonsoft"),
        ], Baseline);
        var rows = report.Web.Results.Where(r => r.Scenario == "get-list-1000").ToDictionary(r => r.Serializer);

        var (floor, newtonsoft) = (rows["floor"], rows["newtonsoft"]);
        Assert.Equal(1, floor.FloorRatio);
        Assert.Null(floor.FloorRatioInterval);
        Assert.Equal(floor.RequestsPerSecond / newtonsoft.RequestsPerSecond, newtonsoft.FloorRatio!.Value, precision: 12);
        Assert.Equal(floor.RequestsPerSecondMin / newtonsoft.RequestsPerSecondMax, newtonsoft.FloorRatioInterval!.Lower, precision: 12);
        Assert.Equal(floor.RequestsPerSecondMax / newtonsoft.RequestsPerSecondMin, newtonsoft.FloorRatioInterval.Upper!.Value, precision: 12);
        Assert.Equal(newtonsoft.RequestsPerSecond, rows["newtonsoft-12.0.3"].RequestsPerSecond); // a further version's web-result.json names its serializer
        Assert.Contains("floor ×", new MarkdownReportRenderer().Render(report));
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        Assert.Contains(json.RootElement.GetProperty("web").GetProperty("results").EnumerateArray(), r => r.GetProperty("floorRatioLower").ValueKind == JsonValueKind.Number);
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
    public void With_the_baseline_runtime_s_web_cells_unavailable_the_web_trend_divides_by_the_oldest_runtime_that_ran_and_says_so()
    {
        // The default matrix's situation where the NuGet source has no ASP.NET Core 3.1 runtime pack.
        var report = ReportMerger.Merge(
        [
            WebFolders.Unavailable("netcoreapp3.1", "system-text-json", 0),
            WebFolders.Unavailable("netcoreapp3.1", "newtonsoft", 1),
            WebFolders.Ok("net10.0", "system-text-json", 2),
            WebFolders.Ok("net10.0", "newtonsoft", 3),
            WebFolders.Ok("net8.0", "system-text-json", 4),
            WebFolders.OkAs("net8.0", "newtonsoft", writtenBy: "newtonsoft", 5, fixtureSerializer: "system-text-json"),
        ], Baseline);

        Assert.Equal("net8.0", report.Web.TrendBaseline);
        Assert.All(report.Web.Trends, t => Assert.Equal("net8.0", t.RelativeTo));
        var stj = report.Web.Results.Where(r => r.Serializer == "system-text-json").ToDictionary(r => (r.Runtime, r.Scenario));
        var expected = TrendCalculator.GeometricMean(new[] { "get-list-1000", "post-list-1000" }.Select(s => stj[("net10.0", s)].RequestsPerSecond / stj[("net8.0", s)].RequestsPerSecond));
        Assert.Equal(expected, report.Web.Trends.Single(t => t.Serializer == "system-text-json" && t.Runtime == "net10.0").Ratio!.Value, 12);
        Assert.Contains("the web trend is relative to net8.0, the oldest runtime with web results: the baseline runtime netcoreapp3.1 has none (its web cells: 2 unavailable).",
            report.Web.Notes);
        Assert.DoesNotContain(report.Web.Notes, n => n.StartsWith("web trend of", StringComparison.Ordinal)); // one note, not one per serializer
        var markdown = new MarkdownReportRenderer().Render(report);
        Assert.Contains("requests/s on net8.0, the oldest runtime with web results (the baseline runtime, netcoreapp3.1, has none)", markdown);
        Assert.Contains(markdown.Split('\n'), l => l.StartsWith("| newtonsoft | – | 1.00 | ", StringComparison.Ordinal)); // not named with a runtime of its own
        Assert.Contains("the web trend is relative to net8.0", new HtmlReportRenderer().Render(report));
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        Assert.Equal("net8.0", json.RootElement.GetProperty("web").GetProperty("trendBaseline").GetString());
    }

    [Fact]
    public void The_web_trend_says_its_interval_leaves_out_a_change_of_machine_between_merged_runs()
    {
        // Measured apart, every serializer's .NET 10 / .NET 8 trend moved together by up to 34 % between two runs on a
        // 2-vCPU machine (docs/web.md, "The web trend across runtimes"): a run shares one rotation; merged runs do not.
        var report = ReportMerger.Merge([WebFolders.Ok("net8.0", "system-text-json", 0), WebFolders.Ok("net10.0", "system-text-json", 1)],
            new Baseline("system-text-json", "net8.0"));
        const string caveat = "web cells merged from different runs or runners carry the change of machine in this ratio, not in its interval";

        Assert.Contains(caveat, new MarkdownReportRenderer().Render(report));
        Assert.Contains(caveat.Replace("'", "&#39;", StringComparison.Ordinal), new HtmlReportRenderer().Render(report));
    }

    [Fact]
    public void A_baseline_runtime_with_web_results_stays_the_web_trend_s_reference()
    {
        var report = ReportMerger.Merge([WebFolders.Ok("net8.0", "system-text-json", 0), WebFolders.Ok("net10.0", "system-text-json", 1)],
            new Baseline("system-text-json", "net10.0"));

        Assert.Equal("net10.0", report.Web.TrendBaseline);
        Assert.All(report.Web.Trends, t => Assert.Equal("net10.0", t.RelativeTo));
        Assert.DoesNotContain(report.Web.Notes, n => n.Contains("oldest runtime"));
    }

    [Fact]
    public void A_web_trend_baseline_runtime_without_web_cells_is_said_to_have_none()
    {
        var report = ReportMerger.Merge([WebFolders.Ok("net10.0", "system-text-json", 0), WebFolders.Ok("net8.0", "system-text-json", 1)], Baseline);

        Assert.Equal("net8.0", report.Web.TrendBaseline);
        Assert.Contains("the web trend is relative to net8.0, the oldest runtime with web results: the baseline runtime netcoreapp3.1 has none (no web cells ran there).", report.Web.Notes);
    }

    [Fact]
    public void The_web_trend_interval_reads_each_scenario_s_median_interval_at_its_own_confidence()
    {
        var report = Report();
        var trend = report.Web.Trends.Single(t => t.Serializer == "system-text-json" && t.Runtime == "net10.0");
        var rows = report.Web.Results.Where(r => r.Serializer == "system-text-json" && r.Runtime is "net8.0" or "net10.0")
            .OrderBy(r => r.Scenario, StringComparer.Ordinal).ToList();
        var expected = TrendInterval.Of([.. rows.GroupBy(r => r.Scenario).Select(s => (
            Point(s.Single(r => r.Runtime == "net10.0")), Point(s.Single(r => r.Runtime == "net8.0"))))])!.Value;

        Assert.True(trend.Lower < trend.Ratio && trend.Ratio < trend.Upper);
        Assert.Equal(expected.Lower, trend.Lower!.Value, 6); // Perfolizer's binomial counts agree to about 1e-9
        Assert.Equal(expected.Upper, trend.Upper!.Value, 6);

        // Up to five windows the median's interval is the slowest–fastest, holding the median with 1 − 2 / 2^n.
        static TrendPoint Point(WebResultRow r)
        {
            Assert.InRange(r.Repeats, 2, 5);
            return new(r.Serializer, r.Runtime, r.Scenario, r.RequestsPerSecond, r.RequestsPerSecondMin, r.RequestsPerSecondMax, 100 * (1 - (2 / Math.Pow(2, r.Repeats))));
        }
    }

    [Fact]
    public void The_web_trend_is_the_micro_trend_calculation_and_says_why_a_serializer_has_none()
    {
        var report = ReportMerger.Merge([OnlyScenario(WebFolders.Ok("net8.0", "system-text-json", 0), "get-list-1000"),
            OnlyScenario(WebFolders.Ok("net10.0", "system-text-json", 1), "post-list-1000")], Baseline);

        Assert.All(report.Web.Trends, t => Assert.Null(t.Ratio));
        Assert.Contains("no web trend for system-text-json: no scenario has results on all of its runtimes (net8.0, net10.0).", report.Web.Notes);
    }

    [Fact]
    public void A_web_serializer_without_results_on_the_baseline_runtime_is_named_with_its_reference_runtime_as_a_micro_one_is()
    {
        var report = Report();

        // The baseline runtime's web cell failed: the web trend divides by net8.0, where newtonsoft has no result either.
        Assert.Contains("web trend of newtonsoft is relative to net10.0, its first runtime: it has no results on the baseline runtime net8.0.", report.Web.Notes);
        var markdown = new MarkdownReportRenderer().Render(report);
        Assert.Contains("| newtonsoft (relative to net10.0) | – | – | 1.00 | 2 |", markdown);
        Assert.Contains("<td>newtonsoft (relative to net10.0)</td>", new HtmlReportRenderer().Render(report));
    }

    [Fact]
    public void Micro_and_web_trend_rows_have_the_same_fields_in_report_json()
    {
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(Report()));

        static string Fields(JsonElement trend) => string.Join(",", trend.EnumerateObject().Select(p => p.Name));
        Assert.Equal("serializer,runtime,ratio,scenarios,relativeTo,lower,upper,leftOut", Fields(json.RootElement.GetProperty("trends")[0]));
        Assert.Equal("serializer,runtime,ratio,scenarios,relativeTo,lower,upper,leftOut", Fields(json.RootElement.GetProperty("web").GetProperty("trends")[0]));
    }

    [Fact]
    public void The_environment_of_web_cells_names_the_cpus_of_their_server_and_load_generator()
    {
        var report = Report();

        var pinned = report.Environments.Single(e => e.Cells.Contains("net8.0_system-text-json_web"));
        Assert.Equal(new WebPinning("1", "0"), pinned.Web);
        Assert.Equal(("Debian GNU/Linux 12 (bookworm)", 2), (pinned.OsDescription, pinned.ProcessorCount));
        Assert.Equal(pinned.Id, report.Cells.Single(c => c.Id == "net8.0_system-text-json_web").Environment);
        Assert.All(report.Environments.Where(e => e.Cells.Any(c => !c.EndsWith("_web", System.StringComparison.Ordinal))), e => Assert.Null(e.Web));
        var isolation = new MarkdownReportRenderer().Render(report).Split('\n').Single(line => line.StartsWith("| isolation |", System.StringComparison.Ordinal));
        Assert.Contains("| container; web cells: server on CPU 1, load generator on CPU 0; GC ? |", isolation); // files from before the GC was recorded
        Assert.Contains("| container; web cells: server and load generator not pinned apart (one core); GC ? |", isolation);
        Assert.Contains("\"webCpus\": {\n        \"server\": \"1\",\n        \"loadGenerator\": \"0\"\n      }", new JsonReportRenderer().Render(report));
    }

    [Fact]
    public void A_web_environment_shows_the_machine_its_web_app_recorded_and_one_from_an_older_file_shows_it_unknown()
    {
        var fixture = Fakes.WebOutput.Fixture("net8.0_system-text-json_web");
        var rt = fixture.Runtime;
        var machine = new JsonMatrix.Contracts.Web.WebMachine("AMD EPYC 7763 64-Core Processor", 2, 4, "Debian GNU/Linux 12 (bookworm)", "X64");
        var recorded = new JsonMatrix.Contracts.Web.WebCellResult(fixture.Serializer,
            new JsonMatrix.Contracts.Web.WebRuntime(rt.FrameworkDescription, rt.TargetFramework, rt.OsDescription, 1, machine),
            fixture.Assemblies, fixture.Settings, fixture.Validation, fixture.Scenarios, fixture.Durations);
        using var stream = new System.IO.MemoryStream();
        JsonMatrix.Contracts.Web.WebCellResultJson.Write(stream, recorded);
        var folders = new[] { WebFolders.Ok("net8.0", "system-text-json", 0) with { WebResult = stream.ToArray() }, WebFolders.Ok("net10.0", "system-text-json", 1) };

        var report = ReportMerger.Merge(folders, Baseline);

        var (filled, older) = (report.Environments[0], report.Environments[1]);
        Assert.Equal(("AMD EPYC 7763 64-Core Processor", 2, 4, 1), (filled.ProcessorName, filled.PhysicalCoreCount, filled.LogicalCoreCount, filled.ProcessorCount));
        Assert.Equal(("Debian GNU/Linux 12 (bookworm)", "X64"), (filled.OsVersion, filled.Architecture));
        Assert.Equal((null, null, null, null), (older.ProcessorName, older.LogicalCoreCount, older.OsVersion, older.Architecture));
        var lines = new MarkdownReportRenderer().Render(report).Split('\n');
        string Row(string label) => lines.Single(line => line.StartsWith($"| {label} |", System.StringComparison.Ordinal));
        Assert.Equal("| CPU | AMD EPYC 7763 64-Core Processor | ? |", Row("CPU"));
        Assert.Equal("| cores (physical / logical) | 2 / 4 | ? |", Row("cores (physical / logical)"));
        Assert.Equal("| processors the bench or web app saw | 1 | 2 |", Row("processors the bench or web app saw"));
        Assert.Equal("| OS | Debian GNU/Linux 12 (bookworm) | ? |", Row("OS"));
        Assert.Equal("| architecture | X64 | ? |", Row("architecture"));
        Assert.DoesNotContain(lines, line => line.StartsWith("| BenchmarkDotNet |", System.StringComparison.Ordinal)); // nothing to know
        Assert.Contains("\"processorName\": \"AMD EPYC 7763 64-Core Processor\"", new JsonReportRenderer().Render(report));
    }

    [Theory]
    [InlineData(false, true, "Interactive", "workstation GC, concurrent")]
    [InlineData(true, false, "Batch", "server GC, not concurrent")]
    public void A_web_environment_names_the_garbage_collector_its_server_ran_with(bool server, bool concurrent, string latencyMode, string shown)
    {
        var fixture = Fakes.WebOutput.Fixture("net8.0_system-text-json_web");
        var rt = fixture.Runtime;
        var recorded = new JsonMatrix.Contracts.Web.WebCellResult(fixture.Serializer,
            new JsonMatrix.Contracts.Web.WebRuntime(rt.FrameworkDescription, rt.TargetFramework, rt.OsDescription, 1, rt.Machine,
                new JsonMatrix.Contracts.Web.WebGarbageCollector(server, concurrent, latencyMode)),
            fixture.Assemblies, fixture.Settings, fixture.Validation, fixture.Scenarios, fixture.Durations);
        using var stream = new System.IO.MemoryStream();
        JsonMatrix.Contracts.Web.WebCellResultJson.Write(stream, recorded);
        var folders = new[] { WebFolders.Ok("net8.0", "system-text-json", 0) with { WebResult = stream.ToArray() }, WebFolders.Ok("net10.0", "system-text-json", 1) };

        var report = ReportMerger.Merge(folders, Baseline);

        Assert.Equal(new WebGcMode(server, concurrent, latencyMode), report.Environments[0].Web!.GarbageCollector);
        Assert.Null(report.Environments[1].Web!.GarbageCollector);
        var isolation = new MarkdownReportRenderer().Render(report).Split('\n').Single(line => line.StartsWith("| isolation |", StringComparison.Ordinal));
        Assert.Contains($"| container; web cells: server on CPU 1, load generator on CPU 0; {shown} |", isolation);
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        var gc = json.RootElement.GetProperty("environment")[0].GetProperty("webGc");
        Assert.Equal((server, concurrent, latencyMode), (gc.GetProperty("server").GetBoolean(), gc.GetProperty("concurrent").GetBoolean(), gc.GetProperty("latencyMode").GetString()));
        Assert.Equal(JsonValueKind.Null, json.RootElement.GetProperty("environment")[1].GetProperty("webGc").ValueKind);
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
    public void A_scenario_whose_warm_up_never_became_steady_is_noisy_with_the_last_warm_up_rates_and_the_load_says_how_it_warms_up()
    {
        var fixture = Fakes.WebOutput.Fixture("net8.0_system-text-json_web");
        var settings = fixture.Settings;
        var get = fixture.Scenarios[0];
        var unsteady = new JsonMatrix.Contracts.Web.WebScenario(get.Id, get.Method, get.Path, get.RequestBytes, get.ResponseBytes, get.Repeats,
            new JsonMatrix.Contracts.Web.WebWarmup(10, false, [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]));
        var result = new JsonMatrix.Contracts.Web.WebCellResult(fixture.Serializer, fixture.Runtime, fixture.Assemblies,
            new JsonMatrix.Contracts.Web.WebSettings(settings.DurationSeconds, 2, settings.Connections, settings.Repeats, settings.ServerCpus, settings.ClientCpus, settings.LoadGenerator, 10),
            fixture.Validation, [unsteady, fixture.Scenarios[1]], fixture.Durations);
        using var stream = new System.IO.MemoryStream();
        JsonMatrix.Contracts.Web.WebCellResultJson.Write(stream, result);
        var folder = WebFolders.Ok("net8.0", "system-text-json", 0) with { WebResult = stream.ToArray() };

        var report = ReportMerger.Merge([folder], Baseline);

        var row = report.Web.Results.Single(r => r.Scenario == "get-list-1000");
        Assert.Equal("not steady after a 10 s warm-up (8,000 → 9,000 → 10,000 requests/s): the measured windows may still be speeding up", row.Noise);
        Assert.Contains("windows per scenario after a warm-up of 2 to 10 cycles (a 1 s burst on every server and scenario at once, then a pause) until every server stops compiling", Assert.Single(report.Web.Loads));
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

    private static CellFolderText OnlyScenario(CellFolderText folder, string scenario)
    {
        var result = JsonNode.Parse(folder.WebResult!.Value.Span)!.AsObject();
        var scenarios = result["scenarios"]!.AsArray();
        foreach (var other in scenarios.Where(s => s!["id"]!.GetValue<string>() != scenario).ToList()) scenarios.Remove(other);
        return folder with { WebResult = Encoding.UTF8.GetBytes(result.ToJsonString()) };
    }
}
