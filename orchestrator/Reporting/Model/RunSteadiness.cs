using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>
/// How steady the host was while the run measured in rounds, as the yardstick saw it (Statistics/HostState): the
/// processes, those that ran while the host was slow (set aside) and the stand-ins run for them, the rounds left out
/// of the kept processes as slow rounds, and where the kept processes' yardstick ran against the run's fastest
/// (1 = the fastest: the spread the yardstick itself shows between processes).
/// </summary>
public sealed record RunSteadiness(
    int Processes,
    IReadOnlyList<SlowProcess> SlowProcesses,
    int StandIns,
    int RoundsLeftOut,
    int Rounds,
    double FastStateMedian,
    double FastStateMax)
{
    public static readonly RunSteadiness None = new(0, [], 0, 0, 0, 1, 1);

    /// <summary>What the bench's CPU gate did in the processes that had one; null when none had.</summary>
    public CpuGateSummary? CpuGate { get; init; }

    /// <summary>The benchmarks ("payload operation") whose result lands on the large object heap, each sample of them and
    /// of their yardstick taken on a collected heap (rounds.json's collectedBefore; the bench's LargeResult).</summary>
    public IReadOnlyList<string> CollectedHeap { get; init; } = [];
}

/// <summary>The CPU gate over a run's processes: the sample pairs it let start, those that started on a CPU probing
/// slow (above <see cref="JsonMatrix.Contracts.Cells.RoundsResult.SlowProbeLimit"/> times its process's fastest probe:
/// the gate's wait was spent), and its time in all beyond the first probes (probing every CPU, moving, sleeping).</summary>
public sealed record CpuGateSummary(int Processes, int Pairs, int SlowPairs, double WaitedMs);

/// <summary>A process set aside: its cell, its number, and how slow its yardstick ran against the run's fastest.</summary>
public sealed record SlowProcess(string Cell, int Repeat, double State);
