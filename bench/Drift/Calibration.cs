using System;
using System.Diagnostics;

namespace JsonMatrix.Bench.Drift;

/// <summary>
/// A short, fixed CPU workload timed before and after a cell's benchmarks: a dependent chain of 64-bit multiply-adds
/// (a linear congruential generator), which every runtime's JIT compiles to the same few instructions and which
/// touches no memory, so its time follows only the core's speed and what else runs on it.
/// </summary>
public static class Calibration
{
    private const int Rounds = 15;
    private const int StepsPerRound = 1_000_000;

    /// <summary>Median nanoseconds of one round (about a millisecond on a quiet core).</summary>
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
