using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Web;

/// <summary>Where a web cell's server and load generator run: on separate cores where there are two, so that wrk does
/// not take the server's CPU time.</summary>
/// <param name="CpuSet">The container's cpuset (or the process's taskset list).</param>
/// <param name="ServerCpus">--server-cpus; null when both share one core (then nothing is pinned inside).</param>
/// <param name="ClientCpus">--client-cpus; null likewise.</param>
/// <param name="Note">One line for the log saying how the cores were used.</param>
public sealed record WebCpus(string CpuSet, string? ServerCpus, string? ClientCpus, string Note)
{
    /// <summary>A set of two or more CPUs: the server gets the first, wrk the rest. A one-CPU set borrows the machine's
    /// lowest other online CPU for wrk when the run uses one core set (with several sets, every other CPU may be
    /// measuring another cell); otherwise both share the one core, and the note says so.</summary>
    public static WebCpus Choose(string cellCpuSet, IReadOnlyList<int> onlineCpus, int coreSets)
    {
        var cpus = CpuList.Parse(cellCpuSet);
        if (cpus.Count >= 2)
        {
            var client = string.Join(",", cpus.Skip(1));
            return new(cellCpuSet, Text(cpus[0]), client, $"server on CPU {cpus[0]}, wrk on CPU {client}");
        }

        var spare = coreSets == 1 ? onlineCpus.Where(cpu => !cpus.Contains(cpu)).Order().Cast<int?>().FirstOrDefault() : null;
        if (spare is { } other)
        {
            return new($"{cpus[0]},{other}", Text(cpus[0]), Text(other), $"server on CPU {cpus[0]}, wrk on CPU {other} (borrowed for web cells)");
        }

        return new(cellCpuSet, null, null,
            $"server and wrk share CPU {cellCpuSet} (one core{(coreSets > 1 ? " per core set" : " online")}): requests/s are lower than with separate cores");
    }

    /// <summary>What the run's "Isolation:" line says of its web cells: where each core set puts the server and wrk,
    /// naming a CPU borrowed for wrk.</summary>
    public static string Summary(IReadOnlyList<string> cpuSets, IReadOnlyList<int> onlineCpus) =>
        "web cells: " + string.Join(" | ", cpuSets.Select(set => Choose(set, onlineCpus, cpuSets.Count).Note).Distinct());

    /// <summary>The CPUs a run holds (its core-set lock): the matrix's sets, plus what its web cells borrow.</summary>
    public static string Locked(ContainerLimits limits, IReadOnlyList<int> onlineCpus, bool hasWebCells) =>
        hasWebCells && limits.CpuSets.Count == 1
            ? Choose(limits.CpuSet, onlineCpus, 1).CpuSet
            : string.Join(",", limits.CpuSets);

    private static string Text(int cpu) => cpu.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
