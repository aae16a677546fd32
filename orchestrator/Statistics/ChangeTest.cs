using System;
using System.Collections.Generic;
using System.Linq;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>One benchmark of two runs judged: the change (second / first, above 1 slower), the 95 % interval it lies in,
/// the smallest change this comparison could have detected, and the verdict.</summary>
public sealed record ChangeResult(double Ratio, double Lower, double Upper, double DetectableChange, Verdict Verdict);

/// <summary>How far figures of one kind moved between the same two runs, from the other figures of that kind: the mean
/// square of their log changes, and how many changes it rests on (its degrees of freedom). For a figure that has no
/// yardstick, what its own processes cannot see (the host's speed at that kind of work from one run to the next) is in
/// the others' changes.</summary>
public sealed record RunSpread(double Variance, int DegreesOfFreedom);

/// <summary>
/// The process is the unit of replication: a run's figure for a benchmark is the mean of its processes' log medians, and
/// the difference of two runs is tested against the spread between processes (<see cref="ProcessNoise"/>), never
/// against the iterations inside one process, which do not see what changes from one process to the next (tiering and
/// PGO decisions, code and heap layout). With a 95 % Student-t interval of the log difference:
/// slower (faster) when the interval lies above (below) 1 and the change exceeds the threshold; otherwise same when the
/// interval's half-width, the smallest detectable change, is within the threshold; otherwise "cannot tell".
/// </summary>
public static class ChangeTest
{
    public const double Confidence = 0.95;

    /// <summary>The level of a verdict on floor × (runs measured in rounds): a run compares hundreds of benchmarks at once,
    /// and at 95 % about 2 % of them came out "slower" or "faster" between two runs of the same code (docs/performance.md,
    /// "compare"); at 99 % fewer than 1 %, and a slowdown of 10 % is still found in over 90 % of them.</summary>
    public const double PairedConfidence = 0.99;

    /// <param name="first">The first run's process medians (ns), one per process.</param>
    /// <param name="second">The second run's.</param>
    /// <param name="threshold">The smallest change that counts, as a fraction (0.05 for 5 %).</param>
    /// <param name="pooled">The runs' pooled process spread (<see cref="ProcessNoise.Pool"/>).</param>
    /// <param name="withinVariance">The squared relative standard error of one process median from its own iterations: the
    /// spread between processes cannot be smaller (it matters when a run has one process, or few noisy iterations).</param>
    /// <param name="confidence">The interval's level: <see cref="Confidence"/>, or <see cref="PairedConfidence"/> for floor ×.</param>
    /// <param name="runSpread">Where given, the variance of the change itself (not of a process) as other figures of its
    /// kind made it between the same two runs, with its degrees of freedom: the change's variance is no smaller, and
    /// its degrees of freedom no more.</param>
    public static ChangeResult Decide(IReadOnlyList<double> first, IReadOnlyList<double> second, double threshold, ProcessNoise pooled, double withinVariance = 0,
        double confidence = Confidence, RunSpread? runSpread = null)
    {
        if (first.Count == 0 || second.Count == 0) throw new ArgumentException("each run needs at least one process median");
        var difference = LogChange(first, second);
        var noise = pooled.For(first, second);
        var variance = Math.Max(noise.Variance, withinVariance) * ((1.0 / first.Count) + (1.0 / second.Count));
        var degreesOfFreedom = noise.DegreesOfFreedom;
        if (runSpread is { DegreesOfFreedom: > 0 } spread)
        {
            // The larger of the two estimates, as uncertain as the less certain one: a few others' changes are a rough
            // measure, and a test that leans on them must not claim the processes' many degrees of freedom.
            variance = Math.Max(variance, spread.Variance);
            degreesOfFreedom = Math.Min(degreesOfFreedom, spread.DegreesOfFreedom);
        }

        var standardError = Math.Sqrt(variance);
        var quantile = new StudentDistribution(degreesOfFreedom).Quantile(1 - ((1 - confidence) / 2));
        var halfWidth = quantile * standardError;
        var (lower, upper) = (difference - halfWidth, difference + halfWidth);
        var limit = Math.Log(1 + threshold);
        var verdict = lower > 0 && difference > limit ? Verdict.Slower
            : upper < 0 && difference < -limit ? Verdict.Faster
            : halfWidth > limit ? Verdict.CannotTell
            : Verdict.Same;
        return new ChangeResult(Math.Exp(difference), Math.Exp(lower), Math.Exp(upper), Math.Exp(halfWidth) - 1, verdict);
    }

    /// <summary>The change the test judges: the mean of SECOND's log process medians minus FIRST's.</summary>
    public static double LogChange(IReadOnlyList<double> first, IReadOnlyList<double> second) =>
        second.Average(m => Math.Log(m)) - first.Average(m => Math.Log(m));
}
