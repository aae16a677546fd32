using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// What a plan estimates for a whole run, in one place for every plan format and for `run`'s plan: every micro cell's
/// time counts <see cref="Repeats"/> times (its processes; its cold start once), a web cell's and the lean job's floor
/// cell's once (<see cref="Cell.ProcessesOf"/>), and divides between the core sets; publishing and building images
/// happen once per runtime however often the cells run.
/// </summary>
public sealed record PlanTotals(int Repeats, int CoreSets, int CellRuns, TimeSpan Cells, TimeSpan Setup, bool Learned)
{
    public TimeSpan Total => Cells + Setup;

    public static PlanTotals Of(MatrixDefinition matrix, IReadOnlyList<Cell> cells, DurationEstimate estimate, int repeats)
    {
        var coreSets = Math.Max(1, matrix.Limits.CpuSets.Count);
        // Web cells run once: their replicates are their load windows. A cell's cold start is timed in one process only.
        var passes = cells.Aggregate(TimeSpan.Zero, (sum, cell) => sum + estimate.ForCell(matrix.Job, cell, matrix.BenchmarksOf(cell), matrix.Web)
            + (estimate.ForCell(matrix.Job, cell, matrix.BenchmarksOf(cell), matrix.Web, firstProcess: false) * (cell.ProcessesOf(repeats, matrix.Job) - 1)));
        var runs = cells.Sum(cell => cell.ProcessesOf(repeats, matrix.Job));
        return new PlanTotals(repeats, coreSets, runs, passes / coreSets, estimate.Setup(cells, matrix.Job), estimate.IsLearned);
    }
}
