using System;
using System.Collections.Generic;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// The 95 % interval of a trend, a geometric mean of per-scenario ratios, worked out in log space from its inputs'
/// intervals: an input's log standard error is half of ln(upper / lower) over the normal quantile of its interval's
/// confidence level (1.96 for 95 %; BenchmarkDotNet's 99.9 % intervals are 3.29 of them wide, so dividing those by 1.96
/// would overstate them); a scenario's log ratio adds its two inputs' errors in quadrature; the mean of n log ratios has
/// sqrt(Σ se²) / n; the interval is exp(mean ± 1.96 · se). It takes the scenarios as independent and each interval as
/// symmetric in log space: a guide to how far the trend could move, not an exact interval.
/// </summary>
public static class TrendInterval
{
    public const double Level = 95;

    /// <summary>Null when there is no scenario or an input has no interval to read a spread from.</summary>
    public static (double Lower, double Upper)? Of(IReadOnlyList<(TrendPoint Value, TrendPoint Reference)> scenarios)
    {
        if (scenarios.Count == 0) return null;
        double variance = 0, logSum = 0;
        foreach (var (value, reference) in scenarios)
        {
            if (LogStandardError(value) is not { } a || LogStandardError(reference) is not { } b) return null;
            variance += a * a + b * b;
            logSum += Math.Log(value.Value / reference.Value);
        }
        var logMean = logSum / scenarios.Count;
        var halfWidth = Z(Level) * Math.Sqrt(variance) / scenarios.Count;
        return (Math.Exp(logMean - halfWidth), Math.Exp(logMean + halfWidth));
    }

    /// <summary>The standard error of ln(value) its interval implies; null without an interval, or with one that reaches
    /// zero (a log has no bound there).</summary>
    public static double? LogStandardError(TrendPoint point) =>
        point is { Lower: { } lower, Upper: { } upper, ConfidenceLevel: > 0 and < 100 } && lower > 0 && upper >= lower && double.IsFinite(upper)
            ? Math.Log(upper / lower) / 2 / Z(point.ConfidenceLevel)
            : null;

    /// <summary>The two-sided standard normal quantile of a confidence level in percent: 95 → 1.96.</summary>
    public static double Z(double level) => NormalDistribution.Standard.Quantile(1 - (1 - level / 100) / 2);
}
