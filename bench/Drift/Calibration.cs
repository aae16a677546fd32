using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace JsonMatrix.Bench.Drift;

/// <summary>
/// A short, fixed CPU workload timed before and after a cell's benchmarks: a dependent chain of 64-bit multiply-adds
/// (a linear congruential generator), which every runtime's JIT compiles to the same few instructions and which
/// touches no memory, so its time follows only the core's speed and what else runs on it.
/// </summary>
public static class Calibration
{
    // A round lasts about 20 ms on a quiet core: several scheduler time slices, so that a process sharing the core
    // shows in every round (a 1 ms round mostly fits between two preemptions and would time the core's speed only).
    private const int Rounds = 7;
    private const int StepsPerRound = 20_000_000;

    /// <summary>Median nanoseconds of one round (about 20 ms on a quiet core).</summary>
    /// <param name="pinned">Whether the calling thread is pinned to a CPU of its own (MeasuringThreadPin): the runtime's
    /// background compiler then works on the process's other CPUs, as it does while the benchmarks run, and there is
    /// nothing to wait for.</param>
    public static double MedianRoundNanoseconds(bool pinned)
    {
        if (!pinned)
        {
            WaitForBackgroundCompilation();
        }

        var sink = Round(StepsPerRound / 10); // compiles the loop before timing it
        var times = new double[Rounds];
        for (var i = 0; i < Rounds; i++)
        {
            var start = Stopwatch.GetTimestamp();
            sink ^= Round(StepsPerRound);
            times[i] = (Stopwatch.GetTimestamp() - start) * 1e9 / Stopwatch.Frequency;
        }

        GC.KeepAlive(sink);
        Array.Sort(times);
        return times[Rounds / 2];
    }

    /// <summary>
    /// Unpinned, or with one core per cell, the runtime's background compiler (tier-1 recompiles queued by the gate or the
    /// benchmarks) shares the core with the calibration: a round then took 36 ms instead of 20 ms on .NET 8 and 10, and
    /// the drift check read the process's own jitting as a slow machine. Waits, up to 3 s, until no method has been
    /// compiled for 200 ms. .NET Core 3.1 and Mono have no counter for it (3.1 recompiles far less).
    /// </summary>
    private static void WaitForBackgroundCompilation()
    {
#if NET6_0_OR_GREATER
        var deadline = Stopwatch.StartNew();
        var compiled = System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: false);
        var quietSince = Stopwatch.StartNew();
        while (quietSince.ElapsedMilliseconds < 200 && deadline.ElapsedMilliseconds < 3000)
        {
            System.Threading.Thread.Sleep(20);
            var now = System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: false);
            if (now != compiled)
            {
                compiled = now;
                quietSince.Restart();
            }
        }
#endif
    }

#if NETCOREAPP
    // Fully optimised from the first call, so that every round runs the same machine code (under tiered compilation
    // the loop would run as tier-0, on-stack-replaced or tier-1 code depending on how often it had run).
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
#endif
    private static ulong Round(int steps)
    {
        var x = 88172645463325252UL;
        for (var i = 0; i < steps; i++)
        {
            x = (x * 6364136223846793005UL) + 1442695040888963407UL;
        }

        return x;
    }
}
