using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// How far a benchmark's median moves from one process to the next, on a log scale (so 0.03 is about 3 %): the noise a
/// second run sees. Each benchmark has only a few processes per run, so its own estimate is rough; it is pooled with the
/// typical spread of every benchmark of the runs compared (<see cref="Pool"/>), as a prior worth <see cref="PriorWeight"/>
/// degrees of freedom (an empirical-Bayes shrinkage), which keeps one lucky pair of close processes from claiming
/// precision it does not have.
/// </summary>
public sealed record ProcessNoise(double Variance, double DegreesOfFreedom)
{
    /// <summary>How much the pooled spread weighs against one benchmark's own: as much as four processes' worth.</summary>
    public const double PriorWeight = 4;

    /// <summary>When no benchmark of either run was measured in two processes there is nothing to pool: this spread (3 %
    /// between processes, the order seen on the project's 2-core machine, docs/performance.md) stands in for it, and a
    /// one-process comparison then cannot call a change below about 8 % either way.</summary>
    public const double AssumedSpread = 0.03;

    public static readonly ProcessNoise Assumed = new(AssumedSpread * AssumedSpread, PriorWeight);

    /// <summary>The pooled variance of log process medians over every benchmark with two or more processes; the upper
    /// tenth is left out so that a few wild benchmarks do not make every other one look noisy (they keep their own).</summary>
    public static ProcessNoise Pool(IEnumerable<IReadOnlyList<double>> processMedians) =>
        Pool(processMedians.Where(m => m.Count >= 2).Select(m => (LogVariance(m), m.Count - 1.0)));

    /// <summary>The pooled variance of figures that each come with their own variance and degrees of freedom (floor ×'s
    /// bootstrap variances, <see cref="PooledRounds"/>), the upper tenth left out as above.</summary>
    public static ProcessNoise Pool(IEnumerable<(double Variance, double Df)> own)
    {
        var variances = own.Where(v => v.Df > 0).OrderBy(v => v.Variance).ToList();
        if (variances.Count == 0) return Assumed;
        var kept = variances.Take(Math.Max(1, (int)Math.Ceiling(variances.Count * 0.9))).ToList();
        var df = kept.Sum(v => v.Df);
        return new ProcessNoise(kept.Sum(v => v.Variance * v.Df) / df, df);
    }

    /// <summary>A benchmark's own spread in both runs, shrunk toward this pooled one.</summary>
    public ProcessNoise For(IReadOnlyList<double> first, IReadOnlyList<double> second)
    {
        var own = new[] { first, second }.Where(m => m.Count >= 2).Select(m => (Variance: LogVariance(m), Df: m.Count - 1.0)).ToList();
        var ownDf = own.Sum(v => v.Df);
        var ownSum = own.Sum(v => v.Variance * v.Df);
        var prior = Math.Min(PriorWeight, DegreesOfFreedom);
        return new ProcessNoise((ownSum + (prior * Variance)) / (ownDf + prior), ownDf + prior);
    }

    /// <summary>A figure's own spread over its processes in one run, shrunk toward this pooled one.</summary>
    public ProcessNoise Of(IReadOnlyList<double> processFigures) =>
        processFigures.Count >= 2 ? Shrink(LogVariance(processFigures), processFigures.Count - 1.0) : Shrink(0, 0);

    /// <summary>A figure's own variance, with its degrees of freedom, shrunk toward this pooled one.</summary>
    public ProcessNoise Shrink(double ownVariance, double ownDf)
    {
        var prior = Math.Min(PriorWeight, DegreesOfFreedom);
        return new ProcessNoise(((ownVariance * ownDf) + (prior * Variance)) / (ownDf + prior), ownDf + prior);
    }

    public static double LogVariance(IReadOnlyList<double> medians)
    {
        var logs = medians.Select(m => Math.Log(m)).ToList();
        var mean = logs.Average();
        return logs.Sum(l => (l - mean) * (l - mean)) / (logs.Count - 1);
    }
}
