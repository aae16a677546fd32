using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Comparing;

/// <summary>The yardsticks have no yardstick: compare judges each start-up floor against how far the other builds'
/// start-up floors moved between the same two runs, and each floor's own time against the other floors' times
/// (<see cref="YardstickSpread"/>).</summary>
public sealed class YardstickSpreadTests
{
    private static readonly string[] Builds =
        ["netcoreapp3.1_system-text-json_default_cached", "netcoreapp3.1_system-text-json-sourcegen_default_cached",
         "net8.0_system-text-json_default_cached", "net10.0_system-text-json_default_cached", "net10.0-aot_system-text-json-sourcegen_default_cached"];

    private static BenchmarkKey StartUp(string cell) => BenchmarkKey.ColdStart(cell, "start-up", "person");

    // Ten fresh processes around a median, ±3 % (in ns, as RunFigures keeps them).
    private static IReadOnlyList<double> Processes(double medianMs) =>
        [.. new[] { 0.97, 0.98, 0.99, 0.995, 1.0, 1.0, 1.005, 1.01, 1.02, 1.03 }.Select(f => f * medianMs * 1e6)];

    /// <param name="factors">Each build's start-up floor over 80 ms, in the order of <see cref="Builds"/>.</param>
    private static Dictionary<BenchmarkKey, BenchmarkFigure> Run(params double[] factors) =>
        Builds.Zip(factors).ToDictionary(b => StartUp(b.First), b => new BenchmarkFigure(80e6 * b.Second, null, Processes(80 * b.Second)));

    [Fact]
    public void Every_build_starting_slower_together_is_the_host_not_a_change()
    {
        var comparison = RunComparison.Of(Run(1, 1, 1, 1, 1), Run(1.2, 1.15, 1.22, 1.18, 1.2), 0.05);

        Assert.All(comparison.Benchmarks, b => Assert.Equal(Verdict.CannotTell, b.Verdict));
        Assert.InRange(comparison.StartUpFloorsMoved!.Value, 0.15, 0.22);
    }

    [Fact]
    public void Judged_on_its_own_processes_the_same_change_would_be_called()
    {
        // What the rule removes: with fewer than three start-up floors nothing is left to measure the host by.
        var comparison = RunComparison.Of(Run(1, 1), Run(1.2, 1.15), 0.05);

        Assert.All(comparison.Benchmarks, b => Assert.Equal(Verdict.Slower, b.Verdict));
        Assert.Null(comparison.StartUpFloorsMoved);
    }

    [Fact]
    public void One_build_starting_much_slower_while_the_others_hold_is_still_slower()
    {
        var comparison = RunComparison.Of(Run(1, 1, 1, 1, 1), Run(1.4, 1.01, 0.99, 1.02, 1), 0.05);

        Assert.Equal(Verdict.Slower, comparison.Benchmarks.Single(b => b.Key == StartUp(Builds[0])).Verdict);
        Assert.All(comparison.Benchmarks.Where(b => b.Key != StartUp(Builds[0])), b => Assert.NotEqual(Verdict.Slower, b.Verdict));
    }

    [Fact]
    public void Only_the_start_up_floors_are_judged_so()
    {
        var serialize = BenchmarkKey.ColdStart(Builds[2], "serialize-string", "person");
        var first = Run(1, 1, 1, 1, 1);
        var second = Run(1.2, 1.15, 1.22, 1.18, 1.2);
        first[serialize] = new BenchmarkFigure(100e6, null, Processes(100));
        second[serialize] = new BenchmarkFigure(120e6, null, Processes(120));

        var comparison = RunComparison.Of(first, second, 0.05);

        Assert.Equal(Verdict.Slower, comparison.Benchmarks.Single(b => b.Key == serialize).Verdict);
        Assert.True(YardstickSpread.IsStartUpFloor(StartUp(Builds[0])));
        Assert.False(YardstickSpread.IsStartUpFloor(serialize));
    }

