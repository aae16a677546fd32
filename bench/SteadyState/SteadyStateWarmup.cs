using System;
using System.Collections.Generic;
using System.Diagnostics;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.SteadyState;

/// <summary>
/// Brings a cell's code to the state an application reaches, under the runtime's own tiering settings: runs every
/// benchmark of the cell in turn, round after round, until the JIT has compiled nothing for twice the call-counting
/// delay (so no tier-0 code waits for promotion and no tier-1 or instrumented recompile is pending), at least
/// <see cref="MinimumRounds"/> rounds, at most <see cref="Cap"/>. Without a JIT counter (.NET Core 3.1) it runs for a fixed
/// length; without tiered compilation (Mono, .NET Framework) a few rounds compile everything.
/// Only then does BenchmarkDotNet start, so its short per-benchmark warm-up measures steady code.
/// </summary>
public static class SteadyStateWarmup
{
    public const int MinimumRounds = 3;
    public static readonly TimeSpan Cap = TimeSpan.FromSeconds(20);

    /// <summary>Without a JIT counter, at least as long as .NET 8 took to go quiet on two CPUs (docs/performance.md).</summary>
    private static readonly TimeSpan FallbackMinimum = TimeSpan.FromSeconds(3);

    /// <summary>Compilations after the delay that still count as quiet: the margin for one late background recompile.</summary>
    private static readonly TimeSpan QuietMargin = TimeSpan.FromMilliseconds(250);

    /// <param name="compilesEveryCall">True for a cell with a new options object per call: building options compiles new
    /// code on every call, so its JIT never goes quiet; a fixed length then stands in.</param>
    public static WarmupSample Run(IReadOnlyList<Action> operations, int processorCount, bool compilesEveryCall) =>
        AheadOfTime.IsActive
            ? RunAheadOfTime(operations, JitActivity.CompiledMethodCount)
            : Run(operations, JitActivity.CompiledMethodCount, JitActivity.HasTieredCompilation, JitActivity.CallCountingDelay(processorCount), Cap, compilesEveryCall);

    /// <summary>NativeAOT: the code is final before the first call and nothing compiles (the counter stays at 0), so
    /// there is no quiet to wait for: a few rounds touch the data and the caches, and the rule says why.</summary>
    public static WarmupSample RunAheadOfTime(IReadOnlyList<Action> operations, Func<long?> compiledMethods)
    {
        var clock = Stopwatch.StartNew();
        var start = compiledMethods();
        for (var round = 0; round < MinimumRounds; round++) RunRound(operations);
        return new WarmupSample(clock.ElapsedMilliseconds, MinimumRounds, Difference(compiledMethods(), start), null,
            "not applicable: compiled ahead of time (NativeAOT), no JIT to wait for; " + MinimumRounds + " rounds");
    }

    /// <summary>The rule, over any counter, so that tests can drive it.</summary>
    public static WarmupSample Run(IReadOnlyList<Action> operations, Func<long?> compiledMethods, bool tiered, TimeSpan delay, TimeSpan cap, bool compilesEveryCall = false)
    {
        var clock = Stopwatch.StartNew();
        var start = compiledMethods();
        var rounds = 0;
        if (!tiered)
        {
            for (; rounds < MinimumRounds; rounds++) RunRound(operations);
            return new WarmupSample(clock.ElapsedMilliseconds, rounds, Difference(compiledMethods(), start), true, "no tiered compilation: every method compiled once, fully optimised");
        }

        if (compilesEveryCall)
        {
            // Every call builds new code, which restarts the call-counting delay each time: the JIT never goes quiet,
            // and tier-0 code stays tier-0. That is the steady state of the mistake, reached once the delay has passed.
            var length = delay + delay + QuietMargin;
            while (rounds < MinimumRounds || clock.Elapsed < length)
            {
                RunRound(operations);
                rounds++;
            }

            return new WarmupSample(clock.ElapsedMilliseconds, rounds, Difference(compiledMethods(), start), null,
                $"a fixed {length.TotalSeconds:0.##} s (twice the call-counting delay, + {QuietMargin.TotalMilliseconds:0} ms): a new options object per call compiles new code on every call, so the JIT never goes quiet");
        }

        if (start is null)
        {
            var fixedLength = TimeSpan.FromTicks(Math.Max(delay.Ticks * 3, FallbackMinimum.Ticks));
            while (rounds < MinimumRounds || clock.Elapsed < fixedLength)
            {
                RunRound(operations);
                rounds++;
            }

            return new WarmupSample(clock.ElapsedMilliseconds, rounds, null, null, $"no JIT counter on this runtime: a fixed {fixedLength.TotalSeconds:0.#} s (three call-counting delays, at least {FallbackMinimum.TotalSeconds:0} s)");
        }

        // Tiering promotes in waves, one call-counting delay apart, and a wave may start up to a delay after the last
        // compilation it follows (seen: 1.0 to 1.6 s gaps with a 1 s delay): quiet means twice the delay, and a margin.
        var quietFor = delay + delay + QuietMargin;
        var last = start.Value;
        var quietSince = clock.Elapsed;
        while (true)
        {
            RunRound(operations);
            rounds++;
            var now = compiledMethods() ?? last;
            if (Trace && now != last) Console.WriteLine($"warmup-trace {clock.ElapsedMilliseconds} ms: {now - start.Value}");
            if (now != last)
            {
                last = now;
                quietSince = clock.Elapsed;
            }

            var quiet = rounds >= MinimumRounds && clock.Elapsed - quietSince > quietFor;
            if (quiet || clock.Elapsed > cap)
            {
                var rule = $"until no method was compiled for {quietFor.TotalSeconds:0.##} s (twice the call-counting delay of {delay.TotalSeconds:0.##} s, + {QuietMargin.TotalMilliseconds:0} ms), at most {cap.TotalSeconds:0} s";
                return new WarmupSample(clock.ElapsedMilliseconds, rounds, now - start.Value, quiet, rule);
            }
        }
    }

    /// <summary>JSONMATRIX_WARMUP_TRACE=1 prints each change of the compiled-method count with its time (how the tiering
    /// waves of docs/performance.md were seen).</summary>
    private static readonly bool Trace = Environment.GetEnvironmentVariable("JSONMATRIX_WARMUP_TRACE") == "1";

    private static void RunRound(IReadOnlyList<Action> operations)
    {
        foreach (var operation in operations) operation();
    }

    private static long? Difference(long? now, long? start) => now is { } n && start is { } s ? n - s : null;
}
