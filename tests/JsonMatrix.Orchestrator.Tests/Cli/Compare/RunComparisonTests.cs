using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cli.Compare;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli.Compare;

public sealed class RunComparisonTests
{
    // Fifteen iterations around a median, spread ±2 %, in a fixed order (as one benchmark's Result stage).
    private static IReadOnlyList<double> Iterations(double median, int seed = 0) =>
        Enumerable.Range(0, 15).Select(i => median * (1 + (((i * 7) + seed) % 15 - 7) * 0.003)).ToList();

    [Fact]
    public void A_benchmark_fifty_percent_slower_in_the_second_run_is_a_regression()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64)), Figures(("a", 150, 64)), 0.05);

        var only = Assert.Single(comparison.Benchmarks);
        Assert.Equal(Verdict.Slower, only.Verdict);
        Assert.Equal(1.5, only.Ratio, precision: 9);
        Assert.Equal(only, Assert.Single(comparison.Regressions));
        Assert.Empty(comparison.Improvements);
    }

    [Fact]
    public void A_shift_smaller_than_the_threshold_is_the_same()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64)), Figures(("a", 102, 64)), 0.05);

        Assert.Equal(Verdict.Same, comparison.Benchmarks[0].Verdict);
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
    public void Two_runs_drawn_from_the_same_distribution_are_mostly_the_same()
    {
        // 60 benchmarks, each measured twice: 15 iterations a run, log-normal noise of about 3 %, no real change.
        var random = new System.Random(20261123);
        IReadOnlyList<double> Draw(double median) => Enumerable.Range(0, 15).Select(_ => median * System.Math.Exp(Normal(random) * 0.03)).ToList();
        var medians = Enumerable.Range(0, 60).Select(i => 100.0 + i * 37).ToList();
        var first = medians.Select((m, i) => (i, m)).ToDictionary(x => Key("m" + x.i), x => Figure(Draw(x.m)));
        var second = medians.Select((m, i) => (i, m)).ToDictionary(x => Key("m" + x.i), x => Figure(Draw(x.m)));

        var comparison = RunComparison.Of(first, second, 0.05);

        Assert.True(comparison.Count(Verdict.Same) >= 57, $"same: {comparison.Count(Verdict.Same)} of 60");
        Assert.InRange(comparison.GeometricMean!.Value, 0.99, 1.01);
    }

    private static BenchmarkFigure Figure(IReadOnlyList<double> sample) => new(sample.Order().ElementAt(sample.Count / 2), 0, sample);

    private static double Normal(System.Random random) =>
        System.Math.Sqrt(-2 * System.Math.Log(1 - random.NextDouble())) * System.Math.Cos(2 * System.Math.PI * random.NextDouble());

    [Fact]
    public void One_iteration_a_side_cannot_be_tested()
    {
        var first = new Dictionary<BenchmarkKey, BenchmarkFigure> { [Key("a")] = new(100, 0, [100]) };
        var second = new Dictionary<BenchmarkKey, BenchmarkFigure> { [Key("a")] = new(300, 0, [300]) };

        Assert.Equal(Verdict.Unknown, RunComparison.Of(first, second, 0.05).Benchmarks[0].Verdict);
    }

    private static BenchmarkKey Key(string method) => new("net8.0_newtonsoft_default_cached", method, "small");

    private static Dictionary<BenchmarkKey, BenchmarkFigure> Figures(params (string Method, double Median, long Allocated)[] rows) =>
        rows.ToDictionary(r => Key(r.Method), r => new BenchmarkFigure(r.Median, r.Allocated, Iterations(r.Median, r.Method.Length)));
}
