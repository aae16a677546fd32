using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Docker.DotNet;
using JsonMatrix.Orchestrator.Docker;
using ContainerInspectResponse = Docker.DotNet.Models.ContainerInspectResponse;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>The real engine, plus the engine's own inspect of every container right after it started (while the
/// bench runs), so a test can check what the container really got.</summary>
public sealed class InspectingEngine : IContainerEngine, IDisposable
{
    private readonly DockerEngine _engine;
    private readonly DockerClient _client;

    public InspectingEngine(DockerEndpoint endpoint)
    {
        _engine = new DockerEngine(endpoint);
        _client = new DockerClientBuilder()
            .WithEndpoint(new Uri(endpoint.UnixSocketPath is { } socket ? "unix://" + socket : "tcp://" + endpoint.TcpAddress!.Authority))
            .WithApiVersion(System.Version.Parse(endpoint.ApiVersion))
            .Build();
    }

    /// <summary>The inspect of each started container, by the cell label's value.</summary>
    public ConcurrentDictionary<string, ContainerInspectResponse> Inspected { get; } = new(StringComparer.Ordinal);

    public string Endpoint => _engine.Endpoint;

    public async Task<EngineResult<string>> StartContainerAsync(ContainerSpec spec, CancellationToken cancellationToken)
    {
        var started = await _engine.StartContainerAsync(spec, cancellationToken);
        if (started.IsSuccess)
        {
            Inspected[spec.Labels["jsonmatrix.cell"]] = await _client.Containers.InspectContainerAsync(started.Value, cancellationToken);
        }

        return started;
    }

    public Task<EngineResult<Done>> PingAsync(CancellationToken cancellationToken) => _engine.PingAsync(cancellationToken);

    public Task<EngineResult<EngineVersion>> GetVersionAsync(CancellationToken cancellationToken) => _engine.GetVersionAsync(cancellationToken);

    public Task<EngineResult<bool>> ImageExistsAsync(string image, CancellationToken cancellationToken) => _engine.ImageExistsAsync(image, cancellationToken);

    public Task<EngineResult<Done>> PullImageAsync(string image, CancellationToken cancellationToken) => _engine.PullImageAsync(image, cancellationToken);

    public Task<EngineResult<Done>> ImportImageAsync(Stream rootFileSystemTar, string image, CancellationToken cancellationToken) =>
        _engine.ImportImageAsync(rootFileSystemTar, image, cancellationToken);

    public Task<EngineResult<string>> BuildImageAsync(ImageBuildRequest request, CancellationToken cancellationToken) =>
        _engine.BuildImageAsync(request, cancellationToken);

    public Task<EngineResult<ExecOutcome>> ExecAsync(string containerId, IReadOnlyList<string> command, CancellationToken cancellationToken) =>
        _engine.ExecAsync(containerId, command, cancellationToken);

    public Task<EngineResult<long>> WaitContainerAsync(string containerId, CancellationToken cancellationToken) =>
        _engine.WaitContainerAsync(containerId, cancellationToken);

    public Task<EngineResult<ContainerLogs>> GetLogsAsync(string containerId, CancellationToken cancellationToken) =>
        _engine.GetLogsAsync(containerId, cancellationToken);

    public Task<EngineResult<Done>> CopyDirectoryOutAsync(string containerId, string containerPath, string hostDirectory, CancellationToken cancellationToken) =>
        _engine.CopyDirectoryOutAsync(containerId, containerPath, hostDirectory, cancellationToken);

    public Task<EngineResult<Done>> RemoveContainerAsync(string containerId, CancellationToken cancellationToken) =>
        _engine.RemoveContainerAsync(containerId, cancellationToken);

    public Task<EngineResult<IReadOnlyList<ContainerSummary>>> ListContainersAsync(string? label, CancellationToken cancellationToken) =>
        _engine.ListContainersAsync(label, cancellationToken);

    public Task<EngineResult<IReadOnlyList<ImageSummary>>> ListImagesAsync(CancellationToken cancellationToken) =>
        _engine.ListImagesAsync(cancellationToken);

    public Task<EngineResult<Done>> RemoveImageAsync(string reference, CancellationToken cancellationToken) =>
        _engine.RemoveImageAsync(reference, cancellationToken);

    public void Dispose()
    {
        _engine.Dispose();
        _client.Dispose();
    }
}
