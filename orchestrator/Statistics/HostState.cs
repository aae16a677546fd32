using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// How fast the host let memory-heavy code run, round by round, read off the yardstick. A shared 2-vCPU machine runs
/// whole processes at about half speed while an integer loop keeps its speed (docs/performance.md, "Rounds and the
/// yardstick"); the yardstick (the floor) is memory-heavy work like a serializer's, so its samples show those phases.
/// The reference is the best the run has seen: for each yardstick group and benchmark, the fastest process's median
/// yardstick sample. A round's state is the median, over the process's benchmarks, of its yardstick sample over that
/// reference (1 = the fastest the run has seen); a round above <see cref="SlowLimit"/> is left out of the times and of
/// each process's own floor × (floor × itself pools every round: <see cref="PooledRounds"/>), and
/// a process with too few rounds left is a slow process: set aside when its cell has others, and rerun by `run`
/// within the sitting's budget. Comparing a process with its own cell is not enough: on this host both can be slow.
/// </summary>
public static class HostState
{
    /// <summary>A round whose yardstick ran more than 25 % slower than the run's best. Fast processes here sit within
    /// about 1.0–1.2 of the best, slow ones at 1.5–2.1 (docs/performance.md).</summary>
    public const double SlowLimit = 1.25;

    /// <summary>How far above its group's fast level (<see cref="PairedEstimator.FastLevel"/>) a yardstick sample may run
    /// to count toward the floor's time: the fast phase's own samples lie within about 10 % of it, the slow phase's
    /// 1.5–2.1 times; 1.1 to 1.2 held the times alike on four pairs of runs, 1.4 let slow samples in.</summary>
    public const double FastLimit = 1.15;

    /// <summary>How much wider a floor × interval is when every process of the figure ran while the host was slow: the
    /// least that made such intervals cover a second run's figure as often as the others' (1.25: 91.9 %, 1.6: 94.6 %,
    /// 2.0: 97.0 %, against 96.7 %; <see cref="PairedEstimator"/>).</summary>
    public const double SlowWidening = 1.6;

    /// <summary>How far above the run's best one benchmark's own yardstick sample may run, in a fast round, for floor × to
    /// count that round (<see cref="ProcessRatios"/>); 1.25 to 1.6 all held floor × equally well on four pairs of runs.</summary>
    public const double OwnYardstickLimit = 1.4;

    /// <summary>A process keeps its figures when at least this share of its rounds ran at the host's fast speed.</summary>
    public const double MinimumKeptShare = 0.5;

    public static HostJudgement Judge(IReadOnlyList<ProcessRounds> processes)
    {
        var best = new Dictionary<(string Group, string Benchmark), double>();
        foreach (var process in processes)
        {
            foreach (var benchmark in process.Benchmarks)
            {
                var key = (process.YardstickGroup, benchmark.Benchmark);
                var level = Median.Of(benchmark.Yardstick);
                best[key] = best.TryGetValue(key, out var fastest) ? Math.Min(fastest, level) : level;
            }
        }

        var judged = processes.ToDictionary(p => (p.Cell, p.Process), p => JudgeProcess(p, best));
        return new HostJudgement(judged, best);
    }

    private static ProcessState JudgeProcess(ProcessRounds process, IReadOnlyDictionary<(string, string), double> best)
    {
        var rounds = process.Benchmarks.Count == 0 ? 0 : process.Benchmarks.Min(b => b.Ns.Count);
        var states = Enumerable.Range(0, rounds)
            .Select(round => Median.Of(process.Benchmarks.Select(b => b.Yardstick[round] / best[(process.YardstickGroup, b.Benchmark)])))
            .ToList();
        var kept = Enumerable.Range(0, rounds).Where(round => states[round] <= SlowLimit).ToList();
        var state = rounds == 0 ? 1 : Median.Of(states);
        var slow = rounds > 0 && kept.Count < Math.Max(1, Math.Ceiling(rounds * MinimumKeptShare));
        return new ProcessState(state, rounds, kept, slow);
    }
}

/// <summary>Each process's <see cref="ProcessState"/>, by cell and process, and the fastest yardstick median seen for each
/// yardstick group and benchmark.</summary>
public sealed record HostJudgement(
    IReadOnlyDictionary<(string Cell, int Process), ProcessState> Processes,
    IReadOnlyDictionary<(string Group, string Benchmark), double> BestYardstickNs)
{
    public ProcessState Of(ProcessRounds process) => Processes[(process.Cell, process.Process)];

    /// <summary>The processes whose rounds mostly ran while the host was slow.</summary>
    public IReadOnlyList<(string Cell, int Process, double State)> SlowProcesses =>
        Processes.Where(p => p.Value.Slow).Select(p => (p.Key.Cell, p.Key.Process, p.Value.State))
            .OrderBy(p => p.Cell, StringComparer.Ordinal).ThenBy(p => p.Process).ToList();

    /// <summary>Rounds left out of the times over every process, and rounds in all.</summary>
    public (int LeftOut, int Rounds) RoundCounts => (Processes.Values.Sum(p => p.Rounds - p.KeptRounds.Count), Processes.Values.Sum(p => p.Rounds));
}

/// <summary>A process as the yardstick saw it: its median round state (1 = the run's fastest), its rounds, the rounds kept
/// (at most <see cref="HostState.SlowLimit"/>), and whether it is a slow process (too few rounds kept).</summary>
public sealed record ProcessState(double State, int Rounds, IReadOnlyList<int> KeptRounds, bool Slow);
