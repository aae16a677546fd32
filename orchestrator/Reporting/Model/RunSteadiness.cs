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
}

/// <summary>A process set aside: its cell, its number, and how slow its yardstick ran against the run's fastest.</summary>
public sealed record SlowProcess(string Cell, int Repeat, double State);
