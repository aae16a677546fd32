using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>Another JsonMatrix run seen holding CPUs of this machine (run id and pid null when its owner note was not
/// written yet).</summary>
public sealed record OtherRun(string? RunId, int? ProcessId, IReadOnlyList<int> Cpus)
{
    /// <summary>One entry per run, with every CPU it was seen on: the runs seen at the cell's start and end together. A
    /// holder seen before it wrote its owner note (no run id) is the named run seen later on the same CPUs, not another.</summary>
    public static IReadOnlyList<OtherRun> Union(IEnumerable<OtherRun> runs)
    {
        var merged = runs.GroupBy(run => (run.RunId, run.ProcessId))
            .Select(g => new OtherRun(g.Key.RunId, g.Key.ProcessId, g.SelectMany(run => run.Cpus).Distinct().Order().ToList()))
            .ToList();
        var named = merged.Where(run => run.RunId is not null).ToList();
        var namedCpus = named.SelectMany(run => run.Cpus).ToHashSet();
        var nameless = merged.Where(run => run.RunId is null)
            .Select(run => run with { Cpus = run.Cpus.Where(cpu => !namedCpus.Contains(cpu)).ToList() })
            .Where(run => run.Cpus.Count > 0);
        return [.. named, .. nameless];
    }
}

/// <summary>cell.json's "interference": other JsonMatrix runs holding CPUs of the machine when the cell's bench started
/// or ended, and how long the run waited for its own core set before this cell (0 when it did not).</summary>
public sealed record CellInterference(IReadOnlyList<OtherRun> OtherRunsDuringCell, double WaitedSeconds, string? WaitedFor);
