using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Comparing;

/// <summary>The start-up floors have no yardstick: compare judges each against how far the other builds' start-up
/// floors moved between the same two runs (<see cref="StartUpSpread"/>).</summary>
public sealed class StartUpSpreadTests
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
        Assert.True(StartUpSpread.IsStartUpFloor(StartUp(Builds[0])));
        Assert.False(StartUpSpread.IsStartUpFloor(serialize));
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
}
