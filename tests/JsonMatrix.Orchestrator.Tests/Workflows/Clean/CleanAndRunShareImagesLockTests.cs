using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Clean;

/// <summary>`clean` and `run` take the same lock (images.lock) before touching images: clean --all started just after a
/// run is refused, and a run started during a clean waits for it before its first image.</summary>
public sealed class CleanAndRunShareImagesLockTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();

    private string Locks => Path.Combine(_cli.MachineCacheDirectory, "locks");

    [Fact]
    public async Task Clean_all_while_a_run_holds_the_images_is_refused_with_exit_1_and_removes_nothing()
    {
        using var run = ImageLock.TryShared(Locks);
        Assert.NotNull(run);

        var exitCode = await _cli.RunAsync("clean", "--matrix", TwoCells, "--all");

        Assert.Equal(ExitCodes.Failed, exitCode);
        Assert.Contains("clean: a run on this machine holds the images", _cli.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain(_cli.Engine.Calls, call => call.StartsWith("rmi", StringComparison.Ordinal) || call.StartsWith("remove", StringComparison.Ordinal));
    }

    [Fact]
    public async Task A_container_run_started_during_a_clean_waits_for_it_before_building_its_image()
    {
        var clean = ImageLock.TryExclusive(Locks);
        Assert.NotNull(clean);
        var run = _cli.RunAsync("--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "container");
        var deadline = DateTime.UtcNow.AddSeconds(30);
        while (!_cli.Output.Contains("`clean` is removing images", StringComparison.Ordinal) && DateTime.UtcNow < deadline)
        {
            await Task.Delay(50);
        }

        Assert.Contains("`clean` is removing images on this machine: waiting for it to end before touching any.", _cli.Output, StringComparison.Ordinal);
        Assert.Empty(_cli.Engine.Builds);
        clean!.Dispose();

        Assert.Equal(ExitCodes.Success, await run);
        Assert.Single(_cli.Engine.Builds);
        using var afterTheRun = ImageLock.TryExclusive(Locks);
        Assert.NotNull(afterTheRun); // the run let go of the images when it ended
    }

    public void Dispose() => _cli.Dispose();
}
