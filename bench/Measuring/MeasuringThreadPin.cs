using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// Pins the thread that runs the benchmarks to one CPU of the process's set, leaving the others to the runtime's
/// background work (the tiering compiler, the concurrent GC) and the rest of the machine. The process keeps all its
/// CPUs, so the runtime's defaults are those of a multi-CPU machine; only the measured thread moves, and threads it
/// starts (BenchmarkDotNet's) inherit its CPU. Linux only (sched_setaffinity on the calling thread); elsewhere nothing.
/// </summary>
public static class MeasuringThreadPin
{
    /// <summary>The CPUs the calling thread may run on (at most 64), or empty when they cannot be read (not Linux).</summary>
    public static IReadOnlyList<int> AllowedCpus()
    {
        if (!RuntimeInformation.IsOSPlatform(OSPlatform.Linux)) return [];
        try
        {
            ulong mask = 0;
            if (sched_getaffinity(0, (IntPtr)sizeof(ulong), ref mask) != 0) return [];
            var cpus = new List<int>();
            for (var cpu = 0; cpu < 64; cpu++)
            {
                if ((mask & (1UL << cpu)) != 0) cpus.Add(cpu);
            }

            return cpus;
        }
        catch (Exception exception) when (exception is DllNotFoundException or EntryPointNotFoundException)
        {
            return [];
        }
    }

    /// <summary>The CPU the calling thread now runs on alone, or null when it was not pinned (one CPU, not Linux).</summary>
    public static int? PinToLastCpu()
    {
        var cpus = AllowedCpus();
        return cpus.Count < 2 || !PinTo(cpus[cpus.Count - 1]) ? null : cpus[cpus.Count - 1];
    }

    /// <summary>Moves the calling thread to <paramref name="cpu"/> alone; false when the kernel refused.</summary>
    public static bool PinTo(int cpu) => PinTo([cpu]);

    /// <summary>Lets the calling thread run on <paramref name="cpus"/> only; false when the kernel refused (or a CPU is
    /// beyond 63).</summary>
    public static bool PinTo(IReadOnlyList<int> cpus)
    {
        ulong mask = 0;
        foreach (var cpu in cpus)
        {
            if (cpu is < 0 or > 63) return false;
            mask |= 1UL << cpu;
        }

        if (mask == 0 || !RuntimeInformation.IsOSPlatform(OSPlatform.Linux)) return false;
        try
        {
            return sched_setaffinity(0, (IntPtr)sizeof(ulong), ref mask) == 0;
        }
        catch (Exception exception) when (exception is DllNotFoundException or EntryPointNotFoundException)
        {
            return false;
        }
    }

    [DllImport("libc", SetLastError = true)]
    private static extern int sched_getaffinity(int pid, IntPtr cpusetsize, ref ulong mask);

    [DllImport("libc", SetLastError = true)]
    private static extern int sched_setaffinity(int pid, IntPtr cpusetsize, ref ulong mask);
}
