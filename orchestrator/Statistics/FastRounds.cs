using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// floor × of one benchmark from its cell's processes: the median of sample / yardstick sample over the fast rounds of
/// every process together (the rounds <see cref="HostState"/> kept, a slow process's few included), or over every round
/// where no process kept one.
/// <para>Why pooled rounds rather than the median of the processes' medians: floor × itself shifts with the host's state,
/// by up to about 10 % either way depending on the benchmark (the slow state does not slow a serializer and the floor
/// alike), so a figure should rest on the rounds that ran at the host's fast speed, wherever they fell. On four pairs of
/// runs of the default matrix this held floor × within 5 % of the other run for 87–96 % of results, against 84–87 % for
/// the median of process medians (docs/performance.md, "Fast rounds pooled").</para>
/// <para>Its precision: a bootstrap over processes (the unit of replication: whole processes, not rounds, are what a
/// second run draws anew), scaled by n / (n − 1) for the few processes a cell has.</para>
/// </summary>
public static class FastRounds
{
    private const int Resamples = 400;

    /// <summary>The pooled median of the processes' fast-round ratios, or of all their ratios where none is fast.</summary>
    public static double Median(IReadOnlyList<ProcessRatios> processes)
    {
        var kept = processes.SelectMany(p => p.Kept).ToList();
        return Statistics.Median.Of(kept.Count > 0 ? kept : [.. processes.SelectMany(p => p.All)]);
    }

    /// <summary>The variance of the log of <see cref="Median"/> from resampling whole processes, seeded by
    /// <paramref name="name"/> so that a report merged twice reads the same; zero for one process.</summary>
    public static double LogVariance(IReadOnlyList<ProcessRatios> processes, string name)
    {
        var count = processes.Count;
        if (count < 2) return 0;
        var random = new Random(StableSeed(name));
        var logs = new double[Resamples];
        var draw = new ProcessRatios[count];
        for (var i = 0; i < Resamples; i++)
        {
            for (var j = 0; j < count; j++) draw[j] = processes[random.Next(count)];
            logs[i] = Math.Log(Median(draw));
        }

        var mean = logs.Average();
        return logs.Sum(l => (l - mean) * (l - mean)) / Resamples * count / (count - 1.0);
    }

    /// <summary>FNV-1a: string.GetHashCode differs from process to process.</summary>
    private static int StableSeed(string name)
    {
        var hash = 2166136261u;
        foreach (var c in name) hash = (hash ^ c) * 16777619u;
        return (int)(hash & 0x7FFFFFFF);
    }
}

/// <summary>One process's ratios (sample / yardstick sample) of one benchmark: those of its fast rounds, and all.</summary>
public sealed record ProcessRatios(IReadOnlyList<double> Kept, IReadOnlyList<double> All);
