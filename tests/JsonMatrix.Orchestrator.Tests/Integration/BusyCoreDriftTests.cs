using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>A cell measured while busy loops share its core is flagged: one cell runs as the core is, the other with
/// three containers spinning on the same cpuset (bounded by `timeout`, removed afterwards), and the merged report flags
/// the second only. The loops run in containers, as another run's cells would: Docker's cgroup shares the core among
/// its containers, and a loop outside it barely changes a container's share.</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class BusyCoreDriftTests : IDisposable
{
    private readonly ITestOutputHelper _log;
    private readonly ContainerEngineFixture _docker;
    private readonly string _out = Path.Combine(Path.GetTempPath(), "jsonmatrix-drift-" + Guid.NewGuid().ToString("n"));

    public BusyCoreDriftTests(ITestOutputHelper log, ContainerEngineFixture docker) => (_log, _docker) = (log, docker);

    [EngineFact]
    public async Task A_cell_measured_beside_a_busy_loop_on_its_core_is_flagged_and_the_quiet_one_is_not()
    {
        Assert.Equal(ExitCodes.Success, await Run("serializer=system-text-json", Path.Combine(_out, "quiet")));
        int busyExit;
        var engine = _docker.OpenEngine();
        // The matrix's cpuset is "1": the loop spins on the cell's core until removed, at most 10 minutes.
        // Three loops: on a machine already busy, one more sharer changes a cell's share of the core too little to tell from noise.
        var busy = new List<string>();
        try
        {
            for (var i = 0; i < 3; i++)
            {
                var spec = new ContainerSpec("jsonmatrix-test-busy-" + Guid.NewGuid().ToString("n")[..12], "debian:bookworm-slim",
                    ["timeout", "600", "sh", "-c", "while :; do :; done"], new Dictionary<string, string>(), "65534", "1", 64L * 1024 * 1024, "/tmp",
                    new Dictionary<string, string> { ["jsonmatrix.test"] = "busy-core" });
                var started = await engine.StartContainerAsync(spec, CancellationToken.None);
                Assert.True(started.IsSuccess, started.Error);
                busy.Add(started.Value);
            }
            busyExit = await Run("serializer=newtonsoft", Path.Combine(_out, "busy"));
        }
        finally
        {
            foreach (var id in busy) await engine.RemoveContainerAsync(id, CancellationToken.None);
        }
        Assert.Equal(ExitCodes.Success, busyExit);

        var merged = Path.Combine(_out, "merged");
        Assert.Equal(ExitCodes.Success, await Invoke(["merge", Path.Combine(_out, "quiet"), Path.Combine(_out, "busy"), "--out", merged,
            "--matrix", Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml")]));
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(merged, "report.json")));
        var drift = report.RootElement.GetProperty("cells").EnumerateArray()
            .ToDictionary(c => c.GetProperty("serializer").GetString()!, c => c.GetProperty("drift"));
        _log.WriteLine(string.Join("\n", drift.Select(d => $"{d.Key}: {d.Value}")));
        // The quiet cell may still be flagged for drift within itself on a busy machine, never as the slow one.
        Assert.DoesNotContain("slower than the run's median", drift["system-text-json"].GetProperty("flag").GetString() ?? "");
        Assert.Contains("slower than the run's median", drift["newtonsoft"].GetProperty("flag").GetString());
        Assert.All(report.RootElement.GetProperty("results").EnumerateArray().Where(r => r.GetProperty("serializer").GetString() == "newtonsoft"),
            r => Assert.Contains("slower than the run's median", r.GetProperty("noise").GetString()));
        Assert.Contains("measured while the machine was", File.ReadAllText(Path.Combine(merged, "report.md")));
    }

    private Task<int> Run(string filter, string output) =>
        Invoke(["run", "--matrix", Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml"), "--filter", filter,
            "--isolation", "container", "--out", output]);

    private Task<int> Invoke(string[] args) => _docker.RunCliAsync(args, _log.WriteLine);

    public void Dispose()
    {
        if (Directory.Exists(_out)) Directory.Delete(_out, recursive: true);
    }
}
