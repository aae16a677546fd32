using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Images;

/// <summary>One image per publish, jsonmatrix-bench:&lt;runtime&gt;-&lt;hash&gt;, built from containers/linux/Dockerfile
/// (or containers/mono/Dockerfile) FROM a base image named by the BASE_IMAGE build argument. An existing tag is
/// never rebuilt: the hash covers the published app, the Dockerfile and the base image name.</summary>
public sealed class BenchImages
{
    public const string Repository = "jsonmatrix-bench";
    public const string DefaultBaseImage = "debian:bookworm-slim";

    private readonly IContainerEngine _engine;
    private readonly IBaseImageSource _baseImages;
    private readonly string _repositoryRoot;
    private readonly string _baseImage;
    private readonly ConcurrentDictionary<string, Lazy<Task<StepResult<string>>>> _builds = new(StringComparer.Ordinal);
    private readonly ConcurrentDictionary<string, (IReadOnlyList<string>? Words, string? Error)> _entrypoints = new(StringComparer.Ordinal);

    public BenchImages(IContainerEngine engine, IBaseImageSource baseImages, string repositoryRoot, string baseImage)
    {
        _engine = engine;
        _baseImages = baseImages;
        _repositoryRoot = repositoryRoot;
        _baseImage = baseImage;
    }

    public static string DockerfileFor(PublishSpec spec) =>
        spec.Project.IsWeb ? "containers/web/Dockerfile" : spec.RunsOnMono ? "containers/mono/Dockerfile" : "containers/linux/Dockerfile";

    /// <summary>How the image of a publish starts the bench: its Dockerfile's ENTRYPOINT (<see cref="DockerfileEntrypoint"/>),
    /// read once per Dockerfile a run uses (the image's tag covers the file, so it is the image's).</summary>
    public (IReadOnlyList<string>? Words, string? Error) EntrypointFor(PublishedBench bench) =>
        _entrypoints.GetOrAdd(DockerfileFor(bench.Spec), ReadEntrypoint);

    private (IReadOnlyList<string>? Words, string? Error) ReadEntrypoint(string name)
    {
        try
        {
            return DockerfileEntrypoint.Parse(File.ReadAllText(Path.Combine(_repositoryRoot, name)), name);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return (null, $"{name} could not be read: {exception.Message}");
        }
    }

    public string TagFor(PublishedBench bench) => TagFor(_repositoryRoot, _baseImage, bench.Spec, bench.Hash);

    /// <summary>The tag of a publish's image (`clean` asks it too, for the images `run` would use now).</summary>
    public static string TagFor(string repositoryRoot, string baseImage, PublishSpec spec, string publishHash)
    {
        var dockerfile = File.ReadAllText(Path.Combine(repositoryRoot, DockerfileFor(spec)));
        var digest = SHA256.HashData(Encoding.UTF8.GetBytes($"{publishHash}\n{baseImage}\n{dockerfile}"));
        return $"{Repository}:{spec.Project.CachePrefix}{spec.RuntimeId}-{Convert.ToHexStringLower(digest)[..PublishHash.Length]}";
    }

    /// <summary>Checks the image of a publish (every cell does: it is part of the per-cell overhead) and builds it
    /// once per run when missing.</summary>
    public Task<StepResult<PreparedBench>> EnsureAsync(PublishedBench bench, CancellationToken cancellationToken) =>
        EnsureTagAsync(TagFor(bench), new PreparedBench(bench, null, Cached: false), tag => BuildAsync(bench, tag, cancellationToken), cancellationToken);

    /// <summary>An image by tag: cached when the engine has it, else built once per run by <paramref name="build"/>;
    /// <paramref name="prepared"/> with that image.</summary>
    private async Task<StepResult<PreparedBench>> EnsureTagAsync(string tag, PreparedBench prepared, Func<string, Task<StepResult<string>>> build,
        CancellationToken cancellationToken)
    {
        var exists = await _engine.ImageExistsAsync(tag, cancellationToken).ConfigureAwait(false);
        if (!exists.IsSuccess)
        {
            return StepResult<PreparedBench>.Failed(exists.Error!);
        }

        if (exists.Value)
        {
            return StepResult<PreparedBench>.Success(prepared with { Image = tag, Cached = true }, $"image cached ({tag})");
        }

        var built = await _builds.GetOrAdd(tag, key => new Lazy<Task<StepResult<string>>>(() => build(key))).Value.ConfigureAwait(false);
        return built.IsSuccess
            ? StepResult<PreparedBench>.Success(prepared with { Image = tag, Cached = false }, built.Value)
            : StepResult<PreparedBench>.Failed(built.Failure!, built.Log);
    }

    /// <summary>The Dockerfile of a web group across runtimes' image.</summary>
    public const string WebGroupDockerfile = "containers/web/Dockerfile.group";

    /// <summary>A runtime's web app executable inside a web group's image: the driver's in /app, another runtime's in
    /// /apps/RUNTIME (<see cref="WebGroupDockerfile"/>).</summary>
    public static string WebAppInImage(string? otherRuntime, PublishedBench bench) =>
        otherRuntime is null ? $"/app/{bench.Spec.Project.AssemblyName}" : $"/apps/{otherRuntime}/{bench.Spec.Project.AssemblyName}";

    /// <summary>The tag of a web group's image: the driver's image, the other publishes and the Dockerfile.</summary>
    public string WebGroupTag(string driverImage, IReadOnlyList<PublishedBench> others) =>
        WebGroupTag(_repositoryRoot, driverImage, [.. others.Select(o => (o.Spec.RuntimeId, o.Hash))]);

