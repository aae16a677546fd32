using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// How two figures of one yardstick group compare (a serializer over System.Text.Json on one runtime): each process's
/// median time of the benchmark divided by the process's host level, the median over the cell's processes on a log scale.
/// A process's host level is the median, over its benchmarks, of its yardstick's median time against the group's: the
/// floor beside every benchmark of the process says how fast the host ran it, and the median over a dozen benchmarks says
/// it without any one floor's own level.
/// <para>Why not floor × over floor ×: each process's floor for one benchmark lands a little faster or slower for its
/// whole life, as the serializer beside it does, and independently of it; dividing sample by floor sample adds that floor's
/// level to both sides of the ratio. On four new users' pairs of runs the ratio to System.Text.Json held within 5 % of
/// the second run for 82–90 % of results as floor × over floor ×, 83–95 % with the mean over the processes of each one's
/// time over its host level, and 92–95 % with their median (docs/performance.md, "The ratio from each process's host
/// level").</para>
/// <para>Why the median over the processes: now and then one process of four reads far off for a benchmark (a floor at
/// 1.6 times its usual time in one of them, its serializer at its usual one), and the mean moves by a quarter of it.</para>
/// </summary>
public static class HostLevel
{
    /// <summary>Each (cell, benchmark)'s median log host-level time over its processes, with its variance from the spread
    /// between them, shrunk toward the run's pooled spread (<see cref="ProcessNoise"/>), as a median's (π/2 times a
    /// mean's).</summary>
    public static IReadOnlyDictionary<(string Cell, string Benchmark), LevelFigure> Estimate(IReadOnlyList<ProcessRounds> processes)
    {
        var groupNs = processes
            .SelectMany(p => p.Benchmarks.Select(b => (Key: (p.YardstickGroup, b.Benchmark), Samples: b.Yardstick)))
            .GroupBy(x => x.Key)
            .ToDictionary(g => g.Key, g => Median.Of(g.SelectMany(x => x.Samples).Where(Positive)));
        var levels = processes
            .Where(p => p.Benchmarks.Count > 0)
            .SelectMany(p =>
            {
                var host = Median.Of(p.Benchmarks.Select(b => Math.Log(Median.Of(b.Yardstick.Where(Positive)) / groupNs[(p.YardstickGroup, b.Benchmark)])));
                // Each process's time at the host's usual speed: its median over its host level.
                return p.Benchmarks.Select(b => (p.Cell, b.Benchmark, Ns: Median.Of(b.Ns.Where(Positive)) / Math.Exp(host)));
            })
            .Where(x => x.Ns > 0 && double.IsFinite(x.Ns))
            .GroupBy(x => (x.Cell, x.Benchmark))
            .ToDictionary(g => g.Key, g => (IReadOnlyList<double>)[.. g.Select(x => x.Ns)]);
        var pooled = ProcessNoise.Pool(levels.Values);
        return levels.ToDictionary(pair => pair.Key, pair =>
        {
            var noise = pooled.Of(pair.Value);
            return new LevelFigure(Median.Of(pair.Value.Select(ns => Math.Log(ns))), MedianVariance * noise.Variance / pair.Value.Count, noise.DegreesOfFreedom);
        });
    }

    /// <summary>A median's variance over a mean's, for samples near normal.</summary>
    private const double MedianVariance = Math.PI / 2;

    private static bool Positive(double ns) => ns > 0 && double.IsFinite(ns);
}

/// <summary>A figure's log host-level time over its processes (<see cref="HostLevel"/>), the variance of that figure,
/// and its degrees of freedom.</summary>
public sealed record LevelFigure(double Log, double VarianceOfMean, double DegreesOfFreedom);
