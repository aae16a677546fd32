using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>The real thing: publish the bench, build its image, run two cells in containers, merge the report.
/// Takes about a minute on a warm cache (a few more the first time: publish, image, maybe the base image).</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class TwoCellContainerRunTests : IDisposable
{
    private readonly ITestOutputHelper _log;
    private readonly ContainerEngineFixture _docker;
    private readonly string _out = Path.Combine(Path.GetTempPath(), "jsonmatrix-integration-" + Guid.NewGuid().ToString("n"));

    public TwoCellContainerRunTests(ITestOutputHelper log, ContainerEngineFixture docker) => (_log, _docker) = (log, docker);

    [EngineFact]
    public async Task Two_cells_run_in_containers_and_merge_into_a_report_with_real_figures_for_both()
    {
        var matrix = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");

        var exitCode = await _docker.RunCliAsync(["run", "--matrix", matrix, "--isolation", "container", "--out", _out], _log.WriteLine);

        Assert.Equal(ExitCodes.Success, exitCode);
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(_out, "report.json")));
        var cells = report.RootElement.GetProperty("cells").EnumerateArray().ToList();
        Assert.Equal(
            ["net10.0_newtonsoft_default_cached:ok", "net10.0_system-text-json_default_cached:ok"],
            cells.Select(cell => $"{cell.GetProperty("id").GetString()}:{cell.GetProperty("status").GetString()}").Order());
        Assert.All(cells, cell => Assert.Equal("container", cell.GetProperty("isolation").GetString()));
        Assert.All(cells, cell => Assert.StartsWith(".NET 10.0.", cell.GetProperty("versions").GetProperty("frameworkDescription").GetString(), StringComparison.Ordinal));

        var results = report.RootElement.GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(4, results.Count); // 2 cells x 1 payload x 2 operations
        Assert.All(results, result =>
        {
            Assert.True(result.GetProperty("medianNs").GetDouble() > 0, result.ToString());
            Assert.True(result.GetProperty("allocatedBytes").GetInt64() >= 0, result.ToString());
        });
        foreach (var file in new[] { "report.md", "report.html", "report.csv" })
        {
            Assert.True(new FileInfo(Path.Combine(_out, file)).Length > 0, file);
        }

        var records = Directory.GetDirectories(Path.Combine(_out, "cells")).Select(CellFolderReader.Record).ToList();
        Assert.All(records, record => Assert.StartsWith("jsonmatrix-bench:net10.0-", record!.Image, StringComparison.Ordinal));
        Assert.All(records, record => Assert.NotNull(record!.OverheadMs));
    }

    public void Dispose()
    {
        if (Directory.Exists(_out))
        {
            Directory.Delete(_out, recursive: true);
        }
    }
}
