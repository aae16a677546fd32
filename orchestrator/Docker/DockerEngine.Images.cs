using System;
using System.IO;
using System.Net;
using System.Threading;
using System.Threading.Tasks;
using Docker.DotNet;
using Docker.DotNet.Models;
using DotNet.Testcontainers.Builders;
using DotNet.Testcontainers.Images;

namespace JsonMatrix.Orchestrator.Docker;

public sealed partial class DockerEngine
{
    public Task<EngineResult<bool>> ImageExistsAsync(string image, CancellationToken cancellationToken) =>
        CallAsync($"image inspect of {image}", ShortCallTimeout, cancellationToken, async token =>
        {
            try
            {
                await _client.Images.InspectImageAsync(image, token).ConfigureAwait(false);
                return EngineResult<bool>.Success(true);
            }
            catch (DockerApiException exception) when (exception.StatusCode == HttpStatusCode.NotFound)
            {
                return EngineResult<bool>.Success(false);
            }
        });

    /// <remarks>Docker.DotNet: Testcontainers pulls only as a side effect of creating a container.</remarks>
    public Task<EngineResult<Done>> PullImageAsync(string image, CancellationToken cancellationToken) =>
        CallAsync($"pull of {image}", ImportTimeout, cancellationToken, async token =>
        {
            var reference = new DockerImage(image);
            var progress = new ProgressErrors();
            await _client.Images.CreateImageAsync(
                new ImagesCreateParameters { FromImage = reference.Repository, Tag = reference.Tag },
                new AuthConfig(),
                progress,
                token).ConfigureAwait(false);
            return progress.Result();
        });

    /// <remarks>Docker.DotNet: Testcontainers has no import (`docker import`) of a root file system.</remarks>
    public Task<EngineResult<Done>> ImportImageAsync(Stream rootFileSystemTar, string image, CancellationToken cancellationToken) =>
        CallAsync($"import of {image}", ImportTimeout, cancellationToken, async token =>
        {
            var reference = new DockerImage(image);
            var progress = new ProgressErrors();
            await _client.Images.CreateImageAsync(
                new ImagesCreateParameters { FromSrc = "-", Repo = reference.Repository, Tag = reference.Tag },
                rootFileSystemTar,
                new AuthConfig(),
                progress,
                token).ConfigureAwait(false);
            return progress.Result();
        });

    /// <summary>Builds through Testcontainers (it tars the context and the Dockerfile); base images must be present, as
    /// Testcontainers would otherwise pull them. The build's output comes through its logger.</summary>
    public Task<EngineResult<string>> BuildImageAsync(ImageBuildRequest request, CancellationToken cancellationToken) =>
        CallAsync($"build of {request.Tag}", BuildTimeout, cancellationToken, async token =>
        {
            var log = new BuildLog();
            var builder = new ImageFromDockerfileBuilder()
                .WithDockerEndpoint(_testcontainersEndpoint)
                .WithLogger(log)
                .WithName(request.Tag)
                .WithContextDirectory(request.ContextDirectory)
                .WithDockerfileDirectory(Path.GetDirectoryName(Path.GetFullPath(request.DockerfilePath))!)
                .WithDockerfile(Path.GetFileName(request.DockerfilePath))
                .WithDeleteIfExists(false)
                .WithCleanUp(false)
                // The engine's classic builder keeps the container of a failed step unless asked not to:
                // without this, every failed build leaves an exited container behind.
                .WithCreateParameterModifier(parameters => parameters.ForceRemove = true);
            foreach (var (name, value) in request.BuildArgs)
            {
                builder = builder.WithBuildArgument(name, value);
            }

            foreach (var (name, value) in request.Labels)
            {
                builder = builder.WithLabel(name, value);
            }

            using var contextLock = await BuildContextLock.AcquireAsync(request.Tag, token).ConfigureAwait(false);
            try
            {
                await builder.Build().CreateAsync(token).ConfigureAwait(false);
            }
            catch (ImageBuildFailedException)
            {
                return EngineResult<string>.Failure(
                    $"Docker build of {request.Tag} failed at {log.LastStep ?? "its first step"}: {log.LastError ?? "the engine gave no reason"}");
            }

            return EngineResult<string>.Success(log.Text);
        });

    /// <summary>Pull and import answer 200 and then report errors inside their JSON progress stream.</summary>
    private sealed class ProgressErrors : IProgress<JSONMessage>
    {
        private string? _error;

        public void Report(JSONMessage value)
        {
            if (value.Error?.Message is { Length: > 0 } message)
            {
                _error = message.Trim();
            }
        }

        public EngineResult<Done> Result() => _error is null ? EngineResult<Done>.Success(default) : EngineResult<Done>.Failure(_error);
    }
}
