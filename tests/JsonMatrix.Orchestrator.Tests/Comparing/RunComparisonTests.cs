using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Comparing;

public sealed class RunComparisonTests
{
    // Three processes around a median, 1 % apart (a benchmark of a quiet run).
    private static IReadOnlyList<double> Processes(double median) => [median * 0.99, median, median * 1.01];

    [Fact]
    public void A_benchmark_fifty_percent_slower_in_the_second_run_is_a_regression()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64)), Figures(("a", 150, 64)), 0.05);

        var only = Assert.Single(comparison.Benchmarks);
        Assert.Equal(Verdict.Slower, only.Verdict);
        Assert.Equal(1.5, only.Ratio, precision: 9);
        Assert.Equal(only, Assert.Single(comparison.Regressions));
        Assert.Empty(comparison.Improvements);
        Assert.True(only.Lower > 1.4 && only.Upper < 1.6, $"{only.Lower}–{only.Upper}");
    }

    [Fact]
    public void A_shift_smaller_than_the_threshold_is_the_same_and_says_what_it_could_have_seen()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64)), Figures(("a", 102, 64)), 0.05);

        Assert.Equal(Verdict.Same, comparison.Benchmarks[0].Verdict);
        Assert.InRange(comparison.Benchmarks[0].DetectableChange, 0.005, 0.05);
    }

    [Fact]
    public void A_faster_second_run_is_an_improvement_and_the_geometric_mean_covers_every_shared_benchmark()
    {
        var comparison = RunComparison.Of(Figures(("a", 200, 64), ("b", 100, 8)), Figures(("a", 100, 64), ("b", 100, 8)), 0.05);

        Assert.Equal(Verdict.Faster, comparison.Benchmarks.Single(b => b.Key.Method == "a").Verdict);
        Assert.Single(comparison.Improvements);
        Assert.Equal(System.Math.Sqrt(0.5), comparison.GeometricMean!.Value, precision: 9);
    }

    [Fact]
    public void Benchmarks_of_one_run_only_are_listed_by_run()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64), ("gone", 5, 0)), Figures(("a", 100, 64), ("new", 7, 0)), 0.05);

        Assert.Equal("gone", Assert.Single(comparison.OnlyInFirst).Method);
        Assert.Equal("new", Assert.Single(comparison.OnlyInSecond).Method);
        Assert.Single(comparison.Benchmarks);
    }

    [Fact]
    public void Different_allocations_of_one_benchmark_are_listed()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64)), Figures(("a", 100, 72)), 0.05);

        Assert.Equal((64L, 72L), (comparison.AllocationDifferences[0].First!.Value, comparison.AllocationDifferences[0].Second!.Value));
    }

    [Fact]
    public void One_process_a_side_is_never_the_same_but_a_fifty_percent_change_is_still_seen()
    {
        // One process per run (a --job quick run of 3 iterations): nothing says how far a second process would move.
        var first = new Dictionary<BenchmarkKey, BenchmarkFigure> { [Key("a")] = new(100, 0, [100]), [Key("b")] = new(100, 0, [100]) };
        var second = new Dictionary<BenchmarkKey, BenchmarkFigure> { [Key("a")] = new(100, 0, [100]), [Key("b")] = new(150, 0, [150]) };

        var comparison = RunComparison.Of(first, second, 0.05);

        Assert.Equal(Verdict.CannotTell, comparison.Benchmarks.Single(b => b.Key.Method == "a").Verdict);
        Assert.Equal(Verdict.Slower, comparison.Benchmarks.Single(b => b.Key.Method == "b").Verdict);
        Assert.True(comparison.Benchmarks[0].DetectableChange > 0.05);
    }

    [Fact]
    public void A_process_median_cannot_be_surer_than_its_own_iterations()
    {
        // Two processes that agree by chance, each from a few wide iterations: the iterations' error bounds the spread.
        var first = new Dictionary<BenchmarkKey, BenchmarkFigure> { [Key("a")] = new(100, 0, [100, 100], WithinVariance: 0.2 * 0.2) };
        var second = new Dictionary<BenchmarkKey, BenchmarkFigure> { [Key("a")] = new(100, 0, [100, 100], WithinVariance: 0.2 * 0.2) };

        Assert.Equal(Verdict.CannotTell, RunComparison.Of(first, second, 0.05).Benchmarks[0].Verdict);
    }

    private static BenchmarkKey Key(string method) => new("net8.0_newtonsoft_default_cached", method, "small");

    private static Dictionary<BenchmarkKey, BenchmarkFigure> Figures(params (string Method, double Median, long Allocated)[] rows) =>
        rows.ToDictionary(r => Key(r.Method), r => new BenchmarkFigure(r.Median, r.Allocated, Processes(r.Median)));
}
