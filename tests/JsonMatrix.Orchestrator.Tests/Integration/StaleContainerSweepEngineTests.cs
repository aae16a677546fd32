using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Processes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>The sweep against the real engine: containers whose owner is gone are removed, stopped or still running;
/// one whose owner (this test process) still runs is kept. Other containers on the engine are left alone by the sweep's own rules.</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class StaleContainerSweepEngineTests(ContainerEngineFixture docker)
{
    [EngineFact]
    public async Task Containers_of_a_dead_owner_are_removed_stopped_or_running_and_one_of_a_live_owner_is_kept()
    {
        var current = ContainerOwner.Current!;
        var endpoint = docker.Endpoint;
        string? orphan = null;
        string? running = null;
        string? owned = null;
        using var engine = docker.OpenEngine();
        try
        {
            // A pid whose start time does not match: the owner that made it is gone, and this pid belongs to someone else.
            var dead = current with { StartTicks = current.StartTicks + "9" };
            orphan = await LeftContainerAsync(endpoint, dead, ["true"]);
            running = await LeftContainerAsync(endpoint, dead, ["sleep", "300"]);
            owned = await LeftContainerAsync(endpoint, current, ["true"]);

            var swept = await new StaleContainerSweep(engine, new ProcProcessTable()).RunAsync(CancellationToken.None);

            Assert.True(swept.IsSuccess, swept.Error);
            Assert.True(swept.Value.Removed >= 2);
            Assert.True(swept.Value.StillRunning >= 1);
            var left = (await engine.ListContainersAsync(ContainerOwner.RunLabel, CancellationToken.None)).Value.Select(container => container.Id).ToList();
            Assert.DoesNotContain(orphan, left);
            Assert.DoesNotContain(running, left);
            Assert.Contains(owned, left);
        }
        finally
        {
            foreach (var id in new[] { orphan, running, owned }.OfType<string>())
            {
                await engine.RemoveContainerAsync(id, CancellationToken.None);
            }
        }
    }

    /// <summary>Starts a container from another engine instance (as another run would) and leaves it behind as a
    /// killed run would; one whose command is `true` is waited for until it exited.</summary>
    private static async Task<string> LeftContainerAsync(DockerEndpoint endpoint, ContainerOwner owner, string[] command)
    {
        var labels = new Dictionary<string, string>(owner.ToLabels())
        {
            [ContainerOwner.RunLabel] = "sweep-test",
            [ContainerOwner.CellLabel] = "sweep-test",
        };
        var spec = new ContainerSpec("jsonmatrix-sweep-test-" + Guid.NewGuid().ToString("n")[..8], BenchImages.DefaultBaseImage,
            command, new Dictionary<string, string>(), ContainerCellExecutor.BenchUser, "0", 256L * 1024 * 1024, "/out", labels);
        // Not disposed: disposing would remove the containers it started, and this one must stay behind.
        var other = new DockerEngine(endpoint);
        var started = await other.StartContainerAsync(spec, CancellationToken.None);
        Assert.True(started.IsSuccess, started.Error);
        if (command is ["true"])
        {
            Assert.Equal(0, (await other.WaitContainerAsync(started.Value, CancellationToken.None)).Value);
        }

        return started.Value;
    }
}
