using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Workflows.Merge;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>The edges the commands and their use cases use, chosen once in Program.cs (tests pass fakes).</summary>
public sealed record OrchestratorServices(
    TextWriter Out,
    TextWriter Error,
    TimeProvider Time,
    IProcessRunner Processes,
    ISystemFacts System,
    Func<DockerEndpoint, IContainerEngine> EngineFactory,
    IFolderMerge Merge,
    bool Interactive)
{
    /// <summary>Where publishes and intermediate builds are cached, from the repository root (its .cache/).</summary>
    public Func<string, string> CacheDirectory { get; init; } = root => Path.Combine(root, ".cache");

    /// <summary>Machine-wide state shared by every clone and run: learned durations (durations.json) and the core-set
    /// locks. $XDG_CACHE_HOME/jsonmatrix, else ~/.cache/jsonmatrix.</summary>
    public string MachineCacheDirectory { get; init; } = DefaultMachineCacheDirectory();

    /// <summary>Where a base image's root file system is assembled (not /tmp: it may be mounted noexec).</summary>
    public string ScratchDirectory { get; init; } = "/var/tmp/jsonmatrix";

    /// <summary>This machine's CPUs and memory, which the matrix's limits are checked against before a run.</summary>
    public Func<MachineResources> Machine { get; init; } = MachineResourcesReader.Read;

    /// <summary>Times the fixed loop on each CPU given for the time given (the start of `run`, `doctor`); tests replace it.</summary>
    public Func<IReadOnlyList<int>, TimeSpan, CancellationToken, IReadOnlyList<CpuSteadiness>> Steadiness { get; init; } = CpuSteadinessProbe.Measure;

    public static string DefaultMachineCacheDirectory()
    {
        var xdg = Environment.GetEnvironmentVariable("XDG_CACHE_HOME");
        var root = !string.IsNullOrWhiteSpace(xdg) && Path.IsPathRooted(xdg)
            ? xdg
            : Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".cache");
        return Path.Combine(root, "jsonmatrix");
    }

    /// <summary>What the NuGet source serves, asked by `plan` and `run` to tell unavailable cells before anything runs;
    /// null: the sources `dotnet nuget list source` names in the repository, each package probed once and remembered
    /// in package-versions.json beside durations.json.</summary>
    public Func<string, IPackageVersionSource>? PackageVersions { get; init; }

    public IPackageVersionSource PackageVersionSource(string repositoryRoot) =>
        PackageVersions?.Invoke(repositoryRoot) ?? new NuGetFeedVersions(Processes, repositoryRoot, new PackageVersionCacheFile(MachineCacheDirectory, Time));

    /// <summary>Tells whether a container's owner process still runs (stale-container clean-up).</summary>
    public IProcessTable ProcessTable { get; init; } = new ProcProcessTable();

    /// <summary>The engine named by DOCKER_HOST / DOCKER_API_VERSION, or the error in those variables.</summary>
    public (IContainerEngine? Engine, string? Error) Engine()
    {
        var (endpoint, error) = DockerEndpoint.FromEnvironment(
            Environment.GetEnvironmentVariable("DOCKER_HOST"),
            Environment.GetEnvironmentVariable("DOCKER_API_VERSION"));
        return endpoint is null ? (null, error) : (EngineFactory(endpoint), null);
    }
}
