using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>The sweep against the real engine: a stopped container whose owner is gone is removed, one whose owner
/// (this test process) still runs is kept. Other containers on the engine are left alone by the sweep's own rules.</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class StaleContainerSweepEngineTests
{
    [EngineFact]
    public async Task A_stopped_container_of_a_dead_owner_is_removed_and_one_of_a_live_owner_is_kept()
    {
        var current = ContainerOwner.Current!;
        var (endpoint, _) = DockerEndpoint.FromEnvironment(
            Environment.GetEnvironmentVariable("DOCKER_HOST"), Environment.GetEnvironmentVariable("DOCKER_API_VERSION"));
        string? orphan = null;
        string? owned = null;
        using var engine = new DockerEngine(endpoint!);
        try
        {
            // A pid whose start time does not match: the owner that made it is gone, and this pid belongs to someone else.
            orphan = await ExitedContainerAsync(endpoint!, current with { StartTicks = current.StartTicks + "9" });
            owned = await ExitedContainerAsync(endpoint!, current);

            var swept = await new StaleContainerSweep(engine, new ProcProcessTable()).RunAsync(CancellationToken.None);

            Assert.True(swept.IsSuccess, swept.Error);
            Assert.True(swept.Value >= 1);
            var left = (await engine.ListContainersAsync(ContainerOwner.RunLabel, CancellationToken.None)).Value.Select(container => container.Id).ToList();
            Assert.DoesNotContain(orphan, left);
            Assert.Contains(owned, left);
        }
        finally
        {
            foreach (var id in new[] { orphan, owned }.OfType<string>())
            {
                await engine.RemoveContainerAsync(id, CancellationToken.None);
            }
        }
    }

    /// <summary>Starts a container that exits at once, from another engine instance (as another run would), and
    /// waits for its exit; the container stays behind as a killed run's would.</summary>
    private static async Task<string> ExitedContainerAsync(DockerEndpoint endpoint, ContainerOwner owner)
    {
        var labels = new Dictionary<string, string>(owner.ToLabels())
        {
            [ContainerOwner.RunLabel] = "sweep-test",
            [ContainerOwner.CellLabel] = "sweep-test",
        };
        var spec = new ContainerSpec("jsonmatrix-sweep-test-" + Guid.NewGuid().ToString("n")[..8], BenchImages.DefaultBaseImage,
            ["true"], new Dictionary<string, string>(), ContainerCellExecutor.BenchUser, "0", 256L * 1024 * 1024, "/out", labels);
        // Not disposed: disposing would remove the containers it started, and this one must stay behind.
        var other = new DockerEngine(endpoint);
        var started = await other.StartContainerAsync(spec, CancellationToken.None);
        Assert.True(started.IsSuccess, started.Error);
        Assert.Equal(0, (await other.WaitContainerAsync(started.Value, CancellationToken.None)).Value);
        return started.Value;
    }
}
