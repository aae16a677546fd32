using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Identifiers read from files pass the checks typed ones pass, a cell is its folder, and every file read has a
/// cap (FileSystem/ReadLimits): nothing a file contains builds a path outside the run or takes memory past the cap.</summary>
public sealed class UntrustedFilesTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private static readonly Baseline Baseline = new("system-text-json", "net8.0");
    private readonly CliHarness _cli = new();
    private readonly FaultScratch _scratch = new();

    [Theory]
    [InlineData("\"runId\": \"", "../../../tmp/escape", "has runId '../../../tmp/escape', which is not a run id")]
    [InlineData("\"net10.0_newtonsoft_default_cached\": [", "../../x_y_z_w", "lists cell '../../x_y_z_w', which is not a cell id")]
    public async Task Resume_refuses_a_run_json_whose_run_id_or_cell_id_could_not_be_typed(string field, string value, string error)
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));
        var manifest = RunManifest.PathIn(_cli.OutDirectory);
        var text = File.ReadAllText(manifest);
        text = field.StartsWith("\"runId\"", StringComparison.Ordinal)
            ? System.Text.RegularExpressions.Regex.Replace(text, "\"runId\": \"[^\"]*\"", $"\"runId\": \"{value}\"")
            : text.Replace("\"net10.0_newtonsoft_default_cached\": [", $"\"{value}\": [", StringComparison.Ordinal);
        File.WriteAllText(manifest, text);

        var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains(error, _cli.Errors, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Path.Combine(Path.GetTempPath(), "escape")));
    }

    [Fact]
    public void A_cell_json_that_names_another_cell_than_its_folder_fails_that_cell_under_the_folder_s_id()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [Cell("net8.0", "newtonsoft")], 4);
        var folder = _scratch.Path("run", "cells", "net8.0_newtonsoft_default_cached");
        File.WriteAllText(Path.Combine(folder, "cell.json"), File.ReadAllText(Path.Combine(folder, "cell.json")).Replace("net8.0_newtonsoft_default_cached", "net10.0_newtonsoft_default_cached", StringComparison.Ordinal));

        var report = new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("run"), Baseline).Report!;

        var cell = Assert.Single(report.Cells);
        Assert.Equal(("net8.0_newtonsoft_default_cached", "failed"), (cell.Id, cell.Status));
        Assert.Contains("cell.json says it is cell 'net10.0_newtonsoft_default_cached', but its folder is 'net8.0_newtonsoft_default_cached': a cell is its folder", cell.Reason, StringComparison.Ordinal);
        Assert.Empty(report.Results);
    }

    [Fact]
    public void A_cell_json_whose_id_is_a_path_is_not_a_cell_id_and_fails_the_cell()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [Cell("net8.0", "newtonsoft")], 4);
        var folder = _scratch.Path("run", "cells", "net8.0_newtonsoft_default_cached");
        File.WriteAllText(Path.Combine(folder, "cell.json"), File.ReadAllText(Path.Combine(folder, "cell.json")).Replace("\"net8.0_newtonsoft_default_cached\"", "\"../../etc_passwd_x_y\"", StringComparison.Ordinal));

        var cell = Assert.Single(new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("run"), Baseline).Report!.Cells);

        Assert.Equal(("net8.0_newtonsoft_default_cached", "failed"), (cell.Id, cell.Status));
        Assert.Contains("$.id is '../../etc_passwd_x_y', not a cell id", cell.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_200_MB_benchmark_report_is_refused_unread_and_fails_only_its_cell()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [Cell("net8.0", "newtonsoft"), Cell("net10.0", "newtonsoft")], 4);
        var report = Directory.EnumerateFiles(_scratch.Path("run", "cells", "net8.0_newtonsoft_default_cached"), "*-report-full.json", SearchOption.AllDirectories).Single();
        using (var huge = File.OpenWrite(report))
        {
            huge.SetLength(200L * 1024 * 1024); // sparse: the size is what counts
        }

        var merged = new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("run"), Baseline).Report!;

        var failed = merged.Cells.Single(c => c.Runtime == "net8.0");
        Assert.Equal("failed", failed.Status);
        Assert.Contains("is 209,715,200 bytes, more than the limit of 33,554,432", failed.Reason, StringComparison.Ordinal);
        Assert.Equal("ok", merged.Cells.Single(c => c.Runtime == "net10.0").Status);
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }

    private static SyntheticCell Cell(string runtime, string serializer) =>
        new(runtime, serializer, "default", "cached", [new SyntheticBenchmark("small", "round-trip", 150, 64)]);
}
