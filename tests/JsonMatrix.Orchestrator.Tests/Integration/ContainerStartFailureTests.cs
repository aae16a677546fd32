using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class ContainerStartFailureTests(ContainerEngineFixture docker)
{
    [EngineFact]
    public async Task A_container_the_engine_cannot_start_is_reported_with_the_engines_reason_and_not_left_behind()
    {
        using var engine = docker.OpenEngine();
        var run = "start-failure-" + Guid.NewGuid().ToString("n")[..8];
        var labels = new Dictionary<string, string> { [ContainerOwner.RunLabel] = run, [ContainerOwner.CellLabel] = run };
        var spec = new ContainerSpec("jsonmatrix-" + run, BenchImages.DefaultBaseImage, ["true"], new Dictionary<string, string>(),
            ContainerCellExecutor.BenchUser, "999", 256L * 1024 * 1024, "/out", labels);

        var started = await engine.StartContainerAsync(spec, CancellationToken.None);

        Assert.False(started.IsSuccess);
        Assert.StartsWith($"Docker container start from {BenchImages.DefaultBaseImage} failed", started.Error, StringComparison.Ordinal);
        Assert.Contains("999", started.Error, StringComparison.Ordinal);
        var listed = await engine.ListContainersAsync(ContainerOwner.RunLabel, CancellationToken.None);
        Assert.DoesNotContain(listed.Value, container => container.Labels[ContainerOwner.RunLabel] == run);
    }
}
