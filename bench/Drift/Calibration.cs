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
    public static double MedianRoundNanoseconds()
    {
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

#if NETCOREAPP
    // Fully optimised from the first call: under tiered compilation this loop ran as tier-0 or on-stack-replaced code
    // depending on how often it had run, and a round took 20 ms or 36 ms on .NET 8 and 10 by the JIT's state alone,
    // which flagged whole runtimes as measured on a slow machine. .NET Core 3.1 and Mono already compile it this way.
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
