using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>The run's <see cref="RunSteadiness"/> from the host's judgement and the processes' records.</summary>
public static class SteadinessBuilder
{
    public static RunSteadiness Build(HostJudgement? host, IReadOnlyList<CellData> processes)
    {
        if (host is null || host.Processes.Count == 0) return RunSteadiness.None;
        var fast = host.Processes.Values.Where(p => !p.Slow).ToList();
        var (leftOut, rounds) = (fast.Sum(p => p.Rounds - p.KeptRounds.Count), fast.Sum(p => p.Rounds));
        var states = fast.Select(p => p.State).DefaultIfEmpty(1).ToList();
        return new RunSteadiness(
            host.Processes.Count,
            [.. host.SlowProcesses.Select(p => new SlowProcess(p.Cell, p.Process, p.State))],
            processes.Count(c => c.Outcome.Rerun is not null),
            leftOut,
            rounds,
            Median.Of(states),
            states.Max());
    }
}
