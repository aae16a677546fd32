using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>
/// After the passes and the stand-ins, the time left of the sitting (<see cref="Matrix.Planning.Sitting.ExtraTime"/>)
/// buys more processes for the cells whose figures the run knows least. What a second run disagrees on is each
/// process's own level, which only more processes average (docs/performance.md, "What a process's level is not"), and
/// cells differ in it by a factor of two or more (.NET Core 3.1's DataContractJsonSerializer against the source
/// generator): spent where the variance is, the same minutes settle more figures than another process of every cell
/// would ("Extra processes where the figures spread"). Greedy: each next process goes to the cell whose figures'
/// variance it would lower most per second of its process; a figure that ratios to the baseline serializer divide by
/// counts once more for each of them. Pure: the caller estimates the figures and runs the passes.
/// </summary>
public static class ExtraProcesses
{
    /// <param name="figures">The run's paired figures so far (<see cref="PairedEstimator"/>).</param>
    /// <param name="processes">Every process folder of the run: a cell's next repeat follows its last.</param>
    /// <param name="baselineSerializer">The serializer every ratio divides by (matrix.yaml `baseline`).</param>
    public static IReadOnlyList<CellPass> Choose(IReadOnlyList<PairedFigure> figures, IReadOnlyList<CellData> processes, IReadOnlyList<Cell> cells,
        int repeats, string baselineSerializer, Func<Cell, TimeSpan> estimateOf, TimeSpan budget)
    {
        if (repeats < 2 || budget <= TimeSpan.Zero) return [];
        var byId = cells.Where(c => !c.IsWeb).ToDictionary(c => c.Id, StringComparer.Ordinal);
        var lastRepeat = processes.GroupBy(p => p.Outcome.Id).ToDictionary(g => g.Key, g => g.Max(p => p.Outcome.Repeat), StringComparer.Ordinal);
        var candidates = figures
            .Where(f => byId.ContainsKey(f.Cell) && f.ProcessFloorRatios.Count >= 2 && f.YardstickRatioVariance > 0)
            .GroupBy(f => f.Cell)
            .Select(g => new Candidate(byId[g.Key], g.Max(f => f.Processes), lastRepeat.GetValueOrDefault(g.Key),
                [.. g.Select(f => f.YardstickRatioVariance * Weight(f, figures, byId[g.Key], baselineSerializer))]))
            .ToList();
        var chosen = new List<CellPass>();
        var spent = TimeSpan.Zero;
        while (true)
        {
            var best = candidates
                .Where(c => c.NextRepeat <= RunManifest.MostProcessesFor(repeats * c.Cell.ProcessFactor) && spent + Cost(c.Cell, estimateOf) <= budget)
                .OrderByDescending(c => c.Gain / Cost(c.Cell, estimateOf).TotalSeconds)
                .FirstOrDefault();
            if (best is null) break;
            chosen.Add(new CellPass(best.Cell, best.NextRepeat, repeats) { Rerun = CellRecord.ExtraRerun });
            spent += Cost(best.Cell, estimateOf);
            best.Add();
        }

        // In rounds, each a cell's next extra process in the passes' order (the runtimes in turn), so that a cell's extra
        // processes spread over the extras' minutes rather than sharing one stretch of the host's state.
        var order = CellPass.PassOrder([.. byId.Values]).Select((cell, index) => (cell.Id, index)).ToDictionary(p => p.Id, p => p.index, StringComparer.Ordinal);
        return [.. chosen.GroupBy(p => p.Cell.Id).SelectMany(g => g.Select((pass, k) => (pass, k)))
            .OrderBy(p => p.k).ThenBy(p => order.GetValueOrDefault(p.pass.Cell.Id)).Select(p => p.pass)];
    }

    /// <summary>How many figures lean on this one: itself, and where its cell is the baseline serializer's, every other
    /// cell's figure of the same benchmark and yardstick group (their ratio to the baseline divides by it).</summary>
    private static int Weight(PairedFigure figure, IReadOnlyList<PairedFigure> figures, Cell cell, string baselineSerializer) =>
        cell.Serializer.Id != baselineSerializer ? 1
            : 1 + figures.Count(f => f.Cell != figure.Cell && f.Benchmark == figure.Benchmark && f.YardstickGroup == figure.YardstickGroup);

    private static TimeSpan Cost(Cell cell, Func<Cell, TimeSpan> estimateOf)
    {
        var estimate = estimateOf(cell);
        return estimate > TimeSpan.Zero ? estimate : TimeSpan.FromSeconds(1);
    }

    /// <summary>A cell's weighted figure variances, which one more process scales by n / (n + 1).</summary>
    private sealed class Candidate(Cell cell, int processes, int lastRepeat, List<double> variances)
    {
        public Cell Cell { get; } = cell;
        public int Processes { get; private set; } = processes;
        public int NextRepeat { get; private set; } = lastRepeat + 1;

        /// <summary>What one more process takes off the sum of the weighted variances.</summary>
        public double Gain => variances.Sum() / (Processes + 1);

        public void Add()
        {
            for (var i = 0; i < variances.Count; i++) variances[i] *= Processes / (double)(Processes + 1);
            Processes++;
            NextRepeat++;
        }
    }

    /// <summary>The run's line before the extra processes run.</summary>
    public static string Describe(IReadOnlyList<CellPass> passes, TimeSpan budget) =>
        string.Create(CultureInfo.InvariantCulture,
            $"Extra processes: {passes.Count} for the cells whose figures spread most between processes ({string.Join(", ", passes.GroupBy(p => p.Cell.Id).Select(g => g.Count() == 1 ? g.Key : $"{g.Key} x{g.Count()}"))}), within their time ({Matrix.Planning.DurationEstimate.Format(budget)}: a quarter of the estimate, and no more than what is left of a {Matrix.Planning.DurationEstimate.Format(Matrix.Planning.Sitting.Length)} run; docs/running.md, \"Extra processes\").");
}
