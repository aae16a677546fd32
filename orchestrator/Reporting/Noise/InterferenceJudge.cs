using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Noise;

/// <summary>
/// Why a cell's interference record flags it. Another JsonMatrix run holding CPUs of the machine while the cell's bench
/// ran shares the memory bus, caches and clock with it: the cell is flagged and its results are noisy. A wait for the
/// core set only says another run measured on these CPUs until just before the cell: flagged, results untouched.
/// </summary>
public static class InterferenceJudge
{
    /// <summary>The reason that also marks the cell's results noisy; null when no other run was seen during it.</summary>
    public static string? Concurrent(CellInterference? interference) =>
        interference is { OtherRunsDuringCell.Count: > 0 } i
            ? "another JsonMatrix run was running on this machine during the cell (" + string.Join(", ", i.OtherRunsDuringCell.Select(Describe)) + ")"
            : null;

    /// <summary>Every reason to flag the cell in the drift and interference table, or null.</summary>
    public static string? Flag(CellInterference? interference)
    {
        var reasons = new List<string>();
        if (Concurrent(interference) is { } concurrent) reasons.Add(concurrent);
        if (interference is { WaitedSeconds: > 0 } waited)
            reasons.Add(string.Create(CultureInfo.InvariantCulture, $"the run waited {waited.WaitedSeconds:0.#} s for its core set, held by {waited.WaitedFor ?? "another run"}, before this cell"));
        return reasons.Count == 0 ? null : string.Join("; ", reasons);
    }

    private static string Describe(OtherRun run)
    {
        var cpus = (run.Cpus.Count == 1 ? "CPU " : "CPUs ") + string.Join(",", run.Cpus);
        return run.RunId is null
            ? $"an unnamed run on {cpus}"
            : string.Create(CultureInfo.InvariantCulture, $"run {run.RunId}, pid {run.ProcessId}, on {cpus}");
    }
}
