using System;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>A trend of five scenarios or more leaves out its highest and lowest ratio (TrendCalculator.TrimFrom): one
/// scenario that ran at another speed in one run must not move a serializer's trend across runtimes.</summary>
public sealed class TrendTrimTests
{
    private static TrendRow Trend(string runtime, params TrendPoint[] points) =>
        TrendCalculator.Compute(points, "r0", "trend").Trends.Single(t => t.Runtime == runtime);

    /// <summary>Each scenario 100 (90–110) on r0 and ratio × 100 (the same relative spread) on r1.</summary>
    private static TrendPoint[] Scenarios(params (string Name, double Ratio)[] ratios) =>
    [
        .. ratios.SelectMany(s => new TrendPoint[]
        {
            new("s", "r0", s.Name, 100, 90, 110), new("s", "r1", s.Name, 100 * s.Ratio, 90 * s.Ratio, 110 * s.Ratio),
        }),
    ];

    [Fact]
    public void One_scenario_twice_as_slow_does_not_move_a_trend_of_five()
    {
        // The plain geometric mean would be 0.5^(4/5) × 1^(1/5) = 0.574.
        var trend = Trend("r1", Scenarios(("a", 0.5), ("b", 0.5), ("c", 0.5), ("d", 0.5), ("e", 1.0)));

        Assert.Equal(0.5, trend.Ratio!.Value, 9);
        Assert.Equal(5, trend.Scenarios);
        Assert.Equal(["a", "e"], trend.LeftOut); // the lowest (ties by name), then the highest
    }

    [Fact]
    public void The_interval_comes_from_the_scenarios_the_mean_kept()
    {
        // Three kept scenarios of ratio 0.5, each figure ±10 % at 95 %: se of a log ratio sqrt(2) × ln(1.1/0.9) / 3.92,
        // the mean's that over sqrt(3); the wide outlier left out does not widen it.
        var points = Scenarios(("a", 0.4), ("b", 0.5), ("c", 0.5), ("d", 0.5), ("e", 0.6))
            .Select(p => p.Scenario == "e" && p.Runtime == "r1" ? p with { Lower = 1, Upper = 1000 } : p).ToArray();

        var trend = Trend("r1", points);

        var halfWidth = 1.96 * Math.Sqrt(2) * Math.Log(1.1 / 0.9) / 3.92 / Math.Sqrt(3);
        Assert.Equal(0.5, trend.Ratio!.Value, 9);
        Assert.Equal(0.5 * Math.Exp(-halfWidth), trend.Lower!.Value, 6);
        Assert.Equal(0.5 * Math.Exp(halfWidth), trend.Upper!.Value, 6);
    }

    [Fact]
    public void Four_scenarios_keep_every_one()
    {
        var trend = Trend("r1", Scenarios(("a", 0.5), ("b", 0.5), ("c", 0.5), ("d", 1.0)));

        Assert.Equal(Math.Pow(0.5, 0.75), trend.Ratio!.Value, 9);
        Assert.Empty(trend.LeftOut);
    }

    [Fact]
    public void The_runtime_a_trend_is_relative_to_leaves_nothing_out()
    {
        var trend = Trend("r0", Scenarios(("a", 0.5), ("b", 0.5), ("c", 0.5), ("d", 0.5), ("e", 1.0)));

        Assert.Equal(1, trend.Ratio!.Value, 9);
        Assert.Empty(trend.LeftOut);
    }
}