    [Fact]
    public void A_run_spread_never_narrows_the_interval_nor_adds_degrees_of_freedom()
    {
        var pooled = new ProcessNoise(0.0009, 40);
        IReadOnlyList<double> a = [100, 101, 99, 100];
        IReadOnlyList<double> b = [110, 111, 109, 110];

        var alone = ChangeTest.Decide(a, b, 0.05, pooled);
        var smallSpread = ChangeTest.Decide(a, b, 0.05, pooled, runSpread: new RunSpread(1e-6, 100));
        var fewOthers = ChangeTest.Decide(a, b, 0.05, pooled, runSpread: new RunSpread(1e-6, 2));

        Assert.Equal(alone.DetectableChange, smallSpread.DetectableChange, precision: 12);
        Assert.True(fewOthers.DetectableChange > alone.DetectableChange);
    }
    private static readonly (string Cell, string Method)[] Floors =
        [("netcoreapp3.1_floor_default_cached", "serialize-string"), ("netcoreapp3.1_floor_default_cached", "deserialize-string"),
         ("net8.0_floor_default_cached", "serialize-string"), ("net8.0_floor_default_cached", "deserialize-string"),
         ("net10.0_floor_default_cached", "serialize-string"), ("net10.0_floor_default_cached", "deserialize-string")];

    private static BenchmarkKey Floor(int index) => new(Floors[index].Cell, Floors[index].Method, "person");

    // A floor's own time as a run keeps it: the medians of a runtime's 16 processes, ±1 %, no floor × of its own.
    private static BenchmarkFigure FloorFigure(double ns) =>
        new(ns, 232, [.. Enumerable.Range(0, 16).Select(i => ns * (0.99 + (0.02 * i / 15)))]) { YardstickGroup = "net8.0|default|inbox|cached" };

    /// <param name="factors">Each floor's time over 1 μs, in the order of <see cref="Floors"/>.</param>
    private static Dictionary<BenchmarkKey, BenchmarkFigure> FloorRun(params double[] factors) =>
        factors.Select((f, i) => (Key: Floor(i), Figure: FloorFigure(1000 * f))).ToDictionary(p => p.Key, p => p.Figure);

    [Fact]
    public void Every_floor_slower_together_is_the_host_not_a_change()
    {
        // Run Z: a second run whose host ran slower throughout moved every floor's time 5 to 13 %.
        var comparison = RunComparison.Of(FloorRun(1, 1, 1, 1, 1, 1), FloorRun(1.06, 1.05, 1.13, 1.12, 1.08, 1.07), 0.05);

        Assert.All(comparison.Benchmarks, b => Assert.NotEqual(Verdict.Slower, b.Verdict));
        Assert.InRange(comparison.FloorTimesMoved!.Value, 0.07, 0.10);
    }

    [Fact]
    public void Judged_on_their_processes_alone_the_floors_moving_together_would_be_called_slower()
    {
        // What the rule removes: two floors leave too few others to measure the host by.
        var comparison = RunComparison.Of(FloorRun(1, 1), FloorRun(1.13, 1.12), 0.05);

        Assert.All(comparison.Benchmarks, b => Assert.Equal(Verdict.Slower, b.Verdict));
        Assert.Null(comparison.FloorTimesMoved);
    }

    [Fact]
    public void One_floor_much_slower_while_the_others_hold_is_still_slower()
    {
        var comparison = RunComparison.Of(FloorRun(1, 1, 1, 1, 1, 1), FloorRun(1.3, 1.01, 0.99, 1.02, 1, 1.01), 0.05);

        Assert.Equal(Verdict.Slower, comparison.Benchmarks.Single(b => b.Key == Floor(0)).Verdict);
        Assert.All(comparison.Benchmarks.Where(b => b.Key != Floor(0)), b => Assert.NotEqual(Verdict.Slower, b.Verdict));
    }

    [Fact]
    public void A_benchmark_compared_on_floor_x_is_not_a_floor_time()
    {
        var serializer = new BenchmarkKey("net8.0_newtonsoft_default_cached", "serialize-string", "person");
        var figure = FloorFigure(3000) with { ProcessFloorRatios = [2.9, 3.0, 3.1, 3.0] };

        Assert.True(YardstickSpread.IsFloorTime(Floor(0), FloorFigure(1000)));
        Assert.False(YardstickSpread.IsFloorTime(serializer, figure));
        Assert.False(YardstickSpread.IsFloorTime(StartUp(Builds[0]), FloorFigure(1000) with { YardstickGroup = "cold start|net8.0" }));
    }
}
