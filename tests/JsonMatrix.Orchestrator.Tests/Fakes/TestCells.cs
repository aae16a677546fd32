using System;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Runtimes, serializers and cells for the run step's tests.</summary>
public static class TestCells
{
    public static readonly RuntimeSpec Net6 = new("net6.0", "net6.0", "linux", "dotnet", null, ".NET 6");
    public static readonly RuntimeSpec Net8 = new("net8.0", "net8.0", "linux", "dotnet", "8.0.31", ".NET 8");
    public static readonly RuntimeSpec Net48 = new("net48", "net48", "windows", "dotnet", null, ".NET Framework 4.8");
    public static readonly RuntimeSpec Mono = new("mono", "net48", "linux", "mono", null, "Mono");
    public static readonly SerializerSpec Stj = new("system-text-json", "System.Text.Json", "inbox");
    public static readonly SerializerSpec NewtonsoftJson = new("newtonsoft", "Newtonsoft.Json", "13.0.4");
    public static readonly SerializerSpec DataContract = new("data-contract-json", "System.Runtime.Serialization.Json", "framework");

    public static Cell Make(RuntimeSpec runtime, SerializerSpec serializer, string escaping = "default", string lifetime = "cached") =>
        new(Cell.MakeId(runtime.Id, serializer.Id, escaping, lifetime), runtime, serializer, escaping, lifetime);

    public static RunSettings Settings(string output, Isolation isolation = Isolation.Container, TimeSpan? timeout = null) => new(
        "20250101T000000Z",
        output,
        "quick",
        isolation,
        ["small"],
        ["serialize-string", "deserialize-string"],
        new ContainerLimits("1", 2L * 1024 * 1024 * 1024),
        [Stj, NewtonsoftJson],
        timeout ?? TimeSpan.FromMinutes(5));
}
