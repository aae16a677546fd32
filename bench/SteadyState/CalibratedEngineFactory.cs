using System;
using System.Diagnostics;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;

namespace JsonMatrix.Bench.SteadyState;

/// <summary>
/// BenchmarkDotNet's engine with the invocation count per iteration found by a short timed batch instead of the pilot
/// stage. The pilot aims each iteration at the job's iteration time and stops only when two successive guesses agree
/// exactly or after three downward corrections: 2 to 13 iterations, often 150 to 300 ms per benchmark with 20 ms
/// iterations (docs/performance.md, "The pilot stage"). The cell's warm-up
/// (<see cref="SteadyStateWarmup"/>) has already run this code until the JIT went quiet, so one batch of about
/// <see cref="CalibrationBatch"/> tells the time per call as well as the pilot's last guess does; only the iteration's
/// length depends on it, not the time per operation that is reported.
/// </summary>
public sealed class CalibratedEngineFactory : IEngineFactory
{
    public static readonly CalibratedEngineFactory Instance = new();

    /// <summary>Long enough that the timer's resolution and one stray interrupt do not move the estimate by more than a
    /// few per cent.</summary>
    public static readonly TimeSpan CalibrationBatch = TimeSpan.FromMilliseconds(2);

    private static readonly IEngineFactory Default = new EngineFactory();

    public IEngine CreateReadyToRun(EngineParameters parameters)
    {
        // Explicit counts and strategies without jitting keep BenchmarkDotNet's own path. (The bench's one benchmark
        // class has no per-iteration set-up, whose cost a batch would leave out.)
        if (parameters.HasInvocationCount || parameters.HasUnrollFactor || !parameters.NeedsJitting)
            return Default.CreateReadyToRun(parameters);

        // The default factory calls the global set-up itself; calling it here first lets the batch run on the benchmark's
        // state, and the factory then gets a set-up with nothing left to do.
        parameters.GlobalSetupAction?.Invoke();
        parameters.GlobalSetupAction = () => { };

        var count = InvocationCount(TimePerCall(parameters.WorkloadActionNoUnroll), parameters.IterationTime.ToNanoseconds(), parameters.UnrollFactor);
        if (count is { } invocations) parameters.TargetJob = parameters.TargetJob.WithInvocationCount(invocations);
        return Default.CreateReadyToRun(parameters);
    }

    /// <summary>Calls per iteration, a multiple of the unroll factor (the unrolled loop runs whole rounds); null when one
    /// round of the unrolled loop is already longer than an iteration: then BenchmarkDotNet's own path, which runs
    /// such a benchmark without unrolling, decides.</summary>
    public static long? InvocationCount(double nanosecondsPerCall, double iterationNanoseconds, int unrollFactor)
    {
        if (nanosecondsPerCall <= 0 || double.IsNaN(nanosecondsPerCall)) return null;
        var calls = (long)Math.Ceiling(iterationNanoseconds / nanosecondsPerCall);
        if (calls < unrollFactor) return null;
        return (calls + unrollFactor - 1) / unrollFactor * unrollFactor;
    }

    /// <summary>Nanoseconds per call: one call first (it compiles the loop), then batches that grow until one lasts
    /// <see cref="CalibrationBatch"/>.</summary>
    private static double TimePerCall(Action<long> workload)
    {
        workload(1);
        var clock = new Stopwatch();
        for (long calls = 1; ; calls *= 4)
        {
            clock.Restart();
            workload(calls);
            clock.Stop();
            if (clock.Elapsed >= CalibrationBatch || calls >= 1L << 40)
                return clock.Elapsed.TotalMilliseconds * 1e6 / calls;
        }
    }
}
