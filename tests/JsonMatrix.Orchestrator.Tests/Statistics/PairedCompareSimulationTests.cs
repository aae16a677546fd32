using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

/// <summary>
/// compare on runs measured in rounds (<see cref="SimulatedRounds"/>: a third of the processes slow for their whole
/// life, as on the project's machine): two identical runs give almost no false verdict, and a slowdown of 10 % in one
/// serializer's samples is found in nearly every one of its benchmarks, because each verdict compares the processes'
/// floor × (paired round by round with the yardstick) of fast processes. Compared on the processes' median times
/// instead, the host's slow processes swamp the same slowdown.
/// </summary>
public sealed class PairedCompareSimulationTests
{
    private const int Benchmarks = 40;
    private const double Threshold = 0.05;

    [Fact]
    public void Two_identical_runs_call_at_most_one_percent_of_benchmarks_slower_or_faster()
    {
        // Five pairs of runs (800 benchmarks): one pair alone is too few to tell 1 % from 2 %.
        var wrong = 0;
        var compared = 0;
        foreach (var seed in new[] { 11, 12, 13, 14, 15 })
        {
            var runs = new SimulatedRounds(Benchmarks, seed);
            var comparison = RunComparison.Of(SimulatedRounds.Figures(runs.Run(4, 30)), SimulatedRounds.Figures(runs.Run(4, 30)), Threshold);
            wrong += comparison.Count(Verdict.Slower) + comparison.Count(Verdict.Faster);
            compared += comparison.Benchmarks.Count;
        }

        Assert.True(wrong <= 0.01 * compared, $"{wrong} false verdicts of {compared}");
    }

    [Theory]
    [InlineData(21)]
    [InlineData(22)]
    [InlineData(23)]
    public void A_ten_percent_slowdown_of_one_serializer_is_slower_in_at_least_90_percent_of_its_benchmarks(int seed)
    {
        var runs = new SimulatedRounds(Benchmarks, seed);

        var comparison = RunComparison.Of(SimulatedRounds.Figures(runs.Run(4, 30)),
            SimulatedRounds.Figures(runs.Run(4, 30, slowed: "newtonsoft", slowdown: 1.10)), Threshold);

        var slowed = comparison.Benchmarks.Where(b => b.Key.Cell.Contains("newtonsoft")).ToList();
        var found = slowed.Count(b => b.Verdict == Verdict.Slower);
        Assert.True(found >= 0.9 * slowed.Count, $"{found} of {slowed.Count} found slower");
        Assert.All(slowed, b => Assert.Equal(BenchmarkFigure.FloorRatio, b.Compared));
        var others = comparison.Benchmarks.Where(b => !b.Key.Cell.Contains("newtonsoft")).ToList();
        Assert.True(others.Count(b => b.Verdict is Verdict.Slower or Verdict.Faster) <= 0.01 * others.Count);
    }

    [Fact]
    public void Without_the_pairing_the_same_slowdown_is_mostly_missed()
    {
        var runs = new SimulatedRounds(Benchmarks, seed: 21);

        var comparison = RunComparison.Of(SimulatedRounds.Figures(runs.Run(4, 30), paired: false),
            SimulatedRounds.Figures(runs.Run(4, 30, slowed: "newtonsoft", slowdown: 1.10), paired: false), Threshold);

        var slowed = comparison.Benchmarks.Where(b => b.Key.Cell.Contains("newtonsoft")).ToList();
        Assert.True(slowed.Count(b => b.Verdict == Verdict.Slower) < 0.5 * slowed.Count);
    }
}
