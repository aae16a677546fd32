using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class StaleContainerSweepTests
{
    private const string Host = "bench-machine";
    private static readonly ContainerOwner Live = new(Host, 100, "5000");
    private static readonly ContainerOwner Dead = new(Host, 200, "6000");

    private readonly FakeContainerEngine _engine = new();
    private readonly FakeProcessTable _processes = new(Host, Live);

    [Fact]
    public async Task A_container_whose_owner_no_longer_runs_is_removed_and_counted_whatever_its_state()
    {
        _engine.Listed.Add(Container("old", "exited", Dead));
        _engine.Listed.Add(Container("never-started", "created", Dead));
        _engine.Listed.Add(Container("orphaned-bench", "running", Dead));

        var result = (await new StaleContainerSweep(_engine, _processes).RunAsync(CancellationToken.None)).Value;

        Assert.Equal(new SweepResult(3, 1), result);
        Assert.Equal(["old", "never-started", "orphaned-bench"], _engine.Removed);
        Assert.Equal("Removed 3 container(s) left by earlier runs that no longer run (1 still running, killed).", result.ToString());
    }

    [Theory]
    [InlineData("running")]
    [InlineData("exited")]
    [InlineData("created")]
    public async Task A_container_of_a_live_process_is_kept_as_that_run_still_measures_or_collects_it(string state)
    {
        _engine.Listed.Add(Container("in-use", state, Live));

        Assert.Equal(0, await Sweep());
        Assert.Empty(_engine.Removed);
    }

    [Fact]
    public async Task A_process_that_reuses_a_dead_owners_pid_does_not_keep_its_container()
    {
        _engine.Listed.Add(Container("reused-pid", "exited", Live with { StartTicks = "4999" }));

        Assert.Equal(1, await Sweep());
    }

    [Fact]
    public async Task A_container_that_names_no_owner_or_another_host_is_kept()
    {
        _engine.Listed.Add(new ContainerSummary("older-version", "exited", new Dictionary<string, string> { [ContainerOwner.RunLabel] = "r" }));
        _engine.Listed.Add(Container("elsewhere", "exited", Dead with { Host = "other-machine" }));

        Assert.Equal(0, await Sweep());
        Assert.Empty(_engine.Removed);
    }

    [Fact]
    public async Task The_sweep_lists_only_containers_that_carry_the_run_label()
    {
        await Sweep();

        Assert.Equal([$"list {ContainerOwner.RunLabel}"], _engine.Calls);
    }

    [Fact]
    public void Owner_labels_read_back_into_the_same_owner()
    {
        var labels = new Dictionary<string, string>(Live.ToLabels());

        Assert.Equal(Live, ContainerOwner.FromLabels(labels));
    }

    [Fact]
    public void This_process_is_its_own_live_owner_on_linux()
    {
        var current = ContainerOwner.Current;

        Assert.NotNull(current);
        Assert.True(new ProcProcessTable().IsAlive(current));
        Assert.False(new ProcProcessTable().IsAlive(current with { StartTicks = current.StartTicks + "0" }));
    }

    private async Task<int> Sweep()
    {
        var result = await new StaleContainerSweep(_engine, _processes).RunAsync(CancellationToken.None);
        return result.Value.Removed;
    }

    private static ContainerSummary Container(string id, string state, ContainerOwner owner)
    {
        var labels = new Dictionary<string, string>(owner.ToLabels()) { [ContainerOwner.RunLabel] = "20260101T000000Z" };
        return new ContainerSummary(id, state, labels);
    }

    private sealed class FakeProcessTable(string host, params ContainerOwner[] alive) : IProcessTable
    {
        public string Host => host;

        public bool IsAlive(ContainerOwner owner) => System.Array.IndexOf(alive, owner) >= 0;
    }
}
