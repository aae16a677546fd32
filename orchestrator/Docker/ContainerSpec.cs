using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>Everything a cell's container is created with. No host paths are mounted: output is copied out of
/// <see cref="OutputPath"/> after the container ends, so a non-root user inside needs no host permissions.</summary>
public sealed record ContainerSpec(
    string Name,
    string Image,
    IReadOnlyList<string> Command,
    IReadOnlyDictionary<string, string> Environment,
    string User,
    string CpuSet,
    long MemoryBytes,
    string OutputPath,
    IReadOnlyDictionary<string, string> Labels);

/// <summary>An image to build from a context assembled from host files and directories (the Dockerfile among them).</summary>
public sealed record ImageBuildRequest(
    IReadOnlyList<BuildContextItem> Context,
    string Dockerfile,
    string Tag,
    IReadOnlyDictionary<string, string> BuildArgs,
    IReadOnlyDictionary<string, string> Labels);

/// <summary>A container's output streams, separated.</summary>
public sealed record ContainerLogs(string StandardOutput, string StandardError);

/// <summary>A host file or directory placed at <paramref name="PathInContext"/> of a build context.</summary>
public sealed record BuildContextItem(string HostPath, string PathInContext);

/// <summary>What the engine says about itself.</summary>
public sealed record EngineVersion(string Version, string ApiVersion, string OperatingSystem);
