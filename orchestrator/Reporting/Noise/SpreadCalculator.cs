using System;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using Perfolizer.Mathematics.Multimodality;

namespace JsonMatrix.Orchestrator.Reporting.Noise;

/// <summary>A result's <see cref="ResultSpread"/>: the interval as BenchmarkDotNet computed it, the mvalue as Perfolizer
/// computes it (the same call BenchmarkDotNet's multimodality analyser makes), and the noise verdict.</summary>
public static class SpreadCalculator
{
    public static ResultSpread Of(BdnStatistics statistics, double threshold)
    {
        var interval = statistics.Interval;
        double? error = interval is not null && statistics.Mean > 0 && double.IsFinite(interval.Margin) ? interval.Margin / statistics.Mean * 100 : null;
        var sample = statistics.Sample;
        double? mValue = sample is { Count: > 1 } ? MValueCalculator.Calculate(sample.ToArray()) : null;
        var reasons = new[] { SpreadReason(error, threshold), ModesReason(mValue, sample?.Count ?? 0) }
            .Where(reason => reason is not null);
        var noise = string.Join("; ", reasons);
        return new ResultSpread(interval?.LevelPercent, interval?.Lower, interval?.Upper, error, mValue, noise.Length == 0 ? null : noise);
    }

    /// <summary>ratio × (1 − a) / (1 + b) … ratio × (1 + a) / (1 − b), a and b the relative half-widths of the two
    /// results' intervals: where the ratio lies when each result lies in its interval.</summary>
    public static RatioInterval? Ratio(double ratio, ResultSpread? result, ResultSpread? baseline)
    {
        if (result?.ErrorPercent is not { } a || baseline?.ErrorPercent is not { } b) return null;
        var (ra, rb) = (a / 100, b / 100);
        var lower = Math.Max(0, ratio * (1 - ra) / (1 + rb));
        return new RatioInterval(lower, rb < 1 ? ratio * (1 + ra) / (1 - rb) : null);
    }

    private static string? SpreadReason(double? error, double threshold) =>
        error is { } e && e > threshold * 100
            ? Invariant($"spread ±{e:0.#} % exceeds the noise threshold of {threshold * 100:0.#} %")
            : null;

    private static string? ModesReason(double? mValue, int iterations) => mValue switch
    {
        { } m when iterations >= NoiseRules.MinimumIterationsForModes && m > NoiseRules.MultimodalMValue => Invariant($"multimodal (mvalue {m:0.##})"),
        { } m when iterations >= NoiseRules.MinimumIterationsForModes && m > NoiseRules.BimodalMValue => Invariant($"bimodal (mvalue {m:0.##})"),
        _ => null,
    };

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
