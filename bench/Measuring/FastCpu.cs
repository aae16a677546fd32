using System;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;

namespace JsonMatrix.Bench.Measuring;

/// <summary>Where the thread now runs, and each CPU probed with its probe (nanoseconds per element, in the same order).</summary>
public sealed record CpuChoice(int Cpu, IReadOnlyList<int> Cpus, IReadOnlyList<double> ProbeNs)
{
    /// <summary>The probe of the CPU the thread runs on.</summary>
    public double CpuProbeNs => ProbeNs[Cpus.ToList().IndexOf(Cpu)];
}

/// <summary>
/// Finds the CPU of a set that runs memory-heavy code fastest right now, and moves the calling thread there: the CPU
/// gate does so before a sample pair, the web driver before a window.
/// On this kind of host each vCPU, on its own, runs such code at full or at about half speed for stretches of seconds
/// (an integer loop keeps its speed), and the two are often in different states at the same moment: a thread pinned to
/// one CPU for a whole process recorded that CPU's stretch, which made "slow processes" (docs/performance.md, "The slow
/// state is a CPU's"). The probe sums a 256 KB array (it stays in the CPU's own L2 cache) four times, twice per CPU
/// (the first pass refills the cache after the move), about a tenth of a millisecond each.
/// </summary>
public static class FastCpu
{
    private const int ProbeElements = 32 * 1024;
    private const int ProbePasses = 4;
    private static readonly long[] ProbeArray = Enumerable.Range(0, ProbeElements).Select(i => (long)i).ToArray();

    /// <summary>Probes every CPU of <paramref name="cpus"/> and pins the calling thread to the fastest; null with fewer
    /// than two CPUs or when the thread cannot be moved (then it stays where it was).</summary>
    public static CpuChoice? Choose(IReadOnlyList<int> cpus) =>
        cpus.Count < 2 ? null : Choose(cpus, MeasuringThreadPin.PinTo, ProbeTwice);

    /// <summary>Moves the calling thread to each CPU it can (<paramref name="pin"/>), probes there, and stays on the
    /// fastest; null when it could be moved to none. When the move back to the fastest is refused, the thread stays on
    /// the last CPU probed, and the choice says so.</summary>
    public static CpuChoice? Choose(IReadOnlyList<int> cpus, Func<int, bool> pin, Func<double> probe)
    {
        var probed = new List<int>();
        var probes = new List<double>();
        foreach (var cpu in cpus)
        {
            if (!pin(cpu)) continue;
            probed.Add(cpu);
            probes.Add(probe());
        }

        if (probed.Count == 0) return null;
        var fastest = Fastest(probes);
        var stays = fastest == probed.Count - 1 || pin(probed[fastest]) ? probed[fastest] : probed[probed.Count - 1];
        return new CpuChoice(stays, probed, probes);
    }

    /// <summary>Two probes, the second kept: the first refills the cache after a move or a benchmark's sample.</summary>
    public static double ProbeTwice()
    {
        Probe();
        return Probe();
    }

    /// <summary>The index of the smallest probe (the first of equals).</summary>
    public static int Fastest(IReadOnlyList<double> probes)
    {
        var best = 0;
        for (var i = 1; i < probes.Count; i++)
        {
            if (probes[i] < probes[best]) best = i;
        }

        return best;
    }

    /// <summary>Nanoseconds per element of summing the probe array <see cref="ProbePasses"/> times, where the calling
    /// thread runs now. Four sums, four elements a step: the one-sum loop `sum += array[i] * pass` compiled by .NET Core
    /// 3.1's JIT read 1.9 ns an element at the median where .NET 8's read 0.7, and flipped between the two, so the gate
    /// there found nearly every CPU slow; this form reads alike on both (0.44–0.84 and 0.37–0.67 from the 10th to the
    /// 90th percentile, docs/performance.md, "The probe on .NET Core 3.1").</summary>
    [MethodImpl((MethodImplOptions)512)] // AggressiveOptimization: no tier-0 code in a probe
    public static double Probe()
    {
        var array = ProbeArray;
        long sum0 = 0, sum1 = 0, sum2 = 0, sum3 = 0;
        var start = System.Diagnostics.Stopwatch.GetTimestamp();
        for (var pass = 0; pass < ProbePasses; pass++)
        {
            for (var i = 0; i + 3 < array.Length; i += 4)
            {
                sum0 += array[i];
                sum1 += array[i + 1];
                sum2 += array[i + 2];
                sum3 += array[i + 3];
            }
        }

        var ticks = System.Diagnostics.Stopwatch.GetTimestamp() - start;
        GC.KeepAlive(sum0 + sum1 + sum2 + sum3);
        return ticks * (1e9 / System.Diagnostics.Stopwatch.Frequency) / (ProbePasses * (double)array.Length);
    }
}
