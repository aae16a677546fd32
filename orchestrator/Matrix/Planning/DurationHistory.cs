using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// What finished cells cost on this machine, learned by `run` and read by `plan` and the ETA: seconds per benchmark
/// (by job, runtime, serializer, lifetime and payload:operation), seconds of per-cell overhead (by job and runtime:
/// container start, the correctness gate, collecting) and seconds of one-time set-up per runtime (a real publish and
/// image build), seconds per cold-start process (by runtime and serializer), and the wall time of cells that failed (a
/// runtime whose publish fails costs seconds, not minutes, until it is fixed). Each figure is a running mean of the last few samples, so one disturbed run moves it only part way.
/// </summary>
public sealed record DurationHistory(
    IReadOnlyDictionary<string, double> BenchmarkSeconds,
    IReadOnlyDictionary<string, double> CellOverheadSeconds,
    IReadOnlyDictionary<string, double> SetupSeconds,
    IReadOnlyDictionary<string, double> FailedCellSeconds)
{
    /// <summary>Also what the figures mean: it goes up when the way a cell is measured changes what it costs, so that
    /// figures learned the old way are dropped (an empty history, the built-in figures) instead of steering every plan
    /// for the next few runs. 2: the lean job's 2 warm-ups, the pinned calibration that no longer waits for the
    /// background compiler, and the NativeAOT build without the serializers it cannot run (2026-11-26); version 1's
    /// figures made the default matrix's plan 22 min 21 s on a machine where it ran in 13 min. 3: the lean job in rounds
    /// beside the yardstick (2026-11-26): a benchmark costs a quarter of what it did, the warm-up covers the yardstick too,
    /// and the floor's cell runs once. 4: a process's warm-up until the JIT goes quiet counts in its cell's overhead, not
    /// in its benchmarks (2026-11-27): spread over a test matrix's two benchmarks a cell, it made each look 2–4 s long,
    /// and the default matrix's plan read 42 min 23 s on a machine where it ran in 16 min. 5: a run teaches one sample
    /// per figure, its cells' median (2026-11-27): folded cell by cell, one run's last few cells replaced a figure, and a
    /// busy filtered run made the default matrix's plan 17 min 34 s on a machine where it ran in 14 min 8 s. 6: the CPU
    /// gate's probes and waits in every lean process (2026-11-27): up to 0.6 s a process more; figures learned before
    /// it, some by filtered runs of an experimental bench, made the plan 16 min 39 s where a new user's run took
    /// 14 min 26 s. 7: a cell's first process, which also measures allocations, learns its benchmarks apart
    /// (<see cref="AllocationsJob"/>, 2026-11-27): taught by `--repeat 1` runs, whose only processes are first ones, the
    /// default matrix's plan read 16 min 26 s on a machine where a new user's run took 14 min 36 s.</summary>
    public const int SchemaVersion = 7;

    public static readonly DurationHistory Empty = new(
        new Dictionary<string, double>(), new Dictionary<string, double>(), new Dictionary<string, double>(), new Dictionary<string, double>());

    /// <summary>Seconds a cold-start process takes, by runtime and serializer (<see cref="ColdStartKey"/>); a file
    /// written before they were learned has none, and the built-in figure stands in.</summary>
    public IReadOnlyDictionary<string, double> ColdStartSecondsPerProcess { get; init; } = new Dictionary<string, double>();

    public static string ColdStartKey(string runtime, string serializer) => $"{runtime}|{serializer}";

    public static string BenchmarkKey(string job, string runtime, string serializer, string lifetime, string pair) =>
        $"{job}|{runtime}|{serializer}|{lifetime}|{pair}";

    public static string CellKey(string job, string runtime) => $"{job}|{runtime}";

    /// <summary>The job under which a cell's first process learns its benchmarks and overhead: it also measures their
    /// allocations (the exact count after its rounds), so each benchmark took 1.2 to 1.6 times what it takes in the
    /// cell's other processes, and its overhead 5.3 s against 2.6 s (.NET 8).</summary>
    public static string AllocationsJob(string job) => job + "+allocations";

    public static string FailedCellKey(string job, string cellId) => $"{job}|{cellId}";

    /// <summary>Set-up does not depend on the job.</summary>
    public static string SetupKey(string runtime) => runtime;
}
