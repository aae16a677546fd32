using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>Times a fixed register-only loop and a memory-heavy loop (random reads over an array far larger than the
/// caches), taking turns, on each CPU of a set, one after the other, on a thread pinned to that CPU (Linux; elsewhere the
/// thread runs where the scheduler puts it and the line says so). The pure judgement is <see cref="CpuSteadiness"/>.</summary>
public static class CpuSteadinessProbe
{
    /// <summary>About a millisecond per loop on the project's machine: many samples per window, little time lost.</summary>
    private const int Iterations = 1_000_000;

    public static IReadOnlyList<CpuSteadiness> Measure(IReadOnlyList<int> cpus, TimeSpan perCpu, CancellationToken cancellationToken)
    {
        var results = new List<CpuSteadiness>();
        foreach (var cpu in cpus)
        {
            cancellationToken.ThrowIfCancellationRequested();
            (List<LoopSample> Loop, List<LoopSample> Memory)? samples = null;
            // A thread of its own, so that pinning it never moves the orchestrator's other work.
            var thread = new Thread(() => samples = Sample(cpu, perCpu, cancellationToken)) { IsBackground = true, Name = $"steadiness CPU {cpu}" };
            thread.Start();
            thread.Join();
            if (samples is { } s && CpuSteadiness.Judge(cpu, s.Loop) is { } loop) results.Add(loop);
            if (samples is { } m && CpuSteadiness.Judge(cpu, m.Memory, CpuSteadiness.Memory) is { } memory) results.Add(memory);
        }

        return results;
    }

    private static (List<LoopSample> Loop, List<LoopSample> Memory)? Sample(int cpu, TimeSpan length, CancellationToken cancellationToken)
    {
        if (!Pin(cpu)) return null;
        var cycle = MemoryCycle.Value;
        Loop(Iterations);
        Walk(cycle, MemorySteps);
        var (loop, memory) = (new List<LoopSample>(), new List<LoopSample>());
        var clock = Stopwatch.StartNew();
        // A CPU so busy that the loop ran in fewer than two windows is the CPU the line must name, not leave out: it is
        // sampled on, up to three times the length, until two windows hold a loop of each kind.
        while ((clock.Elapsed < length || !CpuSteadiness.SpansTwoWindows(loop) || !CpuSteadiness.SpansTwoWindows(memory))
            && clock.Elapsed < 3 * length && !cancellationToken.IsCancellationRequested)
        {
            var started = clock.Elapsed.TotalMilliseconds;
            Loop(Iterations);
            loop.Add(new LoopSample(started, clock.Elapsed.TotalMilliseconds - started));
            started = clock.Elapsed.TotalMilliseconds;
            Walk(cycle, MemorySteps);
            memory.Add(new LoopSample(started, clock.Elapsed.TotalMilliseconds - started));
        }

        return (loop, memory);
    }

    /// <summary>About a millisecond of dependent random reads on the project's machine.</summary>
    private const int MemorySteps = 10_000;

    /// <summary>One random cycle through <see cref="CpuSteadiness.MemoryProbeMiB"/> MiB of ints (Sattolo's shuffle, a fixed
    /// seed): each read depends on the one before, so no prefetcher can hide the memory's latency. Made once per process.</summary>
    private static readonly Lazy<int[]> MemoryCycle = new(() =>
    {
        var next = new int[CpuSteadiness.MemoryProbeMiB * 1024 * 1024 / sizeof(int)];
        for (var i = 0; i < next.Length; i++) next[i] = i;
        var random = new Random(17);
        for (var i = next.Length - 1; i > 0; i--)
        {
            var j = random.Next(i);
            (next[i], next[j]) = (next[j], next[i]);
        }

        return next;
    });

    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static int Walk(int[] next, int steps)
    {
        var i = 0;
        for (var step = 0; step < steps; step++) i = next[i];
        return i;
    }

    /// <summary>Optimised at once (no tier-0 version to time), never inlined (the loop stays one call), and its result
    /// returned so the JIT cannot drop it.</summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Loop(int iterations)
    {
        ulong x = 88172645463325252UL;
        for (var i = 0; i < iterations; i++)
        {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
        }

        return x;
    }

    private static bool Pin(int cpu)
    {
        if (!RuntimeInformation.IsOSPlatform(OSPlatform.Linux) || cpu is < 0 or > 63) return false;
        try
        {
            var mask = 1UL << cpu;
            return sched_setaffinity(0, (IntPtr)sizeof(ulong), ref mask) == 0;
        }
        catch (Exception exception) when (exception is DllNotFoundException or EntryPointNotFoundException)
        {
            return false;
        }
    }

    [DllImport("libc", SetLastError = true)]
    private static extern int sched_setaffinity(int pid, IntPtr cpusetsize, ref ulong mask);
}
