using System;
using System.Collections.Generic;
using System.Diagnostics;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Measuring;

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

    /// <summary>Without a JIT counter, the yardstick warmed up alone (a per-call cell): its few methods went quiet within
    /// about a second on .NET 8 and .NET 10, where the counter tells (docs/performance.md).</summary>
    private static readonly TimeSpan YardstickFallbackMinimum = TimeSpan.FromSeconds(1);

    /// <summary>Compilations after the delay that still count as quiet: the margin for one late background recompile.</summary>
    private static readonly TimeSpan QuietMargin = TimeSpan.FromMilliseconds(250);

    /// <param name="compilesEveryCall">True for a cell with a new options object per call: building options compiles new
    /// code on every call, so its JIT never goes quiet; a fixed length then stands in.</param>
    /// <param name="yardsticks">The yardstick's calls (the lean job), warmed up first and on their own in a cell with a
    /// new options object per call: once that cell's calls start, they keep resetting the call-counting delay, and code
    /// not yet promoted stays at tier 0 for good, so the yardstick beside them would measure tier-0 code in some
    /// processes and tier-1 code in others.</param>
    public static WarmupSample Run(IReadOnlyList<Action> operations, int processorCount, bool compilesEveryCall, IReadOnlyList<Action>? yardsticks = null)
    {
        if (AheadOfTime.IsActive) return RunAheadOfTime(operations, JitActivity.CompiledMethodCount);
        var delay = JitActivity.CallCountingDelay(processorCount);
        if (!compilesEveryCall || yardsticks is not { Count: > 0 })
        {
            return Run(operations, JitActivity.CompiledMethodCount, JitActivity.HasTieredCompilation, delay, Cap, compilesEveryCall);
        }

        var first = Run(yardsticks, JitActivity.CompiledMethodCount, JitActivity.HasTieredCompilation, delay, Cap, fallbackMinimum: YardstickFallbackMinimum);
        var then = Run(operations, JitActivity.CompiledMethodCount, JitActivity.HasTieredCompilation, delay, Cap, compilesEveryCall: true);
        return new WarmupSample(first.Milliseconds + then.Milliseconds, first.Rounds + then.Rounds,
            first.CompiledMethods is { } a && then.CompiledMethods is { } b ? a + b : null, then.Steady,
            $"the yardstick alone {first.Rule}; then every call {then.Rule}");
    }

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
    /// <param name="fallbackMinimum">Without a JIT counter, the shortest fixed length (<see cref="FallbackMinimum"/> when null).</param>
    public static WarmupSample Run(IReadOnlyList<Action> operations, Func<long?> compiledMethods, bool tiered, TimeSpan delay, TimeSpan cap, bool compilesEveryCall = false,
        TimeSpan? fallbackMinimum = null)
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
            var fixedLength = TimeSpan.FromTicks(Math.Max(delay.Ticks * 3, (fallbackMinimum ?? FallbackMinimum).Ticks));
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
