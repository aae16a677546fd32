using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Running.Durations;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Figures read back from files are checked in one place (Cells/FigureBounds): a median of 1e308 ns or
/// a negative time is not a result in merge, compare or the learned durations, and never crashes a command.</summary>
public sealed class ImpossibleFiguresTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new() { RealReports = new FolderMerge() };
    private readonly FaultScratch _scratch = new();

    [Theory]
    [InlineData(1e308, "the median is 1E+308 ns per operation, not a time one operation can take (1 ns to 1 hour)")]
    [InlineData(-150, "the median is -150 ns per operation, not a time one operation can take (1 ns to 1 hour)")]
    [InlineData(0.2, "the median is 0.2 ns per operation, not a time one operation can take (1 ns to 1 hour)")]
    public void Merge_fails_a_benchmark_whose_median_is_not_a_time_and_keeps_the_others(double median, string reason)
    {
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SetMedian(_scratch.Path("run"), "SerializeToString", median);

        var outcome = new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("run"), new Baseline("system-text-json", "net8.0"));

        var report = outcome.Report!;
        Assert.Equal(["round-trip"], report.Results.Select(r => r.Operation));
        var failed = Assert.Single(report.NotApplicable);
        Assert.Equal(("serialize-string", "failed"), (failed.Operation, failed.Status));
        Assert.Contains(reason, failed.Reason, StringComparison.Ordinal);
        Assert.Contains(reason, File.ReadAllText(_scratch.Path("run", "report.md")), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_leaves_out_a_median_of_1e308_instead_of_blowing_up_the_geometric_mean()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("first"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SyntheticResults.WriteToDisk(_scratch.Path("second"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SetMedian(_scratch.Path("second"), "SerializeToString", 1e308);

        var exitCode = await _cli.RunAsync("compare", _scratch.Path("first"), _scratch.Path("second"));

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Contains("Geometric mean of the ratios SECOND / FIRST: 1.000", _cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", _cli.Errors, StringComparison.Ordinal);
        // Named as failed in SECOND with merge's reason, not as a benchmark SECOND does not have.
        Assert.Contains("Failed in SECOND, not compared: net8.0_newtonsoft_default_cached serialize-string small (the median is 1E+308 ns per operation, not a time one operation can take (1 ns to 1 hour))", _cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("Only in FIRST", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_as_json_lists_a_benchmark_with_a_negative_median_as_failed_with_the_reason()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("first"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SyntheticResults.WriteToDisk(_scratch.Path("second"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SetMedian(_scratch.Path("first"), "SerializeToString", -150);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("compare", _scratch.Path("first"), _scratch.Path("second"), "--format", "json"));

        using var json = System.Text.Json.JsonDocument.Parse(_cli.Output);
        var failed = Assert.Single(json.RootElement.GetProperty("failedBenchmarks").EnumerateArray());
        Assert.Equal(("first", "serialize-string", "small"), (failed.GetProperty("run").GetString(), failed.GetProperty("method").GetString(), failed.GetProperty("payload").GetString()));
        Assert.Contains("-150 ns per operation", failed.GetProperty("reason").GetString(), StringComparison.Ordinal);
        Assert.Empty(json.RootElement.GetProperty("onlyInSecond").EnumerateArray());
    }

    [Fact]
    public async Task History_lists_a_benchmark_without_a_figure_under_not_measured_with_the_reason()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("first"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SyntheticResults.WriteToDisk(_scratch.Path("second"), [Cell(("serialize-string", 150), ("round-trip", 150))], 4);
        SetMedian(_scratch.Path("second"), "SerializeToString", 1e308);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("history", _scratch.Path("first"), _scratch.Path("second"), "--out", _scratch.Path("history")));

        var markdown = File.ReadAllText(_scratch.Path("history", "history.md"));
        Assert.Contains("## Not measured", markdown, StringComparison.Ordinal);
        Assert.Matches(@"- R\d: net8\.0_newtonsoft_default_cached serialize-string small has no figure \(the median is 1E\+308 ns per operation", markdown);
        using var json = System.Text.Json.JsonDocument.Parse(File.ReadAllText(_scratch.Path("history", "history.json")));
        var entries = json.RootElement.GetProperty("runs").EnumerateArray().SelectMany(r => r.GetProperty("notMeasured").EnumerateArray()).ToList();
        Assert.Equal("serialize-string", Assert.Single(entries).GetProperty("method").GetString());
    }

    [Fact]
    public async Task Resume_of_a_run_whose_report_holds_1e308_learns_nothing_from_it_and_does_not_crash()
    {
        _cli.BenchRan = artifacts => File.WriteAllText(Path.Combine(artifacts, "bdn", "results", "Bench-report-full.json"), """
            {"Benchmarks":[{"Method":"SerializeToString","Parameters":"Payload=small","Statistics":{"Median":1e308,"Mean":1e308,"N":2},
              "Measurements":[{"IterationMode":"Workload","IterationStage":"Actual","Operations":1,"Nanoseconds":1e308},
                              {"IterationMode":"Workload","IterationStage":"Actual","Operations":1,"Nanoseconds":1e308}]}]}
            """);
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));

        var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.DoesNotContain("   at ", _cli.Errors + _cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("could not be saved", _cli.Errors, StringComparison.Ordinal);
        var learned = DurationHistoryFile.Read(_cli.MachineCacheDirectory);
        Assert.All(learned.BenchmarkSeconds.Values.Concat(learned.CellOverheadSeconds.Values), seconds => Assert.True(double.IsFinite(seconds) && seconds < 3600));
    }

    [Fact]
    public void Learned_durations_never_fold_or_write_a_figure_that_is_not_one()
    {
        var cell = new CellDuration("net8.0_newtonsoft_default_cached", "lean", "net8.0", "newtonsoft", "cached",
            new System.Collections.Generic.Dictionary<string, double> { ["small:round-trip"] = double.PositiveInfinity, ["small:serialize-string"] = 2 }, double.NaN, -5);

        var history = DurationLearning.Learn(DurationHistory.Empty, [cell]);
        DurationHistoryFile.Write(_scratch.Path("cache"), history);

        Assert.Equal([2.0], DurationHistoryFile.Read(_scratch.Path("cache")).BenchmarkSeconds.Values);
        Assert.Empty(history.CellOverheadSeconds);
        Assert.Empty(history.SetupSeconds);
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }

    /// <summary>Edits one benchmark's median in the cell's BenchmarkDotNet report, as a hand or a corrupted disk might.</summary>
    private static void SetMedian(string run, string method, double median)
    {
        var file = Directory.EnumerateFiles(run, "*-report-full.json", SearchOption.AllDirectories).Single();
        var report = System.Text.Json.Nodes.JsonNode.Parse(File.ReadAllText(file))!;
        var benchmark = report["Benchmarks"]!.AsArray().Single(b => (string?)b!["Method"] == method)!;
        benchmark["Statistics"]!["Median"] = median;
        File.WriteAllText(file, report.ToJsonString());
    }

    private static SyntheticCell Cell(params (string Operation, double Median)[] results) =>
        new("net8.0", "newtonsoft", "default", "cached", [.. results.Select(r => new SyntheticBenchmark("small", r.Operation, r.Median, 64))]);
}

/// <summary>Web results pass the same check (FigureBounds): a window of 1e308 requests/s fails its cell with the reason.</summary>
public sealed class ImpossibleWebFiguresTests
{
    [Fact]
    public void A_web_result_with_an_impossible_requests_per_second_fails_its_cell()
    {
        var ok = WebFolders.Ok("net8.0", "system-text-json", 0);
        var text = System.Text.Encoding.UTF8.GetString(ok.WebResult!.Value.Span);
        var edited = System.Text.RegularExpressions.Regex.Replace(text, "\"requestsPerSecond\": [0-9.]+", "\"requestsPerSecond\": 1e308");

        var cell = Orchestrator.Reporting.Parsing.CellFolderParser.Parse(ok with { WebResult = System.Text.Encoding.UTF8.GetBytes(edited) });

        Assert.Equal("failed", cell.Outcome.Status);
        Assert.Contains("web-result.json: scenario get-list-1000's requests/s is 1E+308, not a figure (finite, 0 to 1E+09)", cell.Outcome.Reason, StringComparison.Ordinal);
    }
}
