using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
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
            states.Max())
        {
            CpuGate = Gate(processes),
            CollectedHeap = CollectedHeap(processes),
        };
    }

    /// <summary>The benchmarks any process sampled on a collected heap, as "payload operation", in order.</summary>
    public static IReadOnlyList<string> CollectedHeap(IReadOnlyList<CellData> processes) =>
        [.. processes.SelectMany(c => c.Rounds?.Benchmarks ?? []).Where(b => b.CollectedBefore)
            .Select(b => $"{b.Payload} {b.Operation}").Distinct().Order(System.StringComparer.Ordinal)];

    /// <summary>The gate's pairs and waits over every process whose rounds.json records them; null when none does.</summary>
    public static CpuGateSummary? Gate(IReadOnlyList<CellData> processes)
    {
        var gated = processes.Select(c => c.Rounds?.Order).OfType<IReadOnlyList<RoundOrder>>()
            .Where(order => order.Count > 0 && order.All(o => o.Cpus is not null && o.ProbeNs is not null)).ToList();
        if (gated.Count == 0) return null;
        var (pairs, slow, waited) = (0, 0, 0.0);
        foreach (var order in gated)
        {
            var probes = order.SelectMany(o => o.ProbeNs!).ToList();
            var fastest = probes.DefaultIfEmpty(0).Min();
            pairs += probes.Count;
            slow += probes.Count(ns => ns > fastest * RoundsResult.SlowProbeLimit);
            waited += order.Sum(o => o.WaitedMs ?? 0);
        }

        return new CpuGateSummary(gated.Count, pairs, slow, waited);
    }
}
