using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Noise;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The words every report format uses for spread and noise.</summary>
public static class NoiseText
{
    /// <summary>What the "±" means, after "median time per operation ±".</summary>
    public const string Legend =
        "(measured in rounds: the half-width of its 95 % interval over the cell's processes, which is what a second run sees; " +
        "by another job in several processes: half the range of their medians, relative to the median shown; " +
        "in one process: the half-width of BenchmarkDotNet's 99.9 % confidence interval of the mean, relative to the mean)";

    /// <summary>When a result is marked noisy: the micro, web and cold-start rules, as the report holds each.</summary>
    public static string Rule(MergedReport report) => string.Join(" ", new[]
    {
        report.HasMicro ? MicroRule(report) : null,
        report.HasWeb ? WebRule(report) : null,
        report.HasColdStart ? ColdStart.ColdStartText.Rule(report) : null,
    }.Where(rule => rule is not null));

    private static string MicroRule(MergedReport report) => report.Steadiness.Processes > 0
        ? $"A result measured in rounds is marked noisy when the 95 % interval of its floor × over its processes (what it is ranked by; the floor's own row: its time's) reaches further than the matrix's noiseThreshold ({Percent.Format(report.NoiseThreshold)}), "
            + $"an interval {HostState.SlowWidening.ToString(System.Globalization.CultureInfo.InvariantCulture)} times wider when every one of its processes ran while the host was slow (such figures move more between runs), "
            + "or when most of its processes' warm-ups ended before the JIT went quiet. A noisy result cannot be ranked against one within its spread."
        : $"A result is marked noisy when its ± is above the matrix's noiseThreshold ({Percent.Format(report.NoiseThreshold)}), "
        + $"or when its measured iterations (at least {NoiseRules.MinimumIterationsForModes}) are bimodal or multimodal: Perfolizer's mvalue above "
        + $"{NoiseRules.BimodalMValue.ToString(System.Globalization.CultureInfo.InvariantCulture)}, BenchmarkDotNet's own limit. "
        + "With several processes, a result is also noisy when they disagree by more than the threshold, or when most of them were noisy. "
        + "A process is noisy where the JIT compiled methods while a benchmark was measured, or its warm-up ended before the JIT went quiet. "
        + "A noisy result cannot be ranked against one within its spread.";

    private static string WebRule(MergedReport report) =>
        $"A web entry is marked noisy when its measured windows spread (half the slowest–fastest range over the median) beyond the noiseThreshold ({Percent.Format(report.NoiseThreshold)}), or when there was one window.";
}
