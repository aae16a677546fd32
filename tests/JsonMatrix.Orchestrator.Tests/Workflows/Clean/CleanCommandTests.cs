using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.FakeImages;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Clean;

/// <summary>`clean` over the fake engine, after a `run` of the same matrix built its image there.</summary>
public sealed class CleanCommandTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();

    private static readonly ImageSummary Old = Image("sha256:old", ["jsonmatrix-bench:net10.0-000000000000"], Labels("jsonmatrix.publish"), ("base", 100), ("old", 1_500_000_000));
    private static readonly ImageSummary InUse = Image("sha256:inuse", ["jsonmatrix-bench:net8.0-000000000000"], Labels("jsonmatrix.publish"), ("base", 100), ("inuse", 7));
    private static readonly ImageSummary Dangling = Image("sha256:dangling", [], Labels("jsonmatrix.image"), ("base", 100), ("apt", 20_000_000));
    private static readonly ImageSummary Foreign = Image("sha256:foreign", ["other-project:latest"], NoLabels, ("base", 100), ("foreign", 5));

    private async Task<string> RunThenStockTheEngine()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "container"));
        var built = Assert.Single(_cli.Engine.Builds).Tag;
        _cli.Engine.Inventory.AddRange([Image("sha256:debian", ["debian:bookworm-slim"], NoLabels, ("base", 100)), Old, InUse, Dangling, Foreign]);
        var live = ContainerOwner.Current!;
        _cli.Engine.Listed.Add(new ContainerSummary("deadbeef0000", "exited", Owned(live with { StartTicks = live.StartTicks + "9" }), "sha256:old"));
        _cli.Engine.Listed.Add(new ContainerSummary("alive0000000", "running", Owned(live), "sha256:inuse"));
        _cli.Engine.Calls.Clear();
        return built;
    }

    [Fact]
    public async Task A_dry_run_lists_what_would_go_keeps_the_image_run_just_built_and_removes_nothing()
    {
        var built = await RunThenStockTheEngine();

        var exitCode = await _cli.RunAsync("clean", "--matrix", TwoCells, "--dry-run");

        Assert.Equal(ExitCodes.Success, exitCode);
        var output = _cli.Output;
        Assert.Matches($@"keep\s+{built.Replace(".", @"\.")}\s+110 B\s+current: `run` would use it", output);
        Assert.Matches(@"would go\s+jsonmatrix-bench:net10\.0-000000000000\s+1\.5 GB\s+not what the current sources and matrix build", output);
        Assert.Matches(@"would go\s+<none> sha256:dangling\s+20 MB\s+dangling, left by a build", output);
        Assert.Matches(@"keep\s+jsonmatrix-bench:net8\.0-000000000000\s+107 B\s+used by container alive0000000 \(running\)", output);
        Assert.DoesNotContain("other-project", output, StringComparison.Ordinal);
        Assert.Contains("Would remove 2 image(s) and 1 container(s) of runs that no longer run, freeing 1.52 GB", output, StringComparison.Ordinal);
        Assert.DoesNotContain(_cli.Engine.Calls, call => call.StartsWith("rmi", StringComparison.Ordinal) || call.StartsWith("remove", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Clean_sweeps_the_dead_run_s_container_removes_the_old_and_dangling_images_and_says_what_it_freed()
    {
        var built = await RunThenStockTheEngine();

        var exitCode = await _cli.RunAsync("clean", "--matrix", TwoCells);

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Equal(["rmi jsonmatrix-bench:net10.0-000000000000", "rmi sha256:dangling"], _cli.Engine.Calls.Where(call => call.StartsWith("rmi", StringComparison.Ordinal)).Order());
        Assert.Contains("remove deadbeef0000", _cli.Engine.Calls);
        Assert.Equal(["debian:bookworm-slim", built, "jsonmatrix-bench:net8.0-000000000000", "other-project:latest"],
            _cli.Engine.Inventory.SelectMany(image => image.Tags).Order(StringComparer.Ordinal));
        Assert.Contains("Removed 1 container(s) left by earlier runs that no longer run.", _cli.Output, StringComparison.Ordinal);
        Assert.Contains("Removed 2 image(s): freed 1.52 GB; the engine's images took 1.52 GB, now 122 B in 4 image(s).", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task All_removes_the_current_image_too_but_never_one_a_running_container_uses()
    {
        var built = await RunThenStockTheEngine();

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("clean", "--matrix", TwoCells, "--all"));

        Assert.Contains($"rmi {built}", _cli.Engine.Calls);
        Assert.DoesNotContain("rmi jsonmatrix-bench:net8.0-000000000000", _cli.Engine.Calls);
    }

    [Fact]
    public async Task An_image_the_engine_refuses_is_kept_and_named_the_others_still_go_and_the_exit_code_is_1()
    {
        await RunThenStockTheEngine();
        _cli.Engine.RefusedRemovals.Add("jsonmatrix-bench:net10.0-000000000000");

        var exitCode = await _cli.RunAsync("clean", "--matrix", TwoCells);

        Assert.Equal(ExitCodes.Failed, exitCode);
        Assert.Contains("rmi sha256:dangling", _cli.Engine.Calls);
        Assert.Contains("clean: kept jsonmatrix-bench:net10.0-000000000000: Docker image removal of jsonmatrix-bench:net10.0-000000000000 failed (409)", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains("Removed 1 image(s) (1 refused by the engine, kept)", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task While_another_run_holds_a_core_set_clean_refuses_with_exit_1_and_a_dry_run_still_answers()
    {
        await RunThenStockTheEngine();
        var (held, _) = CoreSetLock.TryAcquire(Path.Combine(_cli.MachineCacheDirectory, "locks"), "0",
            new LockOwner("20260101T000000Z-42", 42, DateTime.UtcNow, "/tmp/elsewhere"));
        using (held)
        {
            Assert.NotNull(held);
            Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("clean", "--matrix", TwoCells));
            Assert.Equal(ExitCodes.Success, await _cli.RunAsync("clean", "--matrix", TwoCells, "--dry-run"));
        }

        Assert.Equal("clean: run 20260101T000000Z-42 (pid 42) is running on this machine and may be about to start an image it just built: clean when it ends (--dry-run works now).",
            _cli.Errors.Trim());
        Assert.DoesNotContain(_cli.Engine.Calls, call => call.StartsWith("rmi", StringComparison.Ordinal) || call.StartsWith("remove", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Without_an_engine_clean_says_so_in_one_line_and_exits_1()
    {
        _cli.Engine.Reachable = false;

        Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("clean", "--dry-run"));
        Assert.Equal($"clean: {DockerEngine.NoEngineMessage(_cli.Engine.Endpoint)}", _cli.Errors.Trim());
    }

    [Fact]
    public async Task Bad_options_exit_2_before_the_engine_is_asked_anything()
    {
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("clean", "--dry-rum"));
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("clean", "--base-image", "Not An Image", "--matrix", Path.Combine(_cli.OutDirectory, "missing.yaml")));
        Assert.Contains("error: --base-image 'Not An Image' is not a Docker image name.", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains("missing.yaml' does not exist.", _cli.Errors, StringComparison.Ordinal);
        Assert.Empty(_cli.Engine.Calls);
    }

    [Fact]
    public async Task Help_names_every_option()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("clean", "--help"));
        Assert.All(new[] { "--dry-run", "--all", "--matrix", "--base-image" }, option => Assert.Contains(option, _cli.Output, StringComparison.Ordinal));
    }

    [Fact]
    public async Task Doctor_reports_the_space_and_past_2_GB_to_free_suggests_clean_in_a_warning_that_does_not_fail_it()
    {
        // Doctor keeps the images of the default matrix.yaml; the image the two-cell run built is one of them (the default
        // matrix publishes net10.0 with the same sources and package versions).
        await RunThenStockTheEngine();
        var quiet = await _cli.RunAsync("doctor");
        Assert.Contains("  ok       JsonMatrix images: 4 image(s) taking 1.52 GB of their own; 2 of them not current (old builds, dangling leftovers), 1.52 GB that `clean` would free\n",
            _cli.Output, StringComparison.Ordinal);

        _cli.Engine.Inventory.Add(Image("sha256:older", ["jsonmatrix-bench:mono-000000000000"], Labels("jsonmatrix.publish"), ("base", 100), ("mono", 740_000_000)));
        var crowded = await _cli.RunAsync("doctor");

        Assert.Contains("  warning  JsonMatrix images: 5 image(s) taking 2.26 GB of their own; 3 of them not current (old builds, dangling leftovers), 2.26 GB that `clean` would free:"
            + " run `dotnet run --project orchestrator -- clean` (--dry-run lists them first)\n", _cli.Output, StringComparison.Ordinal);
        Assert.Equal(quiet, crowded);
        Assert.DoesNotContain(_cli.Engine.Calls, call => call.StartsWith("rmi", StringComparison.Ordinal));
    }

    private static Dictionary<string, string> Owned(ContainerOwner owner) =>
        new(owner.ToLabels()) { [ContainerOwner.RunLabel] = "earlier-run", [ContainerOwner.CellLabel] = "net10.0_newtonsoft_default_cached" };

    public void Dispose() => _cli.Dispose();
}
