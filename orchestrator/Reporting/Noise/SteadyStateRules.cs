using System.Globalization;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Noise;

/// <summary>
/// Whether a process measured steady code (bench/SteadyState): its warm-up ended with the JIT quiet, and nothing was
/// compiled while a benchmark's measured iterations ran. Cells with a new options object per call are exempt from the
/// second rule: building options compiles new code on every call, and that cost is what they measure.
/// </summary>
public static class SteadyStateRules
{
    /// <summary>Why one benchmark of one process is noisy under these rules, or null.</summary>
    public static string? Reason(long? compiledDuringMeasurement, string lifetime, WarmupSample? warmup)
    {
        if (warmup is { Steady: false } w)
        {
            return string.Create(CultureInfo.InvariantCulture, $"the warm-up ended after {w.Milliseconds / 1000.0:0.#} s with the JIT still compiling");
        }

        return compiledDuringMeasurement is > 0 && lifetime != "per-call"
            ? string.Create(CultureInfo.InvariantCulture, $"{compiledDuringMeasurement} methods were compiled while it was measured")
            : null;
    }
}
