using System;
using System.Collections.Generic;
using System.Linq;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// The 95 % interval of a trend, a geometric mean of per-scenario ratios, worked out in log space from its inputs'
/// intervals: an input's log standard error is half of ln(upper / lower) over the normal quantile of its interval's
/// confidence level (1.96 for 95 %; BenchmarkDotNet's 99.9 % intervals are 3.29 of them wide, so dividing those by 1.96
/// would overstate them); a scenario's log ratio adds its two inputs' errors in quadrature; the mean of n log ratios has
/// sqrt(Σ se²) / n; the interval is exp(mean ± 1.96 · se). It takes each interval as symmetric in log space: a guide to
/// how far the trend could move, not an exact interval. A paired time (floor × times its group's floor time) gives its
/// error in two parts (<see cref="TrendPoint.LogStandardErrors"/>): floor × is independent from scenario to scenario, but
/// the floor time is one level for the whole yardstick group (a process's speed moves all its yardstick samples), so
/// its errors add up within a group before they average: Σ over groups of (Σ se in the group / n)². Taken as independent,
/// a group of four processes (.NET Core 3.1's source generator on System.Text.Json 6.0.11) claimed ±3 % on a trend that
/// a second run moved by 7 to 8 % (docs/performance.md, "Runs G7 and G8").
/// </summary>
public static class TrendInterval
{
    public const double Level = 95;

    /// <summary>Null when there is no scenario or an input has no interval to read a spread from.</summary>
    public static (double Lower, double Upper)? Of(IReadOnlyList<(TrendPoint Value, TrendPoint Reference)> scenarios)
    {
        if (scenarios.Count == 0) return null;
        double own = 0, logSum = 0;
        var shared = new Dictionary<string, double>(StringComparer.Ordinal);
        foreach (var (value, reference) in scenarios)
        {
            foreach (var point in new[] { value, reference })
            {
                if (point is { LogStandardErrors: { } parts, SharedGroup: { } group })
                {
                    own += parts.Own * parts.Own;
                    shared[group] = shared.GetValueOrDefault(group) + parts.Shared;
                }
                else if (LogStandardError(point) is { } se) own += se * se;
                else return null;
            }

            logSum += Math.Log(value.Value / reference.Value);
        }

        var n = scenarios.Count;
        var logMean = logSum / n;
        var halfWidth = Z(Level) * Math.Sqrt(own + shared.Values.Sum(sum => sum * sum)) / n;
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
