using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>What this machine offers the cells: the CPUs they may be pinned to and its memory (null when unknown).</summary>
public sealed record MachineResources(IReadOnlyList<int> Cpus, long? MemoryBytes);

/// <summary>Checks the matrix's limits against the machine a run is on, so that a CPU it lacks or more memory than it
/// has is an error before anything starts (Docker would only refuse it at the first container).</summary>
public static class MachineFit
{
    public static IReadOnlyList<string> Check(ContainerLimits limits, MachineResources machine, bool checkMemory, string matrixFile)
    {
        var errors = new List<string>();
        foreach (var cpuSet in limits.CpuSets)
        {
            var missing = CpuList(cpuSet).Where(cpu => !machine.Cpus.Contains(cpu)).ToList();
            if (missing.Count > 0)
            {
                errors.Add($"{matrixFile}: limits.{(limits.CpuSets.Count > 1 ? "cpusets" : "cpuset")} '{cpuSet}' names CPU {string.Join(", ", missing.Take(5))}{(missing.Count > 5 ? ", ..." : "")}, "
                    + $"but this machine's CPUs are {Ranges(machine.Cpus)}. Choose CPUs among those.");
            }
        }

        if (checkMemory && machine.MemoryBytes is { } total && limits.MemoryBytes > total)
        {
            errors.Add(string.Create(CultureInfo.InvariantCulture,
                $"{matrixFile}: limits.memory is {limits.MemoryBytes / (1024.0 * 1024 * 1024):0.##} GiB, but this machine has {total / (1024.0 * 1024 * 1024):0.##} GiB. Use at most that (2GiB is plenty for a cell)."));
        }

        return errors;
    }

    /// <summary>The CPUs of a cpuset already checked as Docker's form ("0-2,4"); huge ranges are cut short.</summary>
    public static IReadOnlyList<int> CpuList(string cpuSet)
    {
        var cpus = new List<int>();
        foreach (var part in cpuSet.Split(','))
        {
            var bounds = part.Split('-');
            if (!int.TryParse(bounds[0], NumberStyles.None, CultureInfo.InvariantCulture, out var first)) return [int.MaxValue];
            var last = first;
            if (bounds.Length > 1 && !int.TryParse(bounds[1], NumberStyles.None, CultureInfo.InvariantCulture, out last)) return [int.MaxValue];
            for (var cpu = first; cpu <= last && cpus.Count < 4096; cpu++) cpus.Add(cpu);
        }

        return cpus;
    }

    private static string Ranges(IReadOnlyList<int> cpus) =>
        cpus.Count == 0 ? "unknown" : cpus.Count == cpus[^1] - cpus[0] + 1 ? $"{cpus[0]}-{cpus[^1]}" : string.Join(",", cpus);
}
