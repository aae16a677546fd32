using System;
using System.Collections.Generic;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

/// <summary>The run as a whole: cells as the unit, a 95 % interval over their mean changes.</summary>
public sealed class WholeRunChangeTests
{
    [Fact]
    public void A_copy_slowed_by_half_is_slower_as_a_whole_though_each_benchmark_is_too_noisy_to_show_it()
    {
        // As in a noisy afternoon's run: benchmarks whose processes disagree by about 30 %, 30 cells of 8 benchmarks.
        var result = WholeRunChange.Decide(Ratios(cells: 30, perCell: 8, shift: 1.5, noise: 0.30, seed: 1), 0.05)!;

        Assert.Equal(Verdict.Slower, result.Verdict);
        Assert.Equal(30, result.Cells);
        Assert.InRange(result.Ratio, 1.4, 1.6);
        Assert.True(result.Lower > 1.05, result.ToString());
    }

    [Fact]
    public void Two_runs_that_differ_only_by_a_small_shift_are_the_same_as_a_whole()
    {
        // The simulation: 3.6 % between processes (two a run: 3.6 % a benchmark), the second run 1.8 % slower.
        var result = WholeRunChange.Decide(Ratios(cells: 30, perCell: 8, shift: 1.018, noise: 0.036, seed: 2), 0.05)!;

        Assert.Equal(Verdict.Same, result.Verdict);
        Assert.True(result.Upper < 1.05 && result.Lower > 0.95, result.ToString());
    }

    [Fact]
    public void A_few_noisy_cells_cannot_tell_and_fewer_than_three_are_not_judged()
    {
        var few = WholeRunChange.Decide(Ratios(cells: 4, perCell: 2, shift: 1.0, noise: 0.40, seed: 3), 0.05)!;

        Assert.Equal(Verdict.CannotTell, few.Verdict);
        Assert.Null(WholeRunChange.Decide(Ratios(cells: 2, perCell: 8, shift: 2.0, noise: 0.01, seed: 4), 0.05));
    }

    [Fact]
    public void A_faster_run_is_faster_as_a_whole()
    {
        Assert.Equal(Verdict.Faster, WholeRunChange.Decide(Ratios(cells: 12, perCell: 6, shift: 0.8, noise: 0.05, seed: 5), 0.05)!.Verdict);
    }

    /// <summary>Ratios second / first: a shared shift, times a log-normal difference per benchmark (and a smaller one
    /// shared by each cell's benchmarks, which share their processes).</summary>
    private static IEnumerable<(string Cell, double Ratio)> Ratios(int cells, int perCell, double shift, double noise, int seed)
    {
        var random = new Random(seed);
        double Normal() => Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
        for (var cell = 0; cell < cells; cell++)
        {
            var cellOffset = Normal() * noise / 3;
            for (var benchmark = 0; benchmark < perCell; benchmark++)
                yield return ($"cell-{cell}", shift * Math.Exp(cellOffset + (Normal() * noise)));
        }
    }
}
