using System.Linq;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

public sealed class HostStateTests
{
    private const string Group = "net8.0|default|8.0.1|cached";

    [Fact]
    public void A_process_whose_yardstick_ran_at_twice_the_runs_fastest_in_most_rounds_is_slow()
    {
        var processes = new[]
        {
            Process("stj", 1, yardstick: 100),
            Process("stj", 2, yardstick: 104),
            Process("stj", 3, yardstick: 200),
        };

        var host = HostState.Judge(processes);

        Assert.False(host.Of(processes[0]).Slow);
        Assert.False(host.Of(processes[1]).Slow);
        Assert.True(host.Of(processes[2]).Slow);
        Assert.Equal(2.0, host.Of(processes[2]).State, 3);
        Assert.Equal(("stj", 3), host.SlowProcesses.Select(p => (p.Cell, p.Process)).Single());
    }

    [Fact]
    public void Comparing_with_the_cells_own_processes_is_not_enough_the_run_sets_the_best()
    {
        // Both of this cell's processes ran slow; another cell's shows how fast the host can be.
        var processes = new[]
        {
            Process("newtonsoft", 1, yardstick: 190),
            Process("newtonsoft", 2, yardstick: 200),
            Process("stj", 1, yardstick: 100),
        };

        var host = HostState.Judge(processes);

        Assert.True(host.Of(processes[0]).Slow);
        Assert.True(host.Of(processes[1]).Slow);
        Assert.False(host.Of(processes[2]).Slow);
    }

    [Fact]
    public void A_slow_moment_of_a_fast_process_is_left_out_as_a_slow_round()
    {
        var yardstick = Enumerable.Repeat(100.0, 20).ToArray();
        yardstick[3] = 180;
        yardstick[11] = 130;
        var processes = new[] { Process("stj", 1, yardstick) };

        var state = HostState.Judge(processes).Of(processes[0]);

        Assert.False(state.Slow);
        Assert.Equal(18, state.KeptRounds.Count);
        Assert.DoesNotContain(3, state.KeptRounds);
        Assert.DoesNotContain(11, state.KeptRounds);
        Assert.Equal((2, 20), HostState.Judge(processes).RoundCounts);
    }

    [Fact]
    public void Yardsticks_of_different_groups_are_never_compared()
    {
        // A per-call process keeps the JIT busy and its floor at tier 0: slower, but not the host's doing.
        var processes = new[]
        {
            Process("stj", 1, yardstick: 100),
            Process("stj-per-call", 1, yardstick: 900, group: "net8.0|default|8.0.1|per-call"),
        };

        var host = HostState.Judge(processes);

        Assert.False(host.Of(processes[1]).Slow);
        Assert.Equal(1.0, host.Of(processes[1]).State, 3);
    }

    internal static ProcessRounds Process(string cell, int process, double yardstick, int rounds = 20, string group = Group) =>
        Process(cell, process, Enumerable.Repeat(yardstick, rounds).ToArray(), group);

    internal static ProcessRounds Process(string cell, int process, double[] yardstick, string group = Group) =>
        new(cell, process, group, false,
        [
            new BenchmarkRounds("person:serialize-string", yardstick.Select(y => y * 1.5).ToArray(), yardstick),
            new BenchmarkRounds("person:deserialize-string", yardstick.Select(y => y * 2.5).ToArray(), yardstick.Select(y => y * 3).ToArray()),
        ]);
}
