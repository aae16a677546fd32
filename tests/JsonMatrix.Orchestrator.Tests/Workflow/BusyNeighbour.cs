using System;
using System.Collections.Generic;
using System.Diagnostics;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>
/// Makes this machine a slower runner while it lives, as a shared runner's neighbours do: on the given CPUs, one
/// process spins and one streams 64 MB blocks through memory (it evicts the caches the bench relies on). Both are
/// killed, by their own ids, when disposed.
/// </summary>
public sealed class BusyNeighbour : IDisposable
{
    private readonly List<Process> _processes = [];

    /// <param name="cpuSet">The CPUs the cells' containers run on, in taskset's list form ("0-1").</param>
    public BusyNeighbour(string cpuSet)
    {
        _processes.Add(Start(cpuSet, "bash", "-c", "while :; do :; done"));
        _processes.Add(Start(cpuSet, "dd", "if=/dev/zero", "of=/dev/null", "bs=64M"));
    }

    private static Process Start(string cpuSet, params string[] command)
    {
        var start = new ProcessStartInfo("taskset") { RedirectStandardError = true };
        foreach (var argument in (string[])["-c", cpuSet, .. command]) start.ArgumentList.Add(argument);
        return Process.Start(start)!;
    }

    public void Dispose()
    {
        foreach (var process in _processes)
        {
            if (!process.HasExited) process.Kill();
            process.WaitForExit();
            process.Dispose();
        }
    }
}
