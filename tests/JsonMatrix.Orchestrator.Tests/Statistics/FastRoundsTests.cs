using System;
using System.Linq;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

public sealed class FastRoundsTests
{
    [Fact]
    public void Floor_times_is_the_median_over_every_processs_fast_rounds_together()
    {
        // A fast process (30 fast rounds at 2.0) outweighs a slow one that kept 3 fast rounds at 2.6: per round, not per
        // process, which the median of the two processes' medians (2.3) would not do.
        var fast = new ProcessRatios([.. Enumerable.Repeat(2.0, 30)], [.. Enumerable.Repeat(2.0, 30)]);
        var slow = new ProcessRatios([2.6, 2.6, 2.6], [.. Enumerable.Repeat(2.6, 3), .. Enumerable.Repeat(2.2, 27)]);

        Assert.Equal(2.0, FastRounds.Median([fast, slow]));
    }

    [Fact]
    public void Without_a_fast_round_anywhere_every_round_counts()
    {
        var slow = new ProcessRatios([], [1.0, 2.0, 3.0]);
        var slower = new ProcessRatios([], [4.0, 5.0]);

        Assert.Equal(3.0, FastRounds.Median([slow, slower]));
    }

    [Fact]
    public void Its_variance_comes_from_resampling_processes_is_repeatable_and_grows_with_their_disagreement()
    {
        static ProcessRatios At(double ratio) => new([.. Enumerable.Repeat(ratio, 20)], [.. Enumerable.Repeat(ratio, 20)]);
        var agreeing = new[] { At(2.0), At(2.02), At(1.98), At(2.01) };
        var disagreeing = new[] { At(2.0), At(2.4), At(1.7), At(2.2) };

        var small = FastRounds.LogVariance(agreeing, "stj|person:serialize-string");
        var large = FastRounds.LogVariance(disagreeing, "stj|person:serialize-string");

        Assert.Equal(small, FastRounds.LogVariance(agreeing, "stj|person:serialize-string"));
        Assert.InRange(small, 1e-6, 1e-3);
        Assert.True(large > 10 * small, $"{large} against {small}");
        Assert.Equal(0, FastRounds.LogVariance([At(2.0)], "one process"));
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
}
