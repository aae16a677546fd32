using System.Collections.Generic;
using Docker.DotNet.Models;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>The parts of a container's creation that Testcontainers' builder has no method for: limits, isolation
/// and hardening, set on the engine's create request.</summary>
internal static class ContainerHostConfig
{
    public static void Apply(ContainerSpec spec, CreateContainerParameters parameters)
    {
        var host = parameters.HostConfig ??= new HostConfig();
        parameters.User = spec.User;
        parameters.NetworkDisabled = true;
        host.NetworkMode = "none";
        host.CpusetCpus = spec.CpuSet;
        host.Memory = spec.MemoryBytes;
        host.MemorySwap = spec.MemoryBytes;
        host.AutoRemove = false;

        // The engine's init runs as PID 1, so the bench has a real parent: BenchmarkDotNet looks its parent process up
        // (Process.GetProcessById(getppid())), which Mono refuses for PID 0 and which then empties the JSON report.
        host.Init = true;

        var hardening = spec.Hardening;
        if (hardening.DropAllCapabilities)
        {
            host.CapDrop = ["ALL"];
        }

        if (hardening.NoNewPrivileges)
        {
            host.SecurityOpt = ["no-new-privileges"];
        }

        host.PidsLimit = hardening.PidsLimit;
        host.ReadonlyRootfs = hardening.ReadOnlyRootFilesystem;
        var tmpfs = new Dictionary<string, string>();
        foreach (var path in hardening.TmpfsPaths)
        {
            tmpfs[path] = "rw,nosuid,nodev,size=256m";
        }

        host.Tmpfs = tmpfs;

        // The output folder is an anonymous volume: writable under a read-only root, filled from the image's /out (owned
        // by the bench user) when created, readable by the archive endpoint after the container ends (a tmpfs is not),
        // and removed with the container.
        host.Mounts ??= new List<Mount>();
        host.Mounts.Add(new Mount { Type = "volume", Target = spec.OutputPath });
        host.LogConfig = new LogConfig
        {
            Type = "json-file",
            Config = new Dictionary<string, string> { ["max-size"] = hardening.LogMaxSize, ["max-file"] = "1" },
        };
    }
}
