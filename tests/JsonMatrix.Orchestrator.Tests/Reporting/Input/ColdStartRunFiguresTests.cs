using System;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Support.ColdStartFiles;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Input;

/// <summary>Runs on disk with cold-start.json in their cells: compare and history read the figures as merge does, key
/// them "cold-start:&lt;operation&gt;", and a bad file is a failed figure of its cell, not a figure missing from the run.</summary>
public sealed class ColdStartRunFiguresTests : IDisposable
{
    private static readonly SyntheticCell Cell = new("net8.0", "newtonsoft", "default", "cached", [new SyntheticBenchmark("person", "serialize-string", 400, 120)]);
    private static readonly BenchmarkKey Serialize = BenchmarkKey.ColdStart(Cell.Id, "serialize-string", "person");
    private readonly string _root = Directory.CreateTempSubdirectory("jsonmatrix-coldstart-runs-").FullName;

    private string RunWith(string name, string coldStartJson)
    {
        var run = Path.Combine(_root, name);
        SyntheticResults.WriteToDisk(run, [Cell], 0);
        File.WriteAllText(CellFolder.ColdStartPath(Path.Combine(run, "cells", Cell.Id)), coldStartJson);
        return run;
    }

    private static string Measured(double serializeMs) => Json("newtonsoft",
        [new Figure("person", "serialize-string", Around(serializeMs)), new Figure("person", ColdStartResult.StartUp, Around(40))]);

    [Fact]
    public void Compare_tells_a_slower_cold_start_from_ten_processes_a_side()
    {
        var comparison = RunComparison.Of(RunFigures.Read(RunWith("a", Measured(50))), RunFigures.Read(RunWith("b", Measured(60))), 0.05);

        var serialize = comparison.Benchmarks.Single(b => b.Key == Serialize);
        Assert.Equal(Verdict.Slower, serialize.Verdict);
        Assert.Equal(1.2, serialize.Ratio, precision: 9);
        // The same start-up in both runs, but two stragglers of +20 % and +50 % in each: the test of the mean log time
        // (compare's, as for every benchmark) cannot promise to see 5 % through them, and says so instead of "same".
        var startUp = comparison.Benchmarks.Single(b => b.Key == BenchmarkKey.ColdStart(Cell.Id, ColdStartResult.StartUp, "person"));
        Assert.Equal(Verdict.CannotTell, startUp.Verdict);
        Assert.True(startUp.DetectableChange > 0.05);
    }

    [Fact]
    public void A_host_that_ran_every_cold_start_of_a_run_slower_is_no_regression_since_first_calls_compare_over_their_start_up()
    {
        // The second run's whole stretch of cold starts at 1.5× (the host's state), start-up floor included.
        string Slowed(double factor) => Json("newtonsoft",
            [new Figure("person", "serialize-string", Around(50 * factor)), new Figure("person", ColdStartResult.StartUp, Around(40 * factor))]);

        var comparison = RunComparison.Of(RunFigures.Read(RunWith("a", Slowed(1))), RunFigures.Read(RunWith("b", Slowed(1.5))), 0.05);

        var serialize = comparison.Benchmarks.Single(b => b.Key == Serialize);
        Assert.Equal((BenchmarkFigure.FloorRatio, Verdict.Same), (serialize.Compared, serialize.Verdict));
        Assert.Equal(1.5, serialize.TimeRatio, precision: 9);
        // The floor itself can only compare its times.
        var startUp = comparison.Benchmarks.Single(b => b.Key == BenchmarkKey.ColdStart(Cell.Id, ColdStartResult.StartUp, "person"));
        Assert.Equal(BenchmarkFigure.Time, startUp.Compared);
    }

    [Fact]
    public void A_host_s_file_gives_each_serializer_s_cell_its_figures()
    {
        var host = new SyntheticCell("net8.0", "system-text-json", "default", "cached", [new SyntheticBenchmark("person", "serialize-string", 300, 100)]);
        var run = Path.Combine(_root, "host");
        SyntheticResults.WriteToDisk(run, [host, Cell], 0);
        File.WriteAllText(CellFolder.ColdStartPath(Path.Combine(run, "cells", host.Id)), HostJson("system-text-json",
        [
            ("system-text-json", [new Figure("person", "serialize-string", Around(50)), new Figure("person", ColdStartResult.StartUp, Around(40))]),
            ("newtonsoft", [new Figure("person", "serialize-string", Around(70))]),
        ]));

        var figures = RunFigures.Read(run).Figures;

        Assert.Equal(70e6, figures[Serialize].MedianNs, precision: 3);
        Assert.Equal(50e6, figures[BenchmarkKey.ColdStart(host.Id, "serialize-string", "person")].MedianNs, precision: 3);
        // The start-up floor both serializers share is one figure, under the host's cell: compare judges it once.
        Assert.Equal(40e6, figures[BenchmarkKey.ColdStart(host.Id, ColdStartResult.StartUp, "person")].MedianNs, precision: 3);
        Assert.False(figures.ContainsKey(BenchmarkKey.ColdStart(Cell.Id, ColdStartResult.StartUp, "person")));
    }

    [Fact]
    public void A_bad_file_in_one_run_is_a_failed_figure_there_not_a_figure_only_the_other_run_has()
    {
        var comparison = RunComparison.Of(RunFigures.Read(RunWith("a", Measured(50))), RunFigures.Read(RunWith("b", "{ broken")), 0.05);

        Assert.DoesNotContain(comparison.OnlyInFirst, key => key.IsColdStart);
        var (run, failed) = Assert.Single(comparison.FailedBenchmarks);
        Assert.Equal(("SECOND", BenchmarkKey.AnyColdStart), (run, failed.Key.Method));
        Assert.Contains("is not valid JSON", failed.Reason);
    }

    [Fact]
    public void History_draws_a_cold_start_line_and_flags_its_regression()
    {
        var runs = new[] { RunWith("a", Measured(50)), RunWith("b", Measured(60)) }.Select(HistoryRunReader.Read).Select(r => r.Run!).ToList();

        var history = HistoryBuilder.Build(runs, 0.05);

        Assert.Contains(history.Series, s => s.Key == Serialize);
        Assert.Contains(history.Regressions, r => r.Key == Serialize);
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);
}
