using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>One timing of the fixed loop on one CPU: when it started (since the probe began) and how long it took.</summary>
public readonly record struct LoopSample(double StartedMs, double Milliseconds);

/// <summary>
/// How steady a CPU's speed was while the same fixed loop ran on it for a few seconds. A shared virtual machine can run
/// at half its speed for seconds at a time while a neighbour is busy, with no steal time shown; a benchmark measured in
/// such a stretch is slow in every iteration, so its process agrees with itself and not with the next process. The
/// loop's medians over short windows show it: <see cref="SpreadPercent"/> is how far the slowest window's median lies
/// above the fastest's.
/// </summary>
public sealed record CpuSteadiness(int Cpu, double MedianMs, double FastestWindowMs, double SlowestWindowMs, int Windows)
{
    /// <summary>Long enough to hold a few dozen loops, short enough to see a stretch of a second.</summary>
    public const double WindowMs = 100;

    public double SpreadPercent => FastestWindowMs > 0 ? (SlowestWindowMs / FastestWindowMs - 1) * 100 : 0;

    /// <summary>True when the samples started in at least two windows: enough for a judgement.</summary>
    public static bool SpansTwoWindows(IReadOnlyList<LoopSample> samples) =>
        samples.Count >= 2 && (int)(samples[0].StartedMs / WindowMs) != (int)(samples[^1].StartedMs / WindowMs);

    /// <summary>The loop's samples on one CPU, judged; null when there were too few to form two windows. A window counts
    /// with any number of loops: on a CPU so busy that a loop of about a millisecond takes tens, a window holds one or
    /// two, and that CPU is the least steady of all, not one to leave out.</summary>
    public static CpuSteadiness? Judge(int cpu, IReadOnlyList<LoopSample> samples)
    {
        var windows = samples.GroupBy(sample => (int)(sample.StartedMs / WindowMs))
            .Select(window => Median(window.Select(sample => sample.Milliseconds)))
            .ToList();
        if (windows.Count < 2) return null;
        return new CpuSteadiness(cpu, Median(samples.Select(sample => sample.Milliseconds)), windows.Min(), windows.Max(), windows.Count);
    }

    /// <summary>One line for `doctor` and the start of `run`: the widest CPU's spread against the noise threshold.</summary>
    public static (bool Steady, string Text) Describe(IReadOnlyList<CpuSteadiness> cpus, double seconds, double thresholdPercent)
    {
        if (cpus.Count == 0) return (true, "not measured (no CPU could be probed)");
        var worst = cpus.MaxBy(cpu => cpu.SpreadPercent)!;
        var each = string.Join(", ", cpus.Select(cpu => Invariant($"CPU {cpu.Cpu} {cpu.SpreadPercent:0.#} %")));
        var steady = worst.SpreadPercent <= thresholdPercent;
        var text = Invariant($"a fixed loop's speed over {seconds:0.#} s per CPU varied by up to {worst.SpreadPercent:0.#} % between {WindowMs:0} ms windows ({each}; noise threshold {thresholdPercent:0.#} %)");
        return (steady, steady
            ? text
            : text + ": this machine's speed changes from second to second, so figures closer than that may not repeat in a second run and compare will often say 'cannot tell'; measure on a quieter machine (docs/running.md, \"A steady machine\")");
    }

    private static double Median(IEnumerable<double> values) => SimpleQuantileEstimator.Instance.Median(new Sample(values.ToArray()));

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
