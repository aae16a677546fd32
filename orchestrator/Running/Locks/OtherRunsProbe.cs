using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Running.Locks;

/// <summary>
/// Which other JsonMatrix runs hold a core set anywhere on this machine right now: every cpu-N.lock of the machine's
/// lock folder except this run's own is tried without waiting; one that cannot be opened exclusively is held by
/// another run, named by its owner note. Another run on another core still shares the memory bus, the caches and the
/// clock with the cell, so its cells are measured beside it. The try holds a free lock for microseconds only; a run
/// starting at that instant sees the CPU busy and looks again a second later (--no-wait would refuse).
/// </summary>
public sealed class OtherRunsProbe
{
    private readonly string _lockDirectory;
    private readonly HashSet<int> _ownCpus;

    /// <param name="ownCpus">The CPUs this run holds (its own locks are not another run).</param>
    public OtherRunsProbe(string lockDirectory, IEnumerable<int> ownCpus)
    {
        _lockDirectory = lockDirectory;
        _ownCpus = [.. ownCpus];
    }

    public IReadOnlyList<OtherRun> Sample()
    {
        var held = new List<(int Cpu, LockOwner? Owner)>();
        foreach (var cpu in LockedCpus().Where(cpu => !_ownCpus.Contains(cpu)).Order())
        {
            try
            {
                using var free = new FileStream(Path.Combine(_lockDirectory, $"cpu-{cpu}.lock"), FileMode.Open, FileAccess.ReadWrite, FileShare.None);
            }
            catch (FileNotFoundException)
            {
                // Removed since it was listed: nobody holds it.
            }
            catch (UnauthorizedAccessException)
            {
                // Not ours to open (another user's file in a shared cache): cannot tell.
            }
            catch (IOException)
            {
                held.Add((cpu, CoreSetLock.ReadOwner(_lockDirectory, cpu)));
            }
        }

        return OtherRun.Union(held.Select(h => new OtherRun(h.Owner?.RunId, h.Owner?.ProcessId, [h.Cpu])));
    }

    private IEnumerable<int> LockedCpus()
    {
        if (!Directory.Exists(_lockDirectory))
        {
            return [];
        }

        return Directory.EnumerateFiles(_lockDirectory, "cpu-*.lock")
            .Select(path => Path.GetFileNameWithoutExtension(path)["cpu-".Length..])
            .Select(number => int.TryParse(number, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var cpu) ? cpu : -1)
            .Where(cpu => cpu >= 0);
    }
}
