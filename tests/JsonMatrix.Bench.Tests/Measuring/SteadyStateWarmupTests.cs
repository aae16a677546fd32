using System;
using System.Collections.Generic;
using JsonMatrix.Bench.Measuring;
using Xunit;

namespace JsonMatrix.Bench.Tests.Measuring;

public sealed class SteadyStateWarmupTests
{
    private static readonly TimeSpan Delay = TimeSpan.FromMilliseconds(20);

    [Fact]
    public void It_ends_steady_once_the_JIT_has_compiled_nothing_for_twice_the_delay()
    {
        // The counter rises for the first 200 rounds (tier-0 and promotions), then stays.
        var calls = 0;
        var operations = new List<Action> { () => calls++ };

        var outcome = SteadyStateWarmup.Run(operations, () => Math.Min(calls, 200), tiered: true, Delay, TimeSpan.FromSeconds(10));

        Assert.True(outcome.Steady);
        Assert.Equal(200, outcome.CompiledMethods);
        Assert.InRange(outcome.Milliseconds, 290, 5_000); // 2 × 20 ms + 250 ms of quiet, at least
        Assert.Contains("no method was compiled for 0.29 s", outcome.Rule);
    }

    [Fact]
    public void A_JIT_that_never_goes_quiet_ends_at_the_cap_not_steady()
    {
        var calls = 0L;

        var outcome = SteadyStateWarmup.Run([() => calls++], () => calls, tiered: true, Delay, TimeSpan.FromMilliseconds(400));

        Assert.False(outcome.Steady);
        Assert.InRange(outcome.Milliseconds, 400, 5_000);
    }

    [Fact]
    public void Without_a_counter_it_runs_a_fixed_length_and_cannot_say_whether_it_is_steady()
    {
        var outcome = SteadyStateWarmup.Run([() => { }], () => null, tiered: true, Delay, TimeSpan.FromSeconds(10));

        Assert.Null(outcome.Steady);
        Assert.Null(outcome.CompiledMethods);
        Assert.InRange(outcome.Milliseconds, 3_000, 8_000);
        Assert.Contains("no JIT counter on this runtime", outcome.Rule);
    }

    [Fact]
    public void Ahead_of_time_code_has_no_JIT_to_wait_for_and_says_so_instead_of_claiming_steadiness()
    {
        var calls = 0;

        var outcome = SteadyStateWarmup.RunAheadOfTime([() => calls++], () => 0);

        Assert.Equal(SteadyStateWarmup.MinimumRounds, calls);
        Assert.Equal(0, outcome.CompiledMethods);
        Assert.Null(outcome.Steady);
        Assert.StartsWith("not applicable: compiled ahead of time (NativeAOT)", outcome.Rule);
    }

    [Fact]
    public void Without_tiered_compilation_a_few_rounds_are_enough()
    {
        var outcome = SteadyStateWarmup.Run([() => { }], () => null, tiered: false, Delay, TimeSpan.FromSeconds(10));

        Assert.True(outcome.Steady);
        Assert.Equal(SteadyStateWarmup.MinimumRounds, outcome.Rounds);
    }

    [Fact]
    public void A_cell_that_compiles_on_every_call_runs_a_fixed_length()
    {
        var calls = 0L;

        var outcome = SteadyStateWarmup.Run([() => calls++], () => calls, tiered: true, Delay, TimeSpan.FromSeconds(10), compilesEveryCall: true);

        Assert.Null(outcome.Steady);
        Assert.InRange(outcome.Milliseconds, 290, 5_000);
        Assert.Contains("never goes quiet", outcome.Rule);
    }

    [Theory]
    [InlineData(1, "0", 0)]
    [InlineData(1, "64", 100)]   // the runtime reads DOTNET_ settings as hexadecimal
    public void The_delay_is_the_environments_setting_read_as_hexadecimal(int processors, string setting, int expectedMs)
    {
        Environment.SetEnvironmentVariable("DOTNET_TC_CallCountingDelayMs", setting);
        try
        {
            Assert.Equal(TimeSpan.FromMilliseconds(expectedMs), JitActivity.CallCountingDelay(processors));
        }
        finally
        {
            Environment.SetEnvironmentVariable("DOTNET_TC_CallCountingDelayMs", null);
        }
    }

    [Theory]
    [InlineData(1, 1000)]
    [InlineData(2, 100)]
    public void The_default_delay_is_ten_times_longer_on_one_CPU(int processors, int expectedMs) =>
        Assert.Equal(TimeSpan.FromMilliseconds(expectedMs), JitActivity.CallCountingDelay(processors));
}
