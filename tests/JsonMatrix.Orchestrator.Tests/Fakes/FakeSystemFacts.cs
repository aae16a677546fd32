using System.Collections.Generic;
using JsonMatrix.Orchestrator.Provisioning;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>A machine described by hand.</summary>
public sealed class FakeSystemFacts : ISystemFacts
{
    public bool IsRoot { get; set; } = true;

    public (string? Id, string? Version, string? IdLike) OperatingSystem { get; set; } = ("debian", "12", null);

    public bool HasSystemd { get; set; }

    public HashSet<string> Commands { get; } = ["dockerd", "debootstrap", "mono", "taskset", "tar", "setsid", "wrk", "clang"];

    public HashSet<string> Files { get; } = ["/usr/lib/mono/4.8-api/mscorlib.dll", "/etc/init.d/docker", "/usr/include/zlib.h"];

    public bool HasCommand(string name) => Commands.Contains(name);

    public bool FileExists(string path) => Files.Contains(path);
}
