using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

/// <summary>
/// A benchmark whose rounds fall in two groups within each process (list-1000 serialize-string on .NET 8 and .NET 10:
/// 1.5 or 4.3 times the floor, as a background collection of the large object heap runs or not): a process's floor ×
/// lands in either group by chance, so two runs whose four processes happened to land apart differ by nothing the code
/// did. compare counts each process median's own uncertainty (<see cref="PairedEstimator.WithinVariance"/>) and says it
/// cannot tell; the same medians from rounds that agree are a real change, and it says so.
/// </summary>
public sealed class TwoLevelRoundsTests
{
    private const string Cell = "net8.0_newtonsoft_default_cached";
    private const string TwoLevel = "serialize-string";
    private const int Steadies = 20;

    [Fact]
    public void Rounds_that_agree_leave_a_process_median_little_uncertainty()
    {
        var random = new Random(1);
        var ratios = Enumerable.Range(0, 30).Select(_ => 2.0 * Math.Exp(0.05 * Normal(random))).ToList();

        Assert.True(PairedEstimator.WithinVariance(ratios, "a") < 0.0005);
    }

    [Fact]
    public void Rounds_in_two_groups_leave_a_process_median_uncertain_by_the_gap_between_them()
    {
        var ratios = TwoGroups(high: 17, new Random(2));

        var sd = Math.Sqrt(PairedEstimator.WithinVariance(ratios, "a"));

        Assert.True(sd > 0.25, $"standard deviation {sd:0.000} of the log median");
    }

    [Fact]
    public void Too_few_or_unusable_ratios_have_no_variance_of_their_own()
    {
        Assert.Equal(0, PairedEstimator.WithinVariance([2.0], "a"));
        Assert.Equal(0, PairedEstimator.WithinVariance([2.0, double.NaN, 3.0], "a"));
    }

    [Fact]
    public void Two_runs_whose_processes_landed_in_different_groups_cannot_be_told_apart()
    {
        // Each process's share of rounds in the high group is its own draw (as on the machine, where four processes of
        // a cell read 3.50, 2.41, 3.51, 3.47 in one run and 1.60, 2.66, 2.17, 1.69 in the next).
        var random = new Random(3);
        var first = Figures(Run([.. new[] { 17, 15, 17, 16 }.Select(high => TwoGroups(high, random))], random));
        var second = Figures(Run([.. new[] { 13, 15, 14, 13 }.Select(high => TwoGroups(high, random))], random));

        var comparison = RunComparison.Of(first, second, threshold: 0.05);
        var withoutOwnUncertainty = RunComparison.Of(WithoutWithin(first), WithoutWithin(second), threshold: 0.05);

        var verdict = Assert.Single(comparison.Benchmarks, b => b.Key.Cell == Cell && b.Key.Method == TwoLevel);
        Assert.True(verdict.Ratio < 0.75, $"the medians moved {verdict.Ratio:0.00}×");
        Assert.Equal(Verdict.CannotTell, verdict.Verdict);
        Assert.Equal(Verdict.Faster, Assert.Single(withoutOwnUncertainty.Benchmarks, b => b.Key.Cell == Cell && b.Key.Method == TwoLevel).Verdict);
        Assert.DoesNotContain(comparison.Benchmarks, b => b.Verdict is Verdict.Slower or Verdict.Faster);
    }

    [Fact]
    public void The_same_move_from_rounds_that_agree_is_a_change()
    {
        var random = new Random(4);
        var first = Figures(Run([.. new[] { 3.5, 2.4, 3.5, 3.5 }.Select(ratio => Steady(ratio, random))], random));
        var second = Figures(Run([.. new[] { 1.6, 2.7, 2.2, 1.7 }.Select(ratio => Steady(ratio, random))], random));

        var comparison = RunComparison.Of(first, second, threshold: 0.05);

        Assert.Equal(Verdict.Faster, Assert.Single(comparison.Benchmarks, b => b.Key.Cell == Cell && b.Key.Method == TwoLevel).Verdict);
    }

    /// <summary>Thirty rounds' ratios: <paramref name="high"/> of them near 4.3, the rest near 1.5, in a random order.</summary>
    private static IReadOnlyList<double> TwoGroups(int high, Random random) =>
        [.. Enumerable.Range(0, 30).Select(i => (i < high ? 4.3 : 1.5) * Math.Exp(0.08 * Normal(random))).OrderBy(_ => random.Next())];

    private static IReadOnlyList<double> Steady(double ratio, Random random) => [.. Enumerable.Range(0, 30).Select(_ => ratio * Math.Exp(0.08 * Normal(random)))];

    /// <summary>The cell's processes, each with the two-level benchmark's round ratios and twenty benchmarks whose rounds
    /// agree (the run's typical spread between processes, which compare pools), and the floor's own cell, its yardstick
    /// at 100 µs.</summary>
    private static IReadOnlyList<ProcessRounds> Run(IReadOnlyList<IReadOnlyList<double>> ratios, Random random)
    {
        var processes = new List<ProcessRounds>();
        for (var p = 0; p < ratios.Count; p++)
        {
            var benchmarks = new List<BenchmarkRounds>();
            var floor = new List<BenchmarkRounds>();
            var all = Enumerable.Range(0, Steadies).Select(i => (Name: "person:b" + i, Ratios: Steady(2.0 * Math.Exp(0.025 * Normal(random)), random)))
                .Append(("person:" + TwoLevel, ratios[p]));
            foreach (var (name, rounds) in all)
            {
                var yardstick = rounds.Select(_ => 100_000 * Math.Exp(0.03 * Normal(random))).ToList();
                benchmarks.Add(new BenchmarkRounds(name, [.. rounds.Select((r, i) => r * yardstick[i])], yardstick));
                floor.Add(new BenchmarkRounds(name, yardstick, null));
            }

            processes.Add(new ProcessRounds(Cell, p + 1, SimulatedRounds.Group, false, benchmarks));
            processes.Add(new ProcessRounds("net8.0_floor_default_cached", p + 1, SimulatedRounds.Group, true, floor));
        }

        return processes;
    }

    private static IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> WithoutWithin(IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> figures) =>
        figures.ToDictionary(f => f.Key, f => f.Value with { FloorRatioWithinVariance = 0 });

    private static IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> Figures(IReadOnlyList<ProcessRounds> run) => SimulatedRounds.Figures(run);

    private static double Normal(Random random) => Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
