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
    /// <summary>The register-only loop (the ALU's speed).</summary>
    public const string Loop = "loop";

    /// <summary>Random reads over an array far larger than the caches: memory-heavy work like a serializer's, which this
    /// kind of host slows down while an integer loop keeps its speed (docs/performance.md, "Rounds and the yardstick").</summary>
    public const string Memory = "memory";

    /// <summary>Which loop was timed: <see cref="Loop"/> or <see cref="Memory"/>.</summary>
    public string Kind { get; init; } = Loop;

    /// <summary>Long enough to hold a few dozen loops, short enough to see a stretch of a second.</summary>
    public const double WindowMs = 100;

    public double SpreadPercent => FastestWindowMs > 0 ? (SlowestWindowMs / FastestWindowMs - 1) * 100 : 0;

    /// <summary>True when the samples started in at least two windows: enough for a judgement.</summary>
    public static bool SpansTwoWindows(IReadOnlyList<LoopSample> samples) =>
        samples.Count >= 2 && (int)(samples[0].StartedMs / WindowMs) != (int)(samples[^1].StartedMs / WindowMs);

    /// <summary>The loop's samples on one CPU, judged; null when there were too few to form two windows. A window counts
    /// with any number of loops: on a CPU so busy that a loop of about a millisecond takes tens, a window holds one or
    /// two, and that CPU is the least steady of all, not one to leave out.</summary>
    public static CpuSteadiness? Judge(int cpu, IReadOnlyList<LoopSample> samples, string kind = Loop)
    {
        var windows = samples.GroupBy(sample => (int)(sample.StartedMs / WindowMs))
            .Select(window => Median(window.Select(sample => sample.Milliseconds)))
            .ToList();
        if (windows.Count < 2) return null;
        return new CpuSteadiness(cpu, Median(samples.Select(sample => sample.Milliseconds)), windows.Min(), windows.Max(), windows.Count) { Kind = kind };
    }

    /// <summary>One line for `doctor` and the start of `run`: for each loop, the widest CPU's spread against the noise
    /// threshold.</summary>
    public static (bool Steady, string Text) Describe(IReadOnlyList<CpuSteadiness> cpus, double seconds, double thresholdPercent)
    {
        if (cpus.Count == 0) return (true, "not measured (no CPU could be probed)");
        var loops = cpus.Where(cpu => cpu.Kind == Loop).ToList();
        var memory = cpus.Where(cpu => cpu.Kind == Memory).ToList();
        var parts = new List<string>();
        if (loops.Count > 0) parts.Add(Invariant($"a fixed loop's speed over {seconds:0.#} s per CPU varied by up to {Worst(loops):0.#} % between {WindowMs:0} ms windows ({Each(loops)})"));
        if (memory.Count > 0) parts.Add(Invariant($"a memory-heavy loop's (random reads over {MemoryProbeMiB} MiB) by up to {Worst(memory):0.#} % ({Each(memory)})"));
        var steady = cpus.All(cpu => cpu.SpreadPercent <= thresholdPercent);
        var text = string.Join(", ", parts) + Invariant($"; noise threshold {thresholdPercent:0.#} %");
        return (steady, steady
            ? text
            : text + ": this machine's speed changes from second to second, so figures measured in one stretch would not repeat in a second run; the lean job's rounds and yardstick are made for such a host, and its report says how steady the run was (docs/running.md, \"A steady machine\")");
    }

    /// <summary>The size of the memory loop's array: far beyond the caches of a laptop or a CI runner.</summary>
    public const int MemoryProbeMiB = 64;

    private static double Worst(IReadOnlyList<CpuSteadiness> cpus) => cpus.Max(cpu => cpu.SpreadPercent);

    private static string Each(IReadOnlyList<CpuSteadiness> cpus) => string.Join(", ", cpus.Select(cpu => Invariant($"CPU {cpu.Cpu} {cpu.SpreadPercent:0.#} %")));

    private static double Median(IEnumerable<double> values) => SimpleQuantileEstimator.Instance.Median(new Sample(values.ToArray()));

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
