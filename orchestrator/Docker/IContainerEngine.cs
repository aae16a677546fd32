using System.Collections.Generic;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>The few container engine operations a run needs. Every call has its own timeout and returns a
/// result value instead of throwing; the running logic is tested against a fake of this interface.</summary>
public interface IContainerEngine
{
    /// <summary>Where the engine is, for messages, e.g. unix:///var/run/docker.sock.</summary>
    string Endpoint { get; }

    Task<EngineResult<Done>> PingAsync(CancellationToken cancellationToken);

    /// <summary>The engine's version and its maximum API version, e.g. ("20.10.24", "1.41").</summary>
    Task<EngineResult<EngineVersion>> GetVersionAsync(CancellationToken cancellationToken);

    Task<EngineResult<bool>> ImageExistsAsync(string image, CancellationToken cancellationToken);

    /// <summary>Pulls an image from its registry; fails quickly where no registry is reachable.</summary>
    Task<EngineResult<Done>> PullImageAsync(string image, CancellationToken cancellationToken);

    /// <summary>Imports a root file system tar stream as an image (what <c>docker import</c> does).</summary>
    Task<EngineResult<Done>> ImportImageAsync(Stream rootFileSystemTar, string image, CancellationToken cancellationToken);

    /// <summary>Builds an image; the value is the build's output, the error names the failing Dockerfile step.</summary>
    Task<EngineResult<string>> BuildImageAsync(ImageBuildRequest request, CancellationToken cancellationToken);

    /// <summary>Creates and starts a container; the value is its id.</summary>
    Task<EngineResult<string>> StartContainerAsync(ContainerSpec spec, CancellationToken cancellationToken);

    /// <summary>Runs a command in a running container (what <c>docker exec</c> does) as the container's user, in its
    /// working directory, and waits for it; the value is its exit code and output. Cancelling stops the wait, not the
    /// command: removing the container does that.</summary>
    Task<EngineResult<ExecOutcome>> ExecAsync(string containerId, IReadOnlyList<string> command, CancellationToken cancellationToken);

    /// <summary>Waits for the container to exit; the value is its exit code.</summary>
    Task<EngineResult<long>> WaitContainerAsync(string containerId, CancellationToken cancellationToken);

    Task<EngineResult<ContainerLogs>> GetLogsAsync(string containerId, CancellationToken cancellationToken);

    /// <summary>Copies a directory of the container into <paramref name="hostDirectory"/> (its content, not the directory itself).</summary>
    Task<EngineResult<Done>> CopyDirectoryOutAsync(string containerId, string containerPath, string hostDirectory, CancellationToken cancellationToken);

    /// <summary>Stops (kills) and removes the container and its anonymous volumes; succeeds when it is already gone.</summary>
    Task<EngineResult<Done>> RemoveContainerAsync(string containerId, CancellationToken cancellationToken);

    /// <summary>Every container (running or not) that carries the label <paramref name="label"/> (every container when
    /// null), with its labels and image.</summary>
    Task<EngineResult<IReadOnlyList<ContainerSummary>>> ListContainersAsync(string? label, CancellationToken cancellationToken);

    /// <summary>Every image the engine lists (tagged and dangling, not the intermediate images under them), with its layers
    /// and history.</summary>
    Task<EngineResult<IReadOnlyList<ImageSummary>>> ListImagesAsync(CancellationToken cancellationToken);

    /// <summary>Deletes a tag (the image goes with its last tag) or a dangling image by id, never forced: the engine
    /// refuses an image a container uses.</summary>
    Task<EngineResult<Done>> RemoveImageAsync(string reference, CancellationToken cancellationToken);
}
