using System;
using System.Collections.Generic;
using System.Linq;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// Whether the second run as a whole is slower or faster than the first: a shift every benchmark shares (a slower build,
/// a slower machine) can hide inside each benchmark's noise and still be plain across all of them. The unit is the
/// cell: its benchmarks share their processes, so they are not independent of each other, while cells run in processes
/// of their own. Each cell's mean log change is one observation; their mean and a 95 % Student-t interval over the cells
/// give the run's change, judged against the threshold as <see cref="ChangeTest"/> judges one benchmark.
/// </summary>
public static class WholeRunChange
{
    /// <summary>Fewer cells than this give no interval worth the name.</summary>
    public const int MinimumCells = 3;

    /// <param name="ratios">Each shared benchmark's cell and its change second / first.</param>
    /// <returns>null when fewer than <see cref="MinimumCells"/> cells have a ratio.</returns>
    public static WholeRunResult? Decide(IEnumerable<(string Cell, double Ratio)> ratios, double threshold)
    {
        var cells = ratios.Where(r => r.Ratio > 0 && double.IsFinite(r.Ratio))
            .GroupBy(r => r.Cell, StringComparer.Ordinal)
            .Select(cell => cell.Average(r => Math.Log(r.Ratio)))
            .ToList();
        if (cells.Count < MinimumCells) return null;
        var mean = cells.Average();
        var variance = cells.Sum(c => (c - mean) * (c - mean)) / (cells.Count - 1);
        var halfWidth = new StudentDistribution(cells.Count - 1).Quantile(1 - ((1 - ChangeTest.Confidence) / 2)) * Math.Sqrt(variance / cells.Count);
        var limit = Math.Log(1 + threshold);
        var verdict = mean - halfWidth > 0 && mean > limit ? Verdict.Slower
            : mean + halfWidth < 0 && mean < -limit ? Verdict.Faster
            : halfWidth > limit ? Verdict.CannotTell
            : Verdict.Same;
        return new WholeRunResult(Math.Exp(mean), Math.Exp(mean - halfWidth), Math.Exp(mean + halfWidth), cells.Count, verdict);
    }
}

/// <summary>The second run against the first as a whole: the geometric mean of the cells' changes (above 1 slower), its
/// 95 % interval, how many cells it rests on, and the verdict.</summary>
public sealed record WholeRunResult(double Ratio, double Lower, double Upper, int Cells, Verdict Verdict);
