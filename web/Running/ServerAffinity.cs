using System.Diagnostics;
using JsonMatrix.Web.Load;

namespace JsonMatrix.Web.Running;

/// <summary>Pins this process, every thread it has so far, to a CPU list: before Kestrel starts, so the threads it
/// creates later inherit the mask (Process.ProcessorAffinity would pin the main thread only on Linux). The executable
/// is already started pinned (<see cref="PinnedStart"/>); this is what a host that cannot restart (tests) gets.</summary>
public static class ServerAffinity
{
    /// <summary>Null when pinned, otherwise what went wrong.</summary>
    public static string? Pin(string cpus)
    {
        using var self = Process.GetCurrentProcess();
        return PinProcess(self.Id, cpus);
    }

    /// <summary>Pins every thread process <paramref name="processId"/> has to a CPU list; null when pinned, otherwise
    /// what went wrong.</summary>
    public static string? PinProcess(int processId, string cpus)
    {
        var pid = processId.ToString(System.Globalization.CultureInfo.InvariantCulture);
        var result = ProcessRunner.TryRun("taskset", new[] { "-a", "-p", "-c", cpus, pid }, 10);
        if (result == null)
        {
            return "taskset is not installed (Debian's util-linux has it)";
        }

        return result.ExitCode == 0 ? null : result.Output.Trim();
    }
}
