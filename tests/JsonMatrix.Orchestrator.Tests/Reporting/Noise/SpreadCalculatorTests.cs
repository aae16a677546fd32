using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Noise;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Noise;

public sealed class SpreadCalculatorTests
{
    private static BdnStatistics Statistics(double mean, double margin, IReadOnlyList<double>? sample = null) =>
        new(mean, mean, null, null, null, sample?.Count ?? 3, new BdnInterval(mean - margin, mean + margin, margin, 99.9), sample);

    [Fact]
    public void The_error_is_the_confidence_half_width_relative_to_the_mean()
    {
        var spread = SpreadCalculator.Of(Statistics(1000, 20), 0.05);

        Assert.Equal(2, spread.ErrorPercent!.Value, precision: 9);
        Assert.Equal(99.9, spread.ConfidenceLevel);
        Assert.Equal((980.0, 1020.0), (spread.CiLowerNs!.Value, spread.CiUpperNs!.Value));
        Assert.False(spread.Noisy);
    }

    [Fact]
    public void A_result_whose_interval_is_wider_than_the_threshold_is_noisy_and_says_why()
    {
        var spread = SpreadCalculator.Of(Statistics(1000, 80), 0.05);

        Assert.True(spread.Noisy);
        Assert.Equal("spread ±8 % exceeds the noise threshold of 5 %", spread.Noise);
    }

    [Fact]
    public void Two_clusters_of_iterations_are_marked_bimodal_with_perfolizers_mvalue()
    {
        // 20 iterations, half near 100 ns and half near 200 ns: two modes, a narrow interval would not show it.
        var sample = Enumerable.Range(0, 20).Select(i => (i % 2 == 0 ? 100.0 : 200.0) + i % 5 * 0.5).ToList();

        var spread = SpreadCalculator.Of(Statistics(150, 1), 0.05);
        var bimodal = SpreadCalculator.Of(Statistics(150, 1, sample), 0.05);

        Assert.False(spread.Noisy);
        Assert.True(bimodal.MValue > NoiseRules.BimodalMValue, $"mvalue {bimodal.MValue}");
        Assert.Contains("modal (mvalue", bimodal.Noise);
    }

    [Fact]
    public void Modes_are_not_judged_from_fewer_iterations_than_benchmarkdotnet_judges_them()
    {
        var sample = new[] { 100.0, 200, 100, 200, 100, 200 };

        var spread = SpreadCalculator.Of(Statistics(150, 1, sample), 0.05);

        Assert.NotNull(spread.MValue);
        Assert.False(spread.Noisy);
    }

    [Fact]
    public void A_ratio_interval_spans_both_results_intervals()
    {
        var result = SpreadCalculator.Of(Statistics(200, 10), 0.05);
        var baseline = SpreadCalculator.Of(Statistics(100, 10), 0.05);

        var interval = SpreadCalculator.Ratio(2, result, baseline)!;

        Assert.Equal(2 * 0.95 / 1.1, interval.Lower, precision: 9);
        Assert.Equal(2 * 1.05 / 0.9, interval.Upper!.Value, precision: 9);
    }

    [Fact]
    public void A_baseline_whose_interval_reaches_zero_leaves_the_ratio_without_an_upper_bound()
    {
        var result = SpreadCalculator.Of(Statistics(200, 10), 0.05);
        var baseline = SpreadCalculator.Of(Statistics(100, 150), 0.05);

        Assert.Null(SpreadCalculator.Ratio(2, result, baseline)!.Upper);
    }
}
