using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>Everything a cell's container is created with. No host paths are mounted: output is copied out of
/// <see cref="OutputPath"/> (an anonymous volume, writable although the root file system is read-only) after the
/// container ends, so a non-root user inside needs no host permissions.</summary>
public sealed record ContainerSpec(
    string Name,
    string Image,
    IReadOnlyList<string> Command,
    IReadOnlyDictionary<string, string> Environment,
    string User,
    string CpuSet,
    long MemoryBytes,
    string OutputPath,
    IReadOnlyDictionary<string, string> Labels)
{
    /// <summary>What the container may do beyond running its command; <see cref="ContainerHardening.Cell"/> unless a test says otherwise.</summary>
    public ContainerHardening Hardening { get; init; } = ContainerHardening.Cell;

    /// <summary>True for a container that runs no command of its own but waits (up to <see cref="KeptSeconds"/>) for
    /// commands run in it (<see cref="IContainerEngine.ExecAsync"/>); <see cref="Command"/> is then ignored.</summary>
    public bool Kept { get; init; }

    /// <summary>How long a kept container waits before it ends by itself: a day, longer than any run keeps one, so that a
    /// run killed with no chance to remove it leaves nothing running for ever (the next run's sweep removes it too).</summary>
    public const int KeptSeconds = 86_400;
}

/// <summary>How a command run in a container ended: its exit code and its output streams.</summary>
public sealed record ExecOutcome(long ExitCode, ContainerLogs Logs);

/// <summary>The restrictions of a cell's container: no capabilities, no privilege gain (the base image carries
/// setuid-root binaries), a process limit, a read-only root file system with tmpfs where the runtime writes
/// scratch files, and a cap on the log the engine keeps.</summary>
public sealed record ContainerHardening(
    bool DropAllCapabilities,
    bool NoNewPrivileges,
    long PidsLimit,
    bool ReadOnlyRootFilesystem,
    IReadOnlyList<string> TmpfsPaths,
    string LogMaxSize)
{
    /// <summary>A cell's container peaked at 5 (Mono) to 12 (.NET Core 3.1) pids, threads included, sampled with
    /// `docker stats` during a quick cell per runtime; 256 leaves ample room and still stops a fork bomb. A cell's log
    /// is about 5 KB per benchmark under job `lean` (40 KB for 8 benchmarks); 50 MB leaves room for the longer jobs.</summary>
    public static ContainerHardening Cell { get; } = new(true, true, 256, true, ["/tmp"], "50m");
}

/// <summary>An image to build from a context directory with a Dockerfile that may live elsewhere.</summary>
public sealed record ImageBuildRequest(
    string ContextDirectory,
    string DockerfilePath,
    string Tag,
    IReadOnlyDictionary<string, string> BuildArgs,
    IReadOnlyDictionary<string, string> Labels);

/// <summary>A container's output streams, separated.</summary>
public sealed record ContainerLogs(string StandardOutput, string StandardError);

/// <summary>A container as listed by the engine: its id, state (running, exited, created, ...) and labels.</summary>
/// <param name="ImageId">The id (sha256:…) of the image it runs, where the engine said.</param>
public sealed record ContainerSummary(string Id, string State, IReadOnlyDictionary<string, string> Labels, string? ImageId = null);

/// <summary>What the engine says about itself.</summary>
public sealed record EngineVersion(string Version, string ApiVersion, string OperatingSystem);
