using System;
using System.Runtime.InteropServices;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// Pins the thread that runs the benchmarks to one CPU of the process's set, leaving the others to the runtime's
/// background work (the tiering compiler, the concurrent GC) and the rest of the machine. The process keeps all its
/// CPUs, so the runtime's defaults are those of a multi-CPU machine; only the measured thread stays put, and threads it
/// starts (BenchmarkDotNet's) inherit its CPU. Linux only (sched_setaffinity on the calling thread); elsewhere nothing.
/// </summary>
public static class MeasuringThreadPin
{
    /// <summary>The CPU the calling thread now runs on alone, or null when it was not pinned (one CPU, not Linux).</summary>
    public static int? PinToLastCpu()
    {
        if (!RuntimeInformation.IsOSPlatform(OSPlatform.Linux)) return null;
        try
        {
            ulong mask = 0;
            if (sched_getaffinity(0, (IntPtr)sizeof(ulong), ref mask) != 0 || BitCount(mask) < 2) return null;
            var last = 63 - LeadingZeros(mask);
            var only = 1UL << last;
            return sched_setaffinity(0, (IntPtr)sizeof(ulong), ref only) == 0 ? last : null;
        }
        catch (Exception exception) when (exception is DllNotFoundException or EntryPointNotFoundException)
        {
            return null;
        }
    }

    private static int BitCount(ulong value)
    {
        var count = 0;
        for (; value != 0; value &= value - 1) count++;
        return count;
    }

    private static int LeadingZeros(ulong value)
    {
        var zeros = 0;
        for (var bit = 1UL << 63; bit != 0 && (value & bit) == 0; bit >>= 1) zeros++;
        return zeros;
    }

    [DllImport("libc", SetLastError = true)]
    private static extern int sched_getaffinity(int pid, IntPtr cpusetsize, ref ulong mask);

    [DllImport("libc", SetLastError = true)]
    private static extern int sched_setaffinity(int pid, IntPtr cpusetsize, ref ulong mask);
}
