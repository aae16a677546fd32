using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

public sealed class TrendIntervalTests
{
    private static TrendRow Trend(string runtime, params TrendPoint[] points) =>
        TrendCalculator.Compute(points, "r0", "trend").Trends.Single(t => t.Runtime == runtime);

    /// <summary>Scenario a: 100 (90–110) on r0, 50 (45–55) on r1; scenario b: 200 (180–220) on r0, 150 (120–180) on r1.</summary>
    private static TrendPoint[] TwoScenarios(double level) =>
    [
        new("s", "r0", "a", 100, 90, 110, level), new("s", "r1", "a", 50, 45, 55, level),
        new("s", "r0", "b", 200, 180, 220, level), new("s", "r1", "b", 150, 120, 180, level),
    ];

    [Fact]
    public void The_interval_of_two_known_scenarios_is_the_hand_computed_one()
    {
        // By hand: se of ln(x) = ln(upper/lower) / 2 / 1.96 for each of the four figures (0.05119, 0.05119, 0.05119,
        // 0.10344); the mean of the two log ratios ln(0.5) and ln(0.75) is -0.49041 with se sqrt(Σ se²) / 2 = 0.06812;
        // exp(-0.49041 ± 1.96 × 0.06812) = 0.53584 … 0.69984 around sqrt(0.5 × 0.75) = 0.61237.
        var trend = Trend("r1", TwoScenarios(95));

        Assert.Equal(0.61237, trend.Ratio!.Value, 4);
        Assert.Equal(0.53584, trend.Lower!.Value, 4);
        Assert.Equal(0.69984, trend.Upper!.Value, 4);
    }

    [Fact]
    public void A_floor_time_shared_by_a_yardstick_group_s_scenarios_does_not_average_away()
    {
        // Two scenarios on r1 whose times share their group's floor time (log se 0.05 each, the group's one level), over an
        // exact baseline: the trend's se is (0.05 + 0.05) / 2 = 0.05, not sqrt(0.05² + 0.05²) / 2 = 0.0354 as if independent.
        TrendPoint Point(string runtime, string scenario, double value, double shared) =>
            new("s", runtime, scenario, value) { LogStandardErrors = (0, shared), SharedGroup = runtime + "|default" };

        var trend = Trend("r1", Point("r0", "a", 100, 0), Point("r1", "a", 50, 0.05), Point("r0", "b", 200, 0), Point("r1", "b", 100, 0.05));

        Assert.Equal(0.5, trend.Ratio!.Value, 12);
        Assert.Equal(0.5 * System.Math.Exp(-1.959964 * 0.05), trend.Lower!.Value, 5);
        Assert.Equal(0.5 * System.Math.Exp(1.959964 * 0.05), trend.Upper!.Value, 5);
    }

    [Fact]
    public void Floor_times_of_different_groups_and_each_scenario_s_own_error_stay_independent()
    {
        // Own errors 0.03 on each of the four points, shared 0.04 in two groups on r1 (one scenario each): everything independent,
        // se = sqrt(4 × 0.03² + 2 × 0.04²) / 2.
        var trend = Trend("r1",
            new TrendPoint("s", "r0", "a", 100) { LogStandardErrors = (0.03, 0), SharedGroup = "r0|g" },
            new TrendPoint("s", "r1", "a", 50) { LogStandardErrors = (0.03, 0.04), SharedGroup = "r1|g1" },
            new TrendPoint("s", "r0", "b", 100) { LogStandardErrors = (0.03, 0), SharedGroup = "r0|g" },
            new TrendPoint("s", "r1", "b", 50) { LogStandardErrors = (0.03, 0.04), SharedGroup = "r1|g2" });

        var se = System.Math.Sqrt((4 * 0.03 * 0.03) + (2 * 0.04 * 0.04)) / 2;
        Assert.Equal(0.5 * System.Math.Exp(1.959964 * se), trend.Upper!.Value, 5);
    }

    [Fact]
    public void A_wider_confidence_level_is_read_as_a_smaller_standard_error()
    {
        // BenchmarkDotNet's 99.9 % intervals: the same bounds divided by 3.29 instead of 1.96.
        var trend = Trend("r1", TwoScenarios(99.9));

        Assert.Equal(0.56556, trend.Lower!.Value, 4);
        Assert.Equal(0.66306, trend.Upper!.Value, 4);
    }

    [Fact]
    public void A_trend_whose_inputs_have_no_interval_has_null_bounds()
    {
        var trend = Trend("r1", new TrendPoint("s", "r0", "a", 100), new TrendPoint("s", "r1", "a", 50));

        Assert.Equal(0.5, trend.Ratio!.Value, 12);
        Assert.Null(trend.Lower);
        Assert.Null(trend.Upper);
    }

    [Fact]
    public void One_input_without_an_interval_leaves_the_whole_trend_without_one()
    {
        var trend = Trend("r1", new TrendPoint("s", "r0", "a", 100, 90, 110), new TrendPoint("s", "r1", "a", 50, 45, 55),
            new TrendPoint("s", "r0", "b", 100, 0, 200), new TrendPoint("s", "r1", "b", 50, 45, 55));

        Assert.Null(trend.Lower);
        Assert.Null(trend.Upper);
    }

    [Fact]
    public void The_reference_runtime_against_itself_has_no_interval()
    {
        var trend = Trend("r0", TwoScenarios(95));

        Assert.Equal(1, trend.Ratio!.Value, 12);
        Assert.Null(trend.Lower);
    }

    [Fact]
    public void Ninety_five_percent_is_1_96_standard_errors() => Assert.Equal(1.95996, TrendInterval.Z(95), 4);
}
