using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Threading;
using System.Threading.Tasks;
using Docker.DotNet;
using Docker.DotNet.Models;
using DotNet.Testcontainers.Builders;
using DotNet.Testcontainers.Images;
using Microsoft.Extensions.Logging.Abstractions;

namespace JsonMatrix.Orchestrator.Docker;

public sealed partial class DockerEngine
{
    public Task<EngineResult<string>> StartContainerAsync(ContainerSpec spec, CancellationToken cancellationToken) =>
        CallAsync($"container start from {spec.Image}", ShortCallTimeout, cancellationToken, async token =>
        {
            var builder = new ContainerBuilder(spec.Image)
                .WithDockerEndpoint(_testcontainersEndpoint)
                .WithLogger(NullLogger.Instance)
                // A local tag: pulling it could only fail, slowly; the run builds it before any container starts.
                .WithImagePullPolicy(PullPolicy.Never)
                .WithName(spec.Name)
                .WithCommand(spec.Kept ? [ContainerSpec.KeptSeconds.ToString(System.Globalization.CultureInfo.InvariantCulture)] : spec.Command.ToArray())
                .WithEnvironment(spec.Environment.ToDictionary(pair => pair.Key, pair => pair.Value, StringComparer.Ordinal))
                .WithLabel(spec.Labels.ToDictionary(pair => pair.Key, pair => pair.Value, StringComparer.Ordinal))
                .WithWorkingDirectory(spec.OutputPath)
                .WithAutoRemove(false)
                .WithCreateParameterModifier(parameters => ContainerHostConfig.Apply(spec, parameters));
            if (spec.Kept)
            {
                builder = builder.WithEntrypoint("sleep");
            }

            var container = builder.Build();
            try
            {
                await container.StartAsync(token).ConfigureAwait(false);
            }
            catch
            {
                await container.DisposeAsync().ConfigureAwait(false);
                throw;
            }

            _containers[container.Id] = container;
            return EngineResult<string>.Success(container.Id);
        });

    /// <summary>Testcontainers' exec: as the container's user, output read to the end, then the exit code. Waits as long as
    /// the caller's token allows: the caller owns the cell's timeout.</summary>
    public Task<EngineResult<ExecOutcome>> ExecAsync(string containerId, IReadOnlyList<string> command, CancellationToken cancellationToken) =>
        CallAsync("exec in the container", Timeout.InfiniteTimeSpan, cancellationToken, async token =>
        {
            var result = await Container(containerId).ExecAsync(command.ToList(), token).ConfigureAwait(false);
            return result.ExitCode is { } exitCode
                ? EngineResult<ExecOutcome>.Success(new ExecOutcome(exitCode, new ContainerLogs(result.Stdout, result.Stderr)))
                : EngineResult<ExecOutcome>.Failure("The engine reported no exit code for the command run in the container.");
        });

    /// <summary>Waits as long as the caller's token allows: the caller owns the cell's timeout.</summary>
    public Task<EngineResult<long>> WaitContainerAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container wait", Timeout.InfiniteTimeSpan, cancellationToken, async token =>
            EngineResult<long>.Success(await Container(containerId).GetExitCodeAsync(token).ConfigureAwait(false)));

    public Task<EngineResult<ContainerLogs>> GetLogsAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container logs", ShortCallTimeout, cancellationToken, async token =>
        {
            var (stdout, stderr) = await Container(containerId).GetLogsAsync(timestampsEnabled: false, ct: token).ConfigureAwait(false);
            return EngineResult<ContainerLogs>.Success(new ContainerLogs(stdout, stderr));
        });

    /// <remarks>Docker.DotNet: Testcontainers reads single files only (ReadFileAsync), and the bench's file names vary.</remarks>
    public Task<EngineResult<Done>> CopyDirectoryOutAsync(string containerId, string containerPath, string hostDirectory, CancellationToken cancellationToken) =>
        CallAsync($"copy of {containerPath} out of the container", ImportTimeout, cancellationToken, async token =>
        {
            var archive = await _client.Containers.GetArchiveFromContainerAsync(
                containerId, new ContainerPathStatParameters { Path = containerPath }, statOnly: false, token).ConfigureAwait(false);
            if (archive.Stream is not { } stream)
            {
                return EngineResult<Done>.Failure($"The engine returned no archive for {containerPath}.");
            }

            // Buffered first: TarReader fails on Docker.DotNet's response stream ("read past the end") although the
            // bytes are a complete archive. A cell's output is a few megabytes.
            await using var owned = stream;
            using var buffered = new MemoryStream();
            await stream.CopyToAsync(buffered, token).ConfigureAwait(false);
            buffered.Position = 0;
            var error = await ArchiveExtractor.ExtractContentAsync(buffered, hostDirectory, token).ConfigureAwait(false);
            return error is null ? EngineResult<Done>.Success(default) : EngineResult<Done>.Failure(error);
        });

    public Task<EngineResult<Done>> RemoveContainerAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container remove", ShortCallTimeout, cancellationToken, async token =>
        {
            if (_containers.TryRemove(containerId, out var container))
            {
                // Testcontainers removes it with its volumes (force, v=1).
                await container.DisposeAsync().ConfigureAwait(false);
                return EngineResult<Done>.Success(default);
            }

            // A container of another process (a run that died): Testcontainers only knows the containers it created.
            try
            {
                await _client.Containers.RemoveContainerAsync(containerId, new ContainerRemoveParameters { Force = true, RemoveVolumes = true }, token).ConfigureAwait(false);
            }
            catch (DockerApiException exception) when (exception.StatusCode == HttpStatusCode.NotFound)
            {
                // Already gone.
            }

            return EngineResult<Done>.Success(default);
        });

    /// <remarks>Docker.DotNet: Testcontainers lists containers only internally.</remarks>
    public Task<EngineResult<IReadOnlyList<ContainerSummary>>> ListContainersAsync(string? label, CancellationToken cancellationToken) =>
        CallAsync("container list", ShortCallTimeout, cancellationToken, async token =>
        {
            var listed = await _client.Containers.ListContainersAsync(
                new ContainersListParameters
                {
                    All = true,
                    Filters = label is null ? null : new Dictionary<string, IDictionary<string, bool>> { ["label"] = new Dictionary<string, bool> { [label] = true } },
                },
                token).ConfigureAwait(false);
            IReadOnlyList<ContainerSummary> summaries = listed
                .Select(container => new ContainerSummary(
                    container.ID,
                    container.State ?? "unknown",
                    (IReadOnlyDictionary<string, string>?)container.Labels?.ToDictionary(pair => pair.Key, pair => pair.Value, StringComparer.Ordinal)
                        ?? new Dictionary<string, string>(),
                    container.ImageID))
                .ToList();
            return EngineResult<IReadOnlyList<ContainerSummary>>.Success(summaries);
        });

    private DotNet.Testcontainers.Containers.IContainer Container(string containerId) =>
        _containers.TryGetValue(containerId, out var container)
            ? container
            : throw new InvalidOperationException($"container {containerId} was not started by this run");
}
