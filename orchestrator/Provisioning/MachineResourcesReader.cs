using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>Reads this machine's CPUs (those the kernel has online, which Docker's --cpuset-cpus picks from) and
/// memory (/proc/meminfo) on Linux; elsewhere the CPUs the process may use and the memory .NET sees.</summary>
public static class MachineResourcesReader
{
    public static MachineResources Read()
    {
        var cpus = ReadCpus() ?? Enumerable.Range(0, Environment.ProcessorCount).ToList();
        return new MachineResources(cpus, ReadMemory());
    }

    private static System.Collections.Generic.IReadOnlyList<int>? ReadCpus()
    {
        try
        {
            const string online = "/sys/devices/system/cpu/online";
            if (!File.Exists(online)) return null;
            var text = File.ReadAllText(online).Trim();
            var cpus = MachineFit.CpuList(text);
            return cpus.Contains(int.MaxValue) || cpus.Count == 0 ? null : cpus;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static long? ReadMemory()
    {
        try
        {
            const string meminfo = "/proc/meminfo";
            if (File.Exists(meminfo))
            {
                var line = File.ReadLines(meminfo).FirstOrDefault(l => l.StartsWith("MemTotal:", StringComparison.Ordinal));
                var kib = line?.Split(' ', StringSplitOptions.RemoveEmptyEntries).ElementAtOrDefault(1);
                if (long.TryParse(kib, out var value)) return value * 1024;
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
        }

        var total = GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;
        return total > 0 ? total : null;
    }
}
