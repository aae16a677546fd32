using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Groups the cells by the machine and settings they ran with (run id, isolation, CPU, OS, limits, and for web cells
/// the CPUs of their server and load generator and the server's garbage collector, as cell.json, metadata.json, web-result.json and BenchmarkDotNet report
/// them; a web cell's CPU, cores, OS and architecture are the ones the web app found on its machine); each distinct one
/// is an environment E1, E2, … in first-seen order. Cells that reported nothing about their machine (failed before the
/// bench or the web app ran) belong to none.
/// </summary>
public static class EnvironmentCollector
{
    public static (IReadOnlyList<RunEnvironment> Environments, IReadOnlyDictionary<string, string> EnvironmentOfCell) Collect(IReadOnlyList<CellData> cells)
    {
        var environments = new List<RunEnvironment>();
        var byKey = new Dictionary<RunEnvironment, List<string>>();
        foreach (var cell in cells.Where(c => c.Host is not null || c.Metadata is not null || c.Web is not null))
        {
            var key = KeyOf(cell);
            if (!byKey.TryGetValue(key, out var ids)) byKey[key] = ids = [];
            ids.Add(cell.Outcome.Id);
        }

        var ofCell = new Dictionary<string, string>();
        foreach (var (key, ids) in byKey)
        {
            var id = $"E{environments.Count + 1}";
            environments.Add(key with { Id = id, Cells = ids });
            foreach (var cell in ids) ofCell[cell] = id;
        }
        return (environments, ofCell);
    }

    // Cells stays empty in the key so that records compare by machine fields only.
    private static RunEnvironment KeyOf(CellData cell)
    {
        var o = cell.Outcome;
        var h = cell.Host;
        var r = cell.Metadata?.Runtime;
        var web = cell.Web;
        var m = web?.Runtime.Machine;
        return new RunEnvironment("", o.RunId, o.Isolation, h?.ProcessorName ?? m?.ProcessorName, h?.PhysicalCoreCount ?? m?.PhysicalCoreCount,
            h?.LogicalCoreCount ?? m?.LogicalCoreCount, r?.ProcessorCount ?? web?.Runtime.ProcessorCount, h?.OsVersion ?? m?.OsVersion,
            r?.OsDescription ?? web?.Runtime.OsDescription, h?.Architecture ?? m?.OsArchitecture, h?.BenchmarkDotNetVersion, h?.ChronometerHz, h?.HardwareTimerKind,
            o.Limits.Cpuset, o.Limits.MemoryBytes, EmptyCells)
        {
            Web = web is null ? null : new WebPinning(web.Settings.ServerCpus, web.Settings.ClientCpus)
            {
                GarbageCollector = web.Runtime.GarbageCollector is { } gc ? new WebGcMode(gc.IsServer, gc.IsConcurrent, gc.LatencyMode) : null,
            },
        };
    }

    private static readonly IReadOnlyList<string> EmptyCells = [];
}
