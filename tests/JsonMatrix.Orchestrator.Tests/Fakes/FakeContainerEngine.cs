using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>An in-memory engine: images are a set of names, a container "runs" by calling <see cref="Bench"/>,
/// which writes the files the bench would write into the folder copied out as /out. Thread-safe: a run on two core
/// sets starts, waits for and removes containers from two tasks at once, as it does with the real engine.</summary>
public sealed class FakeContainerEngine : IContainerEngine
{
    private readonly Dictionary<string, (ContainerSpec Spec, string Out)> _containers = [];
    private readonly object _gate = new();
    private int _started;

    public HashSet<string> Images { get; } = new(StringComparer.Ordinal);

    public List<string> Calls { get; } = [];

    public List<ImageBuildRequest> Builds { get; } = [];

    /// <summary>Every container's spec, in the order they were started.</summary>
    public List<ContainerSpec> Started { get; } = [];

    public HashSet<string> Removed { get; } = [];

    /// <summary>Plays the bench: gets the container's command and its /out folder, returns the exit code.</summary>
    public Func<ContainerSpec, string, CancellationToken, Task<int>> Bench { get; set; } = (_, _, _) => Task.FromResult(0);

    public bool Reachable { get; set; } = true;

    public string Endpoint => "unix:///fake/docker.sock";

    public Task<EngineResult<Done>> PingAsync(CancellationToken cancellationToken) =>
        Task.FromResult(Reachable ? EngineResult<Done>.Success(default) : EngineResult<Done>.Failure(DockerEngine.NoEngineMessage(Endpoint)));

    public Task<EngineResult<EngineVersion>> GetVersionAsync(CancellationToken cancellationToken) =>
        Task.FromResult(EngineResult<EngineVersion>.Success(new EngineVersion("20.10.24", "1.41", "linux")));

