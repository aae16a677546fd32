using System;
using System.Diagnostics;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>Makes the base image the Dockerfiles start FROM: present → nothing; pullable → pulled (GitHub's runners);
/// otherwise, as root with debootstrap, built from Debian packages (`debootstrap --variant=minbase bookworm`) and
/// imported under the very name the Dockerfiles use, so `docker build` never needs a registry.</summary>
public sealed class BaseImageProvisioner : IBaseImageSource
{
    public const string Suite = "bookworm";

    private static readonly TimeSpan DebootstrapTimeout = TimeSpan.FromMinutes(15);
    private static readonly TimeSpan TarTimeout = TimeSpan.FromMinutes(10);

    private readonly IContainerEngine _engine;
    private readonly IProcessRunner _processes;
    private readonly ISystemFacts _system;
    private readonly string _scratchDirectory;
    private readonly Action<string> _note;

    /// <param name="scratchDirectory">Where the root file system is assembled (removed afterwards).</param>
    /// <param name="note">Receives progress lines (debootstrap takes about a minute).</param>
    public BaseImageProvisioner(IContainerEngine engine, IProcessRunner processes, ISystemFacts system, string scratchDirectory, Action<string> note)
    {
        _engine = engine;
        _processes = processes;
        _system = system;
        _scratchDirectory = scratchDirectory;
        _note = note;
    }

    public async Task<StepResult<string>> EnsureAsync(string image, CancellationToken cancellationToken)
    {
        var exists = await _engine.ImageExistsAsync(image, cancellationToken).ConfigureAwait(false);
        if (!exists.IsSuccess)
        {
            return StepResult<string>.Failed(exists.Error!);
        }

        if (exists.Value)
        {
            return StepResult<string>.Success("present");
        }

        var pulled = await _engine.PullImageAsync(image, cancellationToken).ConfigureAwait(false);
        if (pulled.IsSuccess)
        {
            return StepResult<string>.Success("pulled");
        }

        if (WhyCannotBuild(image) is { } why)
        {
            return StepResult<string>.Failed(
                $"Base image {image} is not on this machine and could not be pulled ({pulled.Error}). {why}");
        }

        _note($"base image {image} is not present and cannot be pulled: building it with debootstrap --variant=minbase {Suite} (about a minute)");
        return await BuildAsync(image, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>Null when this machine can build the image itself; otherwise what the user can do instead.</summary>
    public string? WhyCannotBuild(string image)
    {
        if (!image.Contains(Suite, StringComparison.Ordinal))
        {
            return $"Only Debian {Suite} bases can be built locally: pull {image} on a machine with a registry (docker save/load), or use --base-image {BenchImages.DefaultBaseImage}.";
        }

        if (!_system.IsRoot)
        {
            return "Building it needs root: run `sudo dotnet run --project orchestrator -- doctor --fix`, or `docker pull " + image + "` where a registry is reachable.";
        }

        return _system.HasCommand("debootstrap")
            ? null
            : "Install debootstrap to build it locally (`dotnet run --project orchestrator -- doctor --fix` does), or `docker pull " + image + "` where a registry is reachable.";
    }

    private async Task<StepResult<string>> BuildAsync(string image, CancellationToken cancellationToken)
    {
        var stopwatch = Stopwatch.StartNew();
        var root = Path.Combine(_scratchDirectory, $"rootfs-{Suite}-{Environment.ProcessId}");
        try
        {
            Directory.CreateDirectory(_scratchDirectory);
            var debootstrap = await _processes.RunAsync(
                new ProcessRequest("debootstrap", ["--variant=minbase", Suite, root], DebootstrapTimeout),
                cancellationToken).ConfigureAwait(false);
            if (!debootstrap.Succeeded)
            {
                var why = debootstrap.StartError ?? (debootstrap.TimedOut ? "timed out" : CellVerdict.LastLines(debootstrap.CombinedOutput, 3));
                return StepResult<string>.Failed(
                    $"debootstrap --variant=minbase {Suite} failed: {why}. It downloads from deb.debian.org: check that apt-get update works on this machine.",
                    debootstrap.CombinedOutput);
            }

            var bootstrapSeconds = stopwatch.Elapsed.TotalSeconds;
            EngineResult<Done>? imported = null;
            var tarError = await TarStream.FromDirectoryAsync(
                root,
                async stream => imported = await _engine.ImportImageAsync(stream, image, cancellationToken).ConfigureAwait(false),
                TarTimeout,
                cancellationToken).ConfigureAwait(false);
            if (tarError is not null || imported is not { IsSuccess: true })
            {
                return StepResult<string>.Failed($"Importing the {Suite} root file system as {image} failed: {tarError ?? imported?.Error}");
            }

            return StepResult<string>.Success(
                $"built with debootstrap in {bootstrapSeconds:0} s and imported in {stopwatch.Elapsed.TotalSeconds - bootstrapSeconds:0} s");
        }
        finally
        {
            if (Directory.Exists(root))
            {
                Directory.Delete(root, recursive: true);
            }
        }
    }
}
