using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
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

    public BenchImages(IContainerEngine engine, IBaseImageSource baseImages, string repositoryRoot, string baseImage)
    {
        _engine = engine;
        _baseImages = baseImages;
        _repositoryRoot = repositoryRoot;
        _baseImage = baseImage;
    }

    public static string DockerfileFor(PublishSpec spec) =>
        spec.Project.IsWeb ? "containers/web/Dockerfile" : spec.RunsOnMono ? "containers/mono/Dockerfile" : "containers/linux/Dockerfile";

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
    public async Task<StepResult<PreparedBench>> EnsureAsync(PublishedBench bench, CancellationToken cancellationToken)
    {
        var tag = TagFor(bench);
        var exists = await _engine.ImageExistsAsync(tag, cancellationToken).ConfigureAwait(false);
        if (!exists.IsSuccess)
        {
            return StepResult<PreparedBench>.Failed(exists.Error!);
        }

        if (exists.Value)
        {
            return StepResult<PreparedBench>.Success(new PreparedBench(bench, tag, Cached: true), $"image cached ({tag})");
        }

        var built = await _builds.GetOrAdd(tag, key => new Lazy<Task<StepResult<string>>>(() => BuildAsync(bench, key, cancellationToken))).Value.ConfigureAwait(false);
        return built.IsSuccess
            ? StepResult<PreparedBench>.Success(new PreparedBench(bench, tag, Cached: false), built.Value)
            : StepResult<PreparedBench>.Failed(built.Failure!, built.Log);
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
