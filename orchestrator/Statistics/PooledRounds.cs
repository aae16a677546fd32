using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// floor × of one benchmark from its cell's processes: the median of sample / yardstick sample over the rounds of every
/// process together, slow rounds too (<see cref="ProcessRatios"/> says which rounds count).
/// <para>Why every round, and not only those at the host's fast speed: since the CPU gate starts each pair on a fast CPU,
/// a sample and its yardstick's meet the same state and the ratio holds in the slow state too (a process's floor × lay as
/// far from its cell's median whether a fifth or nearly all of its pairs started on a CPU probing slow). On a slow
/// evening few rounds are fast, so the fast ones came from two or three processes: over the same samples of four pairs
/// of runs, floor × within 5 % of the other run went from 56–78 % (fast rounds) to 80–94 % (every round)
/// (docs/performance.md, "Every round pooled").</para>
/// <para>Why pooled rounds rather than the median of the processes' medians: a process counts with its rounds, so a
/// stand-in's and its slow original's both count, and on those pairs the median of medians held 76–90 %.</para>
/// <para>Its precision: a bootstrap over processes (the unit of replication: whole processes, not rounds, are what a
/// second run draws anew), scaled by n / (n − 1) for the few processes a cell has.</para>
/// </summary>
public static class PooledRounds
{
    private const int Resamples = 400;

    /// <summary>The median of every process's counted ratios together.</summary>
    public static double Median(IReadOnlyList<ProcessRatios> processes) =>
        Statistics.Median.Of([.. Counting(processes).SelectMany(ratios => ratios)]);

    /// <summary>The variance of the log of <see cref="Median"/> from resampling whole processes (those that count), seeded by
    /// <paramref name="name"/> so that a report merged twice reads the same; zero for one process.</summary>
    public static double LogVariance(IReadOnlyList<ProcessRatios> processes, string name)
    {
        var counting = Counting(processes);
        var count = counting.Count;
        if (count < 2) return 0;
        var random = new Random(StableSeed(name));
        var logs = new double[Resamples];
        var draw = new List<double>();
        for (var i = 0; i < Resamples; i++)
        {
            draw.Clear();
            for (var j = 0; j < count; j++) draw.AddRange(counting[random.Next(count)]);
            logs[i] = Math.Log(Statistics.Median.Of(draw));
        }

        var mean = logs.Average();
        return logs.Sum(l => (l - mean) * (l - mean)) / Resamples * count / (count - 1.0);
    }

    /// <summary>The ratios that count, per process: a process none of whose rounds count (every one fast as a whole with its own
    /// yardstick sample far off its best) takes no part, in the median or the resampling; where no process has a round that
    /// counts, every round of every process does, as where every process ran slow. On a quiet host every round of a
    /// process can be fast: list-1000's serialize-string floor, whose 220 KB strings go to the large object heap, ran above
    /// 1.4× its best in all 30 rounds of one process in three cells of a run (2026-11-28, run Q2), and its merge stopped on
    /// an empty median before this.</summary>
    private static IReadOnlyList<IReadOnlyList<double>> Counting(IReadOnlyList<ProcessRatios> processes)
    {
        var counting = processes.Where(p => p.Counted.Count > 0).Select(p => p.Counted).ToList();
        return counting.Count > 0 ? counting : [.. processes.Select(p => p.All)];
    }

    /// <summary>FNV-1a: string.GetHashCode differs from process to process.</summary>
    public static int StableSeed(string name)
    {
        var hash = 2166136261u;
        foreach (var c in name) hash = (hash ^ c) * 16777619u;
        return (int)(hash & 0x7FFFFFFF);
    }
}

/// <summary>One process's ratios (sample / yardstick sample) of one benchmark that count in floor ×: every round's but
/// those in which the round as a whole ran fast while this benchmark's own yardstick sample ran far off its best (a
/// badly compiled or interrupted floor, no host state: one process of run T read Newtonsoft.Json at 1.5× the floor
/// where its three others read 2.9×).</summary>
/// <param name="All">Every round's ratio, which counts only where no process has a counted one.</param>
public sealed record ProcessRatios(IReadOnlyList<double> Counted, IReadOnlyList<double> All)
{
    /// <summary>A process whose every round counts.</summary>
    public ProcessRatios(IReadOnlyList<double> all) : this(all, all)
    {
    }
}
