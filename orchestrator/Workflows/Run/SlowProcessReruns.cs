using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>
/// After the matrix's passes: the processes whose yardstick ran markedly slower than the best the run has seen for their
/// yardstick group in most of their rounds (<see cref="HostState"/>) are slow processes, whose figures the merge sets
/// aside; each gets a stand-in, a new process of its cell (repeat N+1 …, its cell.json saying which one it stands in
/// for and why), while the sitting's budget lasts (<see cref="Budget"/>), the cells
/// with the fewest fast processes first. A stand-in can be slow too; it is then set aside the same way. Pure: the caller
/// reads the folders and runs the passes.
/// </summary>
public static class SlowProcessReruns
{
    /// <summary>Reruns may add this share of the run's estimated time, so the run ends near its plan.</summary>
    public const double BudgetShare = 0.10;

    /// <summary>The sitting the README's main command promises (15 minutes end to end) less the minute its first
    /// `dotnet run` spends restoring and building the orchestrator before the run starts.</summary>
    public static readonly TimeSpan Sitting = TimeSpan.FromMinutes(14);

    /// <summary>Runs planned within the sitting and `plan`'s 20 % are the ones users sit through; longer matrices
    /// (matrix.full.yaml takes hours) were never going to fit it.</summary>
    private static readonly TimeSpan SatThrough = TimeSpan.FromMinutes(18);

    /// <summary>What merging and writing the reports take after the last process, left out of the stand-ins' time.</summary>
    private static readonly TimeSpan ReportTime = TimeSpan.FromSeconds(15);

    /// <summary>The stand-ins' time once the matrix's passes are done, <paramref name="elapsed"/> after the run began:
    /// <see cref="BudgetShare"/> of the estimate, and for a run users sit through no more than what is left of the
    /// <see cref="Sitting"/> (so a first run, whose publishes took their minutes, gets fewer stand-ins than the next).</summary>
    public static TimeSpan Budget(TimeSpan estimate, TimeSpan elapsed)
    {
        var share = estimate * BudgetShare;
        if (estimate > SatThrough) return share;
        var left = Sitting - elapsed - ReportTime;
        return left <= TimeSpan.Zero ? TimeSpan.Zero : (left < share ? left : share);
    }

    public static IReadOnlyList<CellPass> Choose(IReadOnlyList<CellData> processes, HostJudgement host, IReadOnlyList<Cell> cells, int repeats, string job,
        Func<Cell, TimeSpan> estimateOf, TimeSpan budget)
    {
        if (repeats < 2) return [];
        var chosen = new List<CellPass>();
        var spent = TimeSpan.Zero;
        var byId = cells.ToDictionary(c => c.Id, StringComparer.Ordinal);
        var candidates = processes.Where(p => !p.Outcome.IsWeb).GroupBy(p => p.Outcome.Id)
            .Where(g => byId.ContainsKey(g.Key))
            .Select(g => (Cell: byId[g.Key], Processes: g.ToList(), Slow: g.Where(p => IsSlow(p, host)).OrderBy(p => p.Outcome.Repeat).ToList()))
            .Where(c => c.Slow.Count > 0)
            .Select(c => (c.Cell, c.Processes, c.Slow, Fast: c.Processes.Count(p => p.Outcome.Status == CellStatus.Ok && !IsSlow(p, host))))
            .OrderBy(c => c.Fast).ThenBy(c => cells.ToList().IndexOf(c.Cell))
            .ToList();
        foreach (var (cell, all, slow, fast) in candidates)
        {
            var next = all.Max(p => p.Outcome.Repeat) + 1;
            // Stand-ins only until the cell has as many fast processes as the matrix asks, and within its folder's room.
            foreach (var process in slow.Take(Math.Max(0, cell.ProcessesOf(repeats, job) - fast)))
            {
                var estimate = estimateOf(cell);
                if (next > RunManifest.MostProcessesFor(repeats * cell.ProcessFactor) || spent + estimate > budget) break;
                var state = host.Processes[(process.Outcome.Id, process.Outcome.Repeat)].State;
                chosen.Add(new CellPass(cell, next++, repeats)
                {
                    Rerun = string.Create(CultureInfo.InvariantCulture,
                        $"stands in for repeat {process.Outcome.Repeat}, whose yardstick ran {state:0.00}× the run's fastest (more than {HostState.SlowLimit:0.00}× in most of its rounds: a slow host)"),
                });
                spent += estimate;
            }
        }

        return chosen;
    }

    /// <summary>Slow processes the budget left without a stand-in, for the run's summary.</summary>
    public static int Unreplaced(IReadOnlyList<CellData> processes, HostJudgement host, IReadOnlyList<Cell> cells, int repeats, string job)
    {
        var byId = cells.ToDictionary(c => c.Id, StringComparer.Ordinal);
        return processes.Where(p => !p.Outcome.IsWeb && byId.ContainsKey(p.Outcome.Id)).GroupBy(p => p.Outcome.Id)
            .Sum(g => Math.Min(g.Count(p => IsSlow(p, host)),
                Math.Max(0, byId[g.Key].ProcessesOf(repeats, job) - g.Count(p => p.Outcome.Status == CellStatus.Ok && !IsSlow(p, host)))));
    }

    private static bool IsSlow(CellData process, HostJudgement host) =>
        host.Processes.TryGetValue((process.Outcome.Id, process.Outcome.Repeat), out var state) && state.Slow;
}
