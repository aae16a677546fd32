using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>A quick cell on every runtime Linux containers run, each in a hardened container, checked with the
/// engine's inspect while the bench runs. Takes a few minutes on a cold cache (four publishes, the Mono image's apt-get).</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class HardenedCellTests : IDisposable
{
    private static readonly string[] Runtimes = ["mono", "net10.0", "net8.0", "netcoreapp3.1"];
    private readonly ITestOutputHelper _log;
    private readonly ContainerEngineFixture _docker;
    private readonly string _out = Path.Combine(Path.GetTempPath(), "jsonmatrix-hardened-" + Guid.NewGuid().ToString("n"));

    public HardenedCellTests(ITestOutputHelper log, ContainerEngineFixture docker) => (_log, _docker) = (log, docker);

    [EngineFact]
    public async Task Every_runtime_runs_a_benchmark_in_a_container_without_capabilities_privilege_gain_or_a_writable_root()
    {
        using var engine = new InspectingEngine(_docker.Endpoint);
        var matrix = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "every-runtime.matrix.yaml");

        var exitCode = await _docker.RunCliAsync(["run", "--matrix", matrix, "--isolation", "container", "--out", _out], _log.WriteLine, engine);

        Assert.Equal(ExitCodes.Success, exitCode);
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(_out, "report.json")));
        var cells = report.RootElement.GetProperty("cells").EnumerateArray()
            .Select(cell => $"{cell.GetProperty("id").GetString()}:{cell.GetProperty("status").GetString()}").Order();
        Assert.Equal(Runtimes.Select(runtime => $"{runtime}_system-text-json_default_cached:ok"), cells);
        var results = report.RootElement.GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(Runtimes.Length, results.Count);
        Assert.All(results, result => Assert.True(result.GetProperty("medianNs").GetDouble() > 0, result.ToString()));

        Assert.Equal(Runtimes.Length, engine.Inspected.Count);
        foreach (var (cell, inspect) in engine.Inspected)
        {
            var host = inspect.HostConfig!;
            var logConfig = host.LogConfig!;
            _log.WriteLine($"{cell}: state {inspect.State?.Status}, CapDrop {string.Join(',', host.CapDrop ?? [])}, "
                + $"SecurityOpt {string.Join(',', host.SecurityOpt ?? [])}, PidsLimit {host.PidsLimit}, "
                + $"ReadonlyRootfs {host.ReadonlyRootfs}, log {logConfig.Type} {string.Join(',', logConfig.Config)}");
            Assert.Equal("running", inspect.State?.Status);
            Assert.Equal(["ALL"], host.CapDrop);
            Assert.Contains("no-new-privileges", host.SecurityOpt ?? []);
            Assert.Equal(ContainerHardening.Cell.PidsLimit, host.PidsLimit);
            Assert.True(host.ReadonlyRootfs);
            Assert.Contains("/tmp", (host.Tmpfs ?? new System.Collections.Generic.Dictionary<string, string>()).Keys);
            Assert.Equal("json-file", logConfig.Type);
            Assert.Equal(ContainerHardening.Cell.LogMaxSize, logConfig.Config["max-size"]);
            Assert.Equal("none", host.NetworkMode);
            Assert.Equal(ContainerCellExecutor.BenchUser, inspect.Config?.User);
            Assert.Contains(inspect.Mounts ?? [], mount => mount.Type == "volume" && mount.Destination == BenchInvocation.ContainerArtifactsPath);
        }
    }

    public void Dispose()
    {
        if (Directory.Exists(_out))
        {
            Directory.Delete(_out, recursive: true);
        }
    }
}
