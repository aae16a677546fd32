using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>The NativeAOT path for real: publish the bench for .NET 10 with PublishAot (clang, from `doctor --fix`), run
/// its source-generated System.Text.Json and floor cells in containers with BenchmarkDotNet's no-emit toolchain, and
/// see the proof that no JIT ran. The AOT compile of the whole bench is the long part (3 to 9 minutes on the 2-core
/// machine, cached by hash afterwards); the cells take seconds.</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class NativeAotContainerRunTests : IDisposable
{
    private readonly ITestOutputHelper _log;
    private readonly ContainerEngineFixture _docker;
    private readonly string _out = Path.Combine(Path.GetTempPath(), "jsonmatrix-aot-" + Guid.NewGuid().ToString("n"));

    public NativeAotContainerRunTests(ITestOutputHelper log, ContainerEngineFixture docker) => (_log, _docker) = (log, docker);

    [EngineFact]
    public async Task An_aot_runtime_runs_its_source_generated_cells_ahead_of_time_and_records_the_reflection_one_as_not_applicable()
    {
        var matrix = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "aot-cell.matrix.yaml");

        var exitCode = await _docker.RunCliAsync(["run", "--matrix", matrix, "--isolation", "container", "--out", _out], _log.WriteLine);

        Assert.Equal(ExitCodes.Success, exitCode);
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(_out, "report.json")));
        var cells = report.RootElement.GetProperty("cells").EnumerateArray().ToDictionary(cell => cell.GetProperty("id").GetString()!);
        Assert.Equal("unsupported", cells["net10.0-aot_newtonsoft_default_cached"].GetProperty("status").GetString());
        Assert.StartsWith("needs dynamic code (NativeAOT)", cells["net10.0-aot_newtonsoft_default_cached"].GetProperty("reason").GetString(), StringComparison.Ordinal);
        foreach (var id in new[] { "net10.0-aot_system-text-json-sourcegen_default_cached", "net10.0-aot_floor_default_cached" })
        {
            Assert.Equal("ok", cells[id].GetProperty("status").GetString());
            var aot = cells[id].GetProperty("nativeAot");
            Assert.False(aot.GetProperty("isDynamicCodeSupported").GetBoolean());
            Assert.Equal(0, aot.GetProperty("compiledMethods").GetInt64());
            Assert.True(aot.GetProperty("ranAheadOfTime").GetBoolean());
            Assert.InRange(aot.GetProperty("binaryBytes").GetInt64(), 1_000_000, 500_000_000);
            Assert.True(aot.GetProperty("publishWarnings").GetInt32() >= 0);
        }

        var results = report.RootElement.GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(6, results.Count); // 2 cells x 1 payload x 3 operations
        Assert.All(results, result => Assert.True(result.GetProperty("medianNs").GetDouble() > 0, result.ToString()));
        var markdown = File.ReadAllText(Path.Combine(_out, "report.md"));
        Assert.Contains("NativeAOT", markdown, StringComparison.Ordinal);

        // Cold start inside the AOT container: the native executable started afresh for each sample, its size beside.
        var coldStart = report.RootElement.GetProperty("coldStart").EnumerateArray()
            .Where(row => row.GetProperty("cell").GetString() == "net10.0-aot_system-text-json-sourcegen_default_cached").ToList();
        Assert.Equal(["deserialize-string", "serialize-string", "start-up"], coldStart.Select(row => row.GetProperty("operation").GetString()).Order(StringComparer.Ordinal));
        Assert.All(coldStart, row =>
        {
            Assert.Equal("ok", row.GetProperty("status").GetString());
            Assert.Equal(3, row.GetProperty("processes").GetInt32());
            Assert.InRange(row.GetProperty("processMs").GetDouble(), 0.1, 60_000);
        });
        Assert.Matches(@"Binary size \(the one executable every cell of a NativeAOT runtime starts\): [^\n]+ MiB \([0-9,]+ bytes\)\.", markdown);
    }

    public void Dispose()
    {
        if (Directory.Exists(_out))
        {
            Directory.Delete(_out, recursive: true);
        }
    }
}