    /// <summary>The same from the other runtimes' publish hashes (`clean` asks it too).</summary>
    public static string WebGroupTag(string repositoryRoot, string driverImage, IReadOnlyList<(string RuntimeId, string Hash)> others)
    {
        var dockerfile = File.ReadAllText(Path.Combine(repositoryRoot, WebGroupDockerfile));
        var inputs = string.Join("\n", new[] { driverImage }.Concat(others.Select(o => $"{o.RuntimeId}={o.Hash}")).Append(dockerfile));
        return $"{Repository}:web-group-{Convert.ToHexStringLower(SHA256.HashData(Encoding.UTF8.GetBytes(inputs)))[..PublishHash.Length]}";
    }

    /// <summary>The driver's image with the other runtimes' web apps beside it, built once (an existing tag is never rebuilt).</summary>
    public Task<StepResult<PreparedBench>> EnsureWebGroupAsync(PreparedBench driver, IReadOnlyList<PublishedBench> others, CancellationToken cancellationToken)
    {
        var driverImage = driver.Image ?? throw new ArgumentException("A container web group needs the driver's image.", nameof(driver));
        string tag;
        try
        {
            tag = WebGroupTag(driverImage, others);
        }
        catch (IOException exception)
        {
            return Task.FromResult(StepResult<PreparedBench>.Failed($"{WebGroupDockerfile} could not be read: {exception.Message}"));
        }

        return EnsureTagAsync(tag, driver, key => BuildWebGroupAsync(driverImage, others, key, cancellationToken), cancellationToken);
    }

    private async Task<StepResult<string>> BuildWebGroupAsync(string driverImage, IReadOnlyList<PublishedBench> others, string tag, CancellationToken cancellationToken)
    {
        var stopwatch = Stopwatch.StartNew();

        // The context: apps/RUNTIME/ for each other runtime, copied from its publish (a context is one folder).
        var context = Path.Combine(Path.GetTempPath(), $"jsonmatrix-web-group-{Guid.NewGuid():N}");
        try
        {
            foreach (var other in others)
            {
                CopyDirectory(other.AppDirectory, Path.Combine(context, "apps", other.Spec.RuntimeId));
            }

            var request = new ImageBuildRequest(
                context,
                Path.Combine(_repositoryRoot, WebGroupDockerfile),
                tag,
                new Dictionary<string, string> { ["WEB_IMAGE"] = driverImage },
                new Dictionary<string, string> { ["jsonmatrix.runtime"] = string.Join("+", others.Select(o => o.Spec.RuntimeId)), ["jsonmatrix.publish"] = string.Join("+", others.Select(o => o.Hash)) });
            var built = await _engine.BuildImageAsync(request, cancellationToken).ConfigureAwait(false);
            return built.IsSuccess
                ? StepResult<string>.Success($"built image {tag} from {WebGroupDockerfile} FROM {driverImage} with {string.Join(", ", others.Select(o => o.Spec.RuntimeId))} in {stopwatch.Elapsed.TotalSeconds:0.0} s", built.Value)
                : StepResult<string>.Failed(built.Error!);
        }
        catch (IOException exception)
        {
            return StepResult<string>.Failed($"the web group's image context could not be written in {context}: {exception.Message}");
        }
        finally
        {
            try
            {
                if (Directory.Exists(context)) Directory.Delete(context, recursive: true);
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                // A leftover in the temporary folder costs nothing but space.
            }
        }
    }

    private static void CopyDirectory(string from, string to)
    {
        Directory.CreateDirectory(to);
        foreach (var file in Directory.EnumerateFiles(from))
        {
            var target = Path.Combine(to, Path.GetFileName(file));
            File.Copy(file, target);
            if (!OperatingSystem.IsWindows()) File.SetUnixFileMode(target, File.GetUnixFileMode(file));
        }

        foreach (var directory in Directory.EnumerateDirectories(from))
        {
            CopyDirectory(directory, Path.Combine(to, Path.GetFileName(directory)));
        }
    }

    private async Task<StepResult<string>> BuildAsync(PublishedBench bench, string tag, CancellationToken cancellationToken)
    {
        var stopwatch = Stopwatch.StartNew();
        var baseImage = await _baseImages.EnsureAsync(_baseImage, cancellationToken).ConfigureAwait(false);
        if (!baseImage.IsSuccess)
        {
            return baseImage;
        }

        // The context is the publish folder: its app/ is what the Dockerfile copies.
        var request = new ImageBuildRequest(
            Path.GetDirectoryName(Path.GetFullPath(bench.AppDirectory))!,
            Path.Combine(_repositoryRoot, DockerfileFor(bench.Spec)),
            tag,
            new Dictionary<string, string> { ["BASE_IMAGE"] = _baseImage },
            new Dictionary<string, string> { ["jsonmatrix.runtime"] = bench.Spec.RuntimeId, ["jsonmatrix.publish"] = bench.Hash });
        var built = await _engine.BuildImageAsync(request, cancellationToken).ConfigureAwait(false);
        return built.IsSuccess
            ? StepResult<string>.Success($"built image {tag} from {DockerfileFor(bench.Spec)} FROM {_baseImage} ({baseImage.Value}) in {stopwatch.Elapsed.TotalSeconds:0.0} s", built.Value)
            : StepResult<string>.Failed(built.Error!);
    }
}
