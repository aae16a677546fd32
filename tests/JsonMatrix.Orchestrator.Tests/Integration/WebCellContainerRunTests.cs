using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>One real web cell through the orchestrator: publish web/, build containers/web/Dockerfile, run the app and
/// wrk in a hardened container with no network, merge requests/s and latencies into the report. About a minute on a
/// warm cache (the publish and the image's apt-get of wrk the first time).</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class WebCellContainerRunTests : IDisposable
{
    private readonly ITestOutputHelper _log;
    private readonly string _out = Path.Combine(Path.GetTempPath(), "jsonmatrix-web-" + Guid.NewGuid().ToString("n"));

    public WebCellContainerRunTests(ITestOutputHelper log) => _log = log;

    [EngineFact]
    public async Task A_web_cell_runs_hardened_without_network_and_reports_requests_per_second_for_get_and_post()
    {
        using var engine = NewEngine();

        Assert.Equal(ExitCodes.Success, await RunAsync("web-cell.matrix.yaml", engine));
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(_out, "report.json")));
        var cell = Assert.Single(report.RootElement.GetProperty("cells").EnumerateArray());
        Assert.Equal(("net10.0_system-text-json_web", "ok", "web"),
            (cell.GetProperty("id").GetString(), cell.GetProperty("status").GetString(), cell.GetProperty("workload").GetString()));
        var results = report.RootElement.GetProperty("web").GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(["get-list-1000", "post-list-1000"], results.Select(r => r.GetProperty("scenario").GetString()));
        Assert.All(results, r =>
        {
            Assert.True(r.GetProperty("requestsPerSecond").GetDouble() > 0, r.ToString());
            Assert.True(r.GetProperty("latencyP99Us").GetDouble() >= r.GetProperty("latencyP50Us").GetDouble(), r.ToString());
            Assert.Equal(2, r.GetProperty("repeats").GetInt32());
            Assert.Equal(0, r.GetProperty("errors").GetInt64() + r.GetProperty("non2xx").GetInt64());
        });

        var (_, inspect) = Assert.Single(engine.Inspected);
        var host = inspect.HostConfig!;
        Assert.Equal("none", host.NetworkMode);
        Assert.Equal(["ALL"], host.CapDrop);
        Assert.Contains("no-new-privileges", host.SecurityOpt ?? []);
        Assert.True(host.ReadonlyRootfs);
        Assert.Equal(ContainerCellExecutor.BenchUser, inspect.Config?.User);
        if (Environment.ProcessorCount > 1) Assert.Contains("--server-cpus", inspect.Config?.Cmd ?? []);
    }

    [EngineFact]
    public async Task Web_cells_of_two_runtimes_run_in_one_container_each_server_from_its_own_runtime_s_app()
    {
        using var engine = NewEngine();

        Assert.Equal(ExitCodes.Success, await RunAsync("web-two-runtimes.matrix.yaml", engine));
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(_out, "report.json")));
        Assert.All(report.RootElement.GetProperty("cells").EnumerateArray(), cell => Assert.Equal("ok", cell.GetProperty("status").GetString()));
        var results = report.RootElement.GetProperty("web").GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(4, results.Count);
        // Each server ran its own runtime's build: the runtime it reported is the cell's.
        foreach (var runtime in new[] { "net8.0", "net10.0" })
        {
            var cellFolder = Path.Combine(_out, "cells", $"{runtime}_system-text-json_web");
            using var result = JsonDocument.Parse(File.ReadAllText(Path.Combine(cellFolder, "web-result.json")));
            Assert.StartsWith(runtime == "net8.0" ? ".NET 8." : ".NET 10.", result.RootElement.GetProperty("runtime").GetProperty("frameworkDescription").GetString(), StringComparison.Ordinal);
        }

        var trend = report.RootElement.GetProperty("web").GetProperty("trends").EnumerateArray()
            .Single(t => t.GetProperty("runtime").GetString() == "net10.0");
        Assert.True(trend.GetProperty("ratio").GetDouble() > 0, trend.ToString());
        var (_, inspect) = Assert.Single(engine.Inspected);
        Assert.StartsWith("jsonmatrix-bench:web-group-", inspect.Config?.Image, StringComparison.Ordinal);
        Assert.Contains("--apps", inspect.Config?.Cmd ?? []);
    }

    private static InspectingEngine NewEngine()
    {
        var (endpoint, _) = DockerEndpoint.FromEnvironment(
            Environment.GetEnvironmentVariable("DOCKER_HOST"), Environment.GetEnvironmentVariable("DOCKER_API_VERSION"));
        return new InspectingEngine(endpoint!);
    }

    /// <summary>`run --matrix Integration/FILE --isolation container` from the repository root, its output in the test's log.</summary>
    private async Task<int> RunAsync(string matrixFile, InspectingEngine engine)
    {
        var output = new StringWriter();
        var services = new OrchestratorServices(output, output, TimeProvider.System, new ProcessRunner(), new SystemFacts(),
            _ => engine, new FolderMerge(), Interactive: false);
        var matrix = Path.Combine(RepositoryFiles.TestsRoot, "Integration", matrixFile);
        var previous = Environment.CurrentDirectory;
        try
        {
            Environment.CurrentDirectory = RepositoryFiles.RepositoryRoot;
            return await CliApplication.InvokeAsync(["run", "--matrix", matrix, "--isolation", "container", "--out", _out], services);
        }
        finally
        {
            Environment.CurrentDirectory = previous;
            _log.WriteLine(output.ToString());
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
