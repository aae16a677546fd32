using System;
using System.Linq;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

public sealed class PooledRoundsTests
{
    [Fact]
    public void Floor_times_is_the_median_over_every_processs_rounds_together()
    {
        // A process's weight is its rounds: 30 at 2.0 outweigh 10 at 3.0, where the median of the two processes'
        // medians would read 2.5.
        var full = new ProcessRatios([.. Enumerable.Repeat(2.0, 30)]);
        var few = new ProcessRatios([.. Enumerable.Repeat(3.0, 10)]);

        Assert.Equal(2.0, PooledRounds.Median([full, few]));
    }

    [Fact]
    public void A_slow_processs_rounds_count_in_floor_times()
    {
        // Process 1 ran at the host's best (floor × 1.5); processes 2 and 3 ran every round at twice the floor's best, and
        // read 1.7 there. Since the CPU gate the ratio holds in the slow state too: their 60 rounds count.
        const string group = "net8.0|default|8.0.1|cached";
        var processes = new[] { Process(1, yardstick: 100, ratio: 1.5), Process(2, 200, 1.7), Process(3, 200, 1.7) };

        var figure = PairedEstimator.Estimate(processes, HostState.Judge(processes)).Single(f => f.Cell == "stj" && f.Benchmark == "person:serialize-string");

        Assert.Equal(1.7, figure.FloorRatio!.Value, 6);

        ProcessRounds Process(int number, double yardstick, double ratio) => new("stj", number, group, false,
        [
            new BenchmarkRounds("person:serialize-string", Enumerable.Repeat(yardstick * ratio, 30).ToArray(), Enumerable.Repeat(yardstick, 30).ToArray()),
            new BenchmarkRounds("small:serialize-string", Enumerable.Repeat(yardstick * 2, 30).ToArray(), Enumerable.Repeat(yardstick, 30).ToArray()),
        ]);
    }

    [Fact]
    public void Its_variance_comes_from_resampling_processes_is_repeatable_and_grows_with_their_disagreement()
    {
        static ProcessRatios At(double ratio) => new([.. Enumerable.Repeat(ratio, 20)]);
        var agreeing = new[] { At(2.0), At(2.02), At(1.98), At(2.01) };
        var disagreeing = new[] { At(2.0), At(2.4), At(1.7), At(2.2) };

        var small = PooledRounds.LogVariance(agreeing, "stj|person:serialize-string");
        var large = PooledRounds.LogVariance(disagreeing, "stj|person:serialize-string");

        Assert.Equal(small, PooledRounds.LogVariance(agreeing, "stj|person:serialize-string"));
        Assert.InRange(small, 1e-6, 1e-3);
        Assert.True(large > 10 * small, $"{large} against {small}");
        Assert.Equal(0, PooledRounds.LogVariance([At(2.0)], "one process"));
    }

    [Fact]
    public void A_figures_own_variance_is_shrunk_toward_the_runs_and_a_lone_process_takes_the_runs()
    {
        const double pooled = 0.0004;

        var run = new ProcessNoise(pooled, 100);
        Assert.Equal(pooled, run.Shrink(0, ownDf: 0).Variance, 12);
        Assert.Equal(((0.0001 * 3) + (ProcessNoise.PriorWeight * pooled)) / (3 + ProcessNoise.PriorWeight), run.Shrink(0.0001, 3).Variance, 12);
        Assert.Equal(0.0004, ProcessNoise.Pool([(0.0004, 3.0), (0.0004, 2.0)]).Variance, 12);
        // The upper tenth is left out: one wild benchmark among ten does not widen the others.
        Assert.Equal(0.0004, ProcessNoise.Pool([.. Enumerable.Repeat((0.0004, 3.0), 9), (1.0, 3.0)]).Variance, 12);
    }

    [Fact]
    public void A_round_whose_own_yardstick_ran_far_off_its_best_does_not_count_in_floor_times()
    {
        // Processes 2 and 3 ran fast as a whole, but this benchmark's floor sample read 2× its best in 25 of their rounds (a
        // badly compiled floor): those rounds read floor × 0.75, half the rounds in all, and are left out.
        const string group = "net8.0|default|8.0.1|cached";
        var good = Enumerable.Repeat(100.0, 30).ToArray();
        var offYardstick = Enumerable.Repeat(200.0, 25).Concat(Enumerable.Repeat(100.0, 5)).ToArray();
        var processes = new[]
        {
            Process(1, good),
            Process(2, offYardstick),
            Process(3, offYardstick),
        };

        var figure = PairedEstimator.Estimate(processes, HostState.Judge(processes)).Single(f => f.Cell == "stj" && f.Benchmark == "person:serialize-string");

        Assert.Equal(1.5, figure.FloorRatio!.Value, 6);

        // Two other benchmarks, whose floor ran at its best, keep every round fast as a whole.
        ProcessRounds Process(int number, double[] yardstick) => new("stj", number, group, false,
        [
            new BenchmarkRounds("person:serialize-string", Enumerable.Repeat(150.0, 30).ToArray(), yardstick),
            new BenchmarkRounds("person:deserialize-string", good.Select(y => y * 3).ToArray(), good),
            new BenchmarkRounds("small:serialize-string", good.Select(y => y * 2).ToArray(), good),
        ]);
    }

    [Fact]
    public void A_process_none_of_whose_rounds_count_takes_no_part_and_where_none_has_one_every_round_counts()
    {
        // Run Q2: one of a cell's four processes had every round fast with its own yardstick far off its best, so none of
        // its rounds counted; resampling that drew it four times took the median of nothing.
        static ProcessRatios At(double ratio) => new([.. Enumerable.Repeat(ratio, 30)]);
        var none = new ProcessRatios([], [.. Enumerable.Repeat(0.9, 30)]);
        var processes = new[] { At(2.0), At(2.1), At(1.9), none };

        Assert.Equal(2.0, PooledRounds.Median(processes));
        Assert.Equal(PooledRounds.LogVariance([At(2.0), At(2.1), At(1.9)], "cell|list-1000:serialize-string"),
            PooledRounds.LogVariance(processes, "cell|list-1000:serialize-string"));
        Assert.Equal(0.9, PooledRounds.Median([none, none]));
    }
}
