using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using JsonMatrix.Bench.Running;
using JsonMatrix.Bench.SteadyState;
using Perfolizer.Horology;
using Xunit;

namespace JsonMatrix.Bench.Tests.SteadyState;

public sealed class CalibratedEngineFactoryTests
{
    [Theory]
    [InlineData(1_000, 20_000_000, 16, 20_000L)]      // 1 µs a call: 20 ms is 20,000 calls, already a multiple of 16
    [InlineData(3_000, 20_000_000, 16, 6_672L)]       // 6,667 calls, rounded up to whole unrolled rounds
    [InlineData(1_250_000, 20_000_000, 16, 16L)]      // exactly one unrolled round
    public void An_iteration_holds_the_calls_that_fill_the_iteration_time_in_whole_unrolled_rounds(double nanosecondsPerCall, double iterationNanoseconds, int unroll, long expected) =>
        Assert.Equal(expected, CalibratedEngineFactory.InvocationCount(nanosecondsPerCall, iterationNanoseconds, unroll));

    [Theory]
    [InlineData(2_000_000)]   // 10 calls fill 20 ms: fewer than one unrolled round
    [InlineData(0)]
    [InlineData(double.NaN)]
    public void A_call_too_long_for_one_unrolled_round_is_left_to_BenchmarkDotNet(double nanosecondsPerCall) =>
        Assert.Null(CalibratedEngineFactory.InvocationCount(nanosecondsPerCall, 20_000_000, 16));

    [Fact]
    public void The_lean_job_runs_without_a_pilot_stage_and_with_the_setup_called_once()
    {
        var setups = 0;
        var parameters = Parameters(BenchmarkConfigFactory.LeanJob(), () => setups++, SpinMicroseconds(50));

        using var engine = CalibratedEngineFactory.Instance.CreateReadyToRun(parameters);

        Assert.Equal(1, setups);
        Assert.True(engine.TargetJob.HasValue(RunMode.InvocationCountCharacteristic));
        var calls = engine.TargetJob.Run.InvocationCount;
        Assert.Equal(0, calls % 16);
        // 50 µs a call fills 20 ms with 400 calls; a loaded machine stretches the batch, never shrinks it.
        Assert.InRange(calls, 16, 400);
        var results = engine.Run();
        Assert.DoesNotContain(results.EngineMeasurements, m => m.IterationStage == IterationStage.Pilot);
        Assert.Equal(BenchmarkConfigFactory.LeanIterationCount, results.EngineMeasurements.Count(m => m.IterationStage == IterationStage.Actual && m.IterationMode == IterationMode.Workload));
    }

    [Fact]
    public void A_job_with_its_own_invocation_count_keeps_it()
    {
        var parameters = Parameters(BenchmarkConfigFactory.LeanJob().WithInvocationCount(32), () => { }, SpinMicroseconds(1));

        using var engine = CalibratedEngineFactory.Instance.CreateReadyToRun(parameters);

        Assert.Equal(32, engine.TargetJob.Run.InvocationCount);
    }

    private static Action<long> SpinMicroseconds(int microseconds) => calls =>
    {
        for (long i = 0; i < calls; i++)
        {
            var clock = Stopwatch.StartNew();
            while (clock.Elapsed.TotalMilliseconds * 1000 < microseconds) Thread.SpinWait(10);
        }
    };

    private static EngineParameters Parameters(Job job, Action setup, Action<long> workload) => new()
    {
        Host = new SilentHost(),
        TargetJob = job,
        GlobalSetupAction = setup,
        GlobalCleanupAction = () => { },
        IterationSetupAction = () => { },
        IterationCleanupAction = () => { },
        WorkloadActionNoUnroll = workload,
        WorkloadActionUnroll = calls => workload(calls * 16),
        OverheadActionNoUnroll = _ => { },
        OverheadActionUnroll = _ => { },
        Dummy1Action = () => { },
        Dummy2Action = () => { },
        Dummy3Action = () => { },
        BenchmarkName = "test",
    };

    private sealed class SilentHost : IHost
    {
        public void Write(string message) { }
        public void WriteLine() { }
        public void WriteLine(string message) { }
        public void SendSignal(HostSignal hostSignal) { }
        public void SendError(string message) { }
        public void ReportResults(RunResults runResults) { }
        public void Dispose() { }
    }
}
