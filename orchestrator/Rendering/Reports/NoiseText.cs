using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reports.Model;
using JsonMatrix.Orchestrator.Reports.Noise;

namespace JsonMatrix.Orchestrator.Rendering.Reports;

/// <summary>The words every report format uses for spread and noise.</summary>
public static class NoiseText
{
    /// <summary>What the "±" means, after "median time per operation ±".</summary>
    public const string Legend =
        "(the half-width of BenchmarkDotNet's 99.9 % confidence interval of the mean, relative to the mean)";

    /// <summary>When a result is marked noisy.</summary>
    public static string Rule(MergedReport report) =>
        $"A result is marked noisy when its ± is above the matrix's noiseThreshold ({Percent.Format(report.NoiseThreshold)}), "
        + $"or when its measured iterations (at least {NoiseRules.MinimumIterationsForModes}) are bimodal or multimodal: Perfolizer's mvalue above "
        + $"{NoiseRules.BimodalMValue.ToString(System.Globalization.CultureInfo.InvariantCulture)}, BenchmarkDotNet's own limit. "
        + "A noisy result cannot be ranked against one within its spread.";

    public static IReadOnlyList<ResultRow> NoisyResults(MergedReport report) =>
        report.Results.Where(r => r.Spread?.Noisy == true).ToList();
}