    public Task<EngineResult<bool>> ImageExistsAsync(string image, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            Calls.Add($"inspect {image}");
            return Task.FromResult(EngineResult<bool>.Success(Images.Contains(image)));
        }
    }

    public Task<EngineResult<Done>> PullImageAsync(string image, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            Calls.Add($"pull {image}");
        }

        return Task.FromResult(EngineResult<Done>.Failure("no registry"));
    }

    public Task<EngineResult<Done>> ImportImageAsync(Stream rootFileSystemTar, string image, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            Calls.Add($"import {image}");
            Images.Add(image);
        }

        return Task.FromResult(EngineResult<Done>.Success(default));
    }

    public Task<EngineResult<string>> BuildImageAsync(ImageBuildRequest request, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            Calls.Add($"build {request.Tag}");
            Builds.Add(request);
            Images.Add(request.Tag);
            Inventory.Add(FakeImages.Image($"sha256:built{Builds.Count}", [request.Tag],
                new Dictionary<string, string>(request.Labels) { ["jsonmatrix.image"] = "cell" }, ("base", 100), ($"built{Builds.Count}", 10)));
        }

        return Task.FromResult(EngineResult<string>.Success("Step 1/1 : FROM base"));
    }

    public Task<EngineResult<string>> StartContainerAsync(ContainerSpec spec, CancellationToken cancellationToken)
    {
        var id = $"c{Interlocked.Increment(ref _started)}";
        var output = Path.Combine(Path.GetTempPath(), "jsonmatrix-fake-out-" + Guid.NewGuid().ToString("n"));
        Directory.CreateDirectory(output);
        lock (_gate)
        {
            Calls.Add($"start {id} {spec.Image}");
            Started.Add(spec);
            _containers[id] = (spec, output);
        }

        return Task.FromResult(EngineResult<string>.Success(id));
    }

    public async Task<EngineResult<long>> WaitContainerAsync(string containerId, CancellationToken cancellationToken)
    {
        (ContainerSpec Spec, string Out) container;
        lock (_gate)
        {
            Calls.Add($"wait {containerId}");
            container = _containers[containerId];
        }

        var (spec, output) = container;
        return EngineResult<long>.Success(await Bench(spec, output, cancellationToken));
    }

    /// <summary>A command in a kept container: the bench (<see cref="Bench"/>) with the command as the spec's, its output
    /// folder emptied first as the real command does (the fake's folder stands for the process's).</summary>
    public async Task<EngineResult<ExecOutcome>> ExecAsync(string containerId, IReadOnlyList<string> command, CancellationToken cancellationToken)
    {
        (ContainerSpec Spec, string Out) container;
        lock (_gate)
        {
            Calls.Add($"exec {containerId}");
            if (Removed.Contains(containerId) || !_containers.TryGetValue(containerId, out container))
            {
                return EngineResult<ExecOutcome>.Failure($"Docker exec in the container failed (409): container {containerId} is not running.");
            }

            Execs.Add(container.Spec with { Command = command });
        }

        if (Directory.Exists(container.Out)) Directory.Delete(container.Out, recursive: true);
        Directory.CreateDirectory(container.Out);
        var exitCode = await Bench(container.Spec with { Command = command }, container.Out, cancellationToken);
        return EngineResult<ExecOutcome>.Success(new ExecOutcome(exitCode, new ContainerLogs("bench output\n", string.Empty)));
    }

    /// <summary>Every command run in a kept container, as its container's spec with the command in place of the spec's.</summary>
    public List<ContainerSpec> Execs { get; } = [];

    public Task<EngineResult<ContainerLogs>> GetLogsAsync(string containerId, CancellationToken cancellationToken) =>
        Task.FromResult(EngineResult<ContainerLogs>.Success(new ContainerLogs("bench output\n", string.Empty)));

    public Task<EngineResult<Done>> CopyDirectoryOutAsync(string containerId, string containerPath, string hostDirectory, CancellationToken cancellationToken)
    {
        string output;
        lock (_gate)
        {
            Calls.Add($"copy {containerId} {containerPath}");
            output = _containers[containerId].Out;
        }

        CopyTree(output, hostDirectory);
        return Task.FromResult(EngineResult<Done>.Success(default));
    }

    /// <summary>Runs before a container is removed (a removal that waits for others shows whether they overlap).</summary>
    public Func<string, Task>? BeforeRemove { get; set; }

    public async Task<EngineResult<Done>> RemoveContainerAsync(string containerId, CancellationToken cancellationToken)
    {
        if (BeforeRemove is { } before)
        {
            await before(containerId).ConfigureAwait(false);
        }

        string? output = null;
        lock (_gate)
        {
            if (Removed.Add(containerId))
            {
                Calls.Add($"remove {containerId}");
                output = _containers.TryGetValue(containerId, out var container) ? container.Out : null;
            }
        }

        if (output is not null && Directory.Exists(output))
        {
            Directory.Delete(output, recursive: true);
        }

        return EngineResult<Done>.Success(default);
    }

    /// <summary>Containers that <see cref="ListContainersAsync"/> reports besides the ones this fake started.</summary>
    public List<ContainerSummary> Listed { get; } = [];

    public Task<EngineResult<IReadOnlyList<ContainerSummary>>> ListContainersAsync(string? label, CancellationToken cancellationToken)
    {
        IReadOnlyList<ContainerSummary> listed;
        lock (_gate)
        {
            Calls.Add(label is null ? "list containers" : $"list {label}");
            listed = Listed.Where(container => (label is null || container.Labels.ContainsKey(label)) && !Removed.Contains(container.Id)).ToList();
        }

        return Task.FromResult(EngineResult<IReadOnlyList<ContainerSummary>>.Success(listed));
    }

    /// <summary>The images <see cref="ListImagesAsync"/> lists, with their layers (builds add theirs).</summary>
    public List<ImageSummary> Inventory { get; } = [];

    /// <summary>References <see cref="RemoveImageAsync"/> refuses, as the engine does for an image a container uses.</summary>
    public HashSet<string> RefusedRemovals { get; } = new(StringComparer.Ordinal);

    public Task<EngineResult<IReadOnlyList<ImageSummary>>> ListImagesAsync(CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            Calls.Add("list images");
            return Task.FromResult(EngineResult<IReadOnlyList<ImageSummary>>.Success(Inventory.ToList()));
        }
    }

    /// <summary>Deletes a tag (the image with its last one) or an image by id, as the engine does.</summary>
    public Task<EngineResult<Done>> RemoveImageAsync(string reference, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            return RemoveImage(reference);
        }
    }

    private Task<EngineResult<Done>> RemoveImage(string reference)
    {
        Calls.Add($"rmi {reference}");
        if (RefusedRemovals.Contains(reference))
        {
            return Task.FromResult(EngineResult<Done>.Failure($"Docker image removal of {reference} failed (409): conflict: unable to delete {reference} - image is being used by running container"));
        }

        var index = Inventory.FindIndex(image => image.Id == reference || image.Tags.Contains(reference));
        if (index >= 0)
        {
            var image = Inventory[index];
            var tags = image.Tags.Where(tag => tag != reference).ToList();
            Inventory.RemoveAt(index);
            if (image.Id != reference && tags.Count > 0)
            {
                Inventory.Insert(index, image with { Tags = tags });
            }
        }

        Images.Remove(reference);
        return Task.FromResult(EngineResult<Done>.Success(default));
    }

    private static void CopyTree(string from, string to)
    {
        foreach (var file in Directory.EnumerateFiles(from, "*", SearchOption.AllDirectories))
        {
            var target = Path.Combine(to, Path.GetRelativePath(from, file));
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(file, target, overwrite: true);
        }
    }
}
