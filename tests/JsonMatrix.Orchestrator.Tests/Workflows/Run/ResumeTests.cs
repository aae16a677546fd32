using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

public sealed class ResumeTests : IDisposable
{
    private readonly CliHarness _cli = new();
    private readonly string _matrix;

    public ResumeTests()
    {
        // A copy the tests may change, next to the harness's output.
        _matrix = Path.Combine(Path.GetDirectoryName(_cli.OutDirectory)!, "two-cells.matrix.yaml");
        Directory.CreateDirectory(Path.GetDirectoryName(_matrix)!);
        File.Copy(Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml"), _matrix);
    }

    private string Cells => Path.Combine(_cli.OutDirectory, "cells");

    private string StjCell => Path.Combine(Cells, "net10.0_system-text-json_default_cached");

    private string NewtonsoftCell => Path.Combine(Cells, "net10.0_newtonsoft_default_cached");

    [Fact]
    public async Task A_run_records_its_inputs_so_that_resume_needs_no_other_option()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--filter", "serializer=system-text-json", "--isolation", "container"));

        var (manifest, error) = RunManifest.Read(_cli.OutDirectory);

        Assert.Null(error);
        Assert.Equal(Path.GetFullPath(_matrix), manifest!.MatrixPath);
        Assert.Equal(["serializer=system-text-json"], manifest.Filters);
        Assert.Equal(("quick", "container"), (manifest.Job, manifest.Isolation));
        Assert.Equal(["small:serialize-string", "small:deserialize-string"], manifest.Cells["net10.0_system-text-json_default_cached"]);
        Assert.Single(manifest.Cells);
        Assert.Equal(64, manifest.BenchSourcesSha256.Length);
    }

    [Fact]
    public async Task Resume_keeps_finished_cells_byte_for_byte_and_reruns_half_written_and_failed_ones()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory));
        var runId = RunManifest.Read(_cli.OutDirectory).Manifest!.RunId;
        var kept = File.ReadAllBytes(Path.Combine(StjCell, CellFolder.RecordFileName));
        // As after kill -9 during the second cell: its folder holds output but no complete cell.json.
        File.WriteAllText(Path.Combine(NewtonsoftCell, CellFolder.RecordFileName), "{\"schemaVersion\": 1, \"id\": \"net10.0_newt");
        File.WriteAllText(Path.Combine(NewtonsoftCell, "stale.txt"), "from the killed run");
        Directory.CreateDirectory(Path.Combine(Cells, "net10.0_half_written_cell"));
        var benchRunsBefore = _cli.Engine.Calls.Count(call => call.StartsWith("start", StringComparison.Ordinal));

        var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Contains($"Resuming run {runId}: 1 finished cell(s) kept, 1 to run.", _cli.Output, StringComparison.Ordinal);
        Assert.Equal(kept, File.ReadAllBytes(Path.Combine(StjCell, CellFolder.RecordFileName)));
        var rerun = CellFolderReader.Record(NewtonsoftCell)!;
        Assert.Equal(("ok", runId), (rerun.Status, rerun.RunId));
        Assert.False(File.Exists(Path.Combine(NewtonsoftCell, "stale.txt")));
        Assert.False(Directory.Exists(Path.Combine(Cells, "net10.0_half_written_cell")));
        Assert.Equal(1, _cli.Engine.Calls.Count(call => call.StartsWith("start", StringComparison.Ordinal)) - benchRunsBefore);
        Assert.Contains("2 cells: 2 ok", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_names_an_unsteady_machine_before_its_cells_start_and_runs_them_anyway()
    {
        var probed = new List<int>();
        _cli.Steadiness = cpus =>
        {
            probed.AddRange(cpus);
            return [.. cpus.Select(cpu => new CpuSteadiness(cpu, 1.4, 1.0, 1.9, 15))];
        };

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory));

        Assert.Equal([1], probed);
        var line = _cli.Output.IndexOf("Machine steadiness: warning, a fixed loop's speed over 1.5 s per CPU varied by up to 90 %", StringComparison.Ordinal);
        Assert.True(line > 0, _cli.Output);
        Assert.True(line < _cli.Output.IndexOf("[1/2]", StringComparison.Ordinal), "the line comes before the first cell");
    }

    [Fact]
    public async Task After_a_resume_the_summary_and_the_exit_code_follow_the_report_when_a_kept_cell_no_longer_merges()
    {
        _cli.RealReports = new FolderMerge();
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory));
        // The kept cell's cell.json still says ok, but its BenchmarkDotNet report was cut short since: merge fails it.
        foreach (var report in Directory.EnumerateFiles(Path.Combine(StjCell, "bdn"), "*.json", SearchOption.AllDirectories))
        {
            File.WriteAllText(report, "{\"Benchmarks\": [");
        }

        File.WriteAllText(Path.Combine(NewtonsoftCell, CellFolder.RecordFileName), "{\"schemaVersion\": 1, \"id\": \"net10.0_newt");

        var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

        var summary = _cli.Output[_cli.Output.LastIndexOf("Run ", StringComparison.Ordinal)..];
        Assert.Contains("2 cells: 1 ok, 1 failed", summary, StringComparison.Ordinal);
        Assert.Contains("failed      net10.0_system-text-json_default_cached: ", summary, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Failed, exitCode);
        var reportJson = File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.json"));
        Assert.Contains("\"status\": \"failed\"", reportJson, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_changed_matrix_is_an_exit_2_error_that_says_what_differs_and_runs_nothing()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory));
        File.AppendAllText(_matrix, "# a change\n");
        var cellJson = File.ReadAllBytes(Path.Combine(StjCell, CellFolder.RecordFileName));

        var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"--resume {_cli.OutDirectory}: the matrix file {Path.GetFullPath(_matrix)} changed since the run started (sha256 ", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(cellJson, File.ReadAllBytes(Path.Combine(StjCell, CellFolder.RecordFileName)));
    }

    [Fact]
    public async Task Resume_with_other_options_or_of_a_folder_without_run_json_is_an_exit_2_error()
    {
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("run", "--resume", _cli.OutDirectory, "--job", "lean"));
        Assert.Contains("--resume takes every input from run.json in the run's folder; remove --job.", _cli.Errors, StringComparison.Ordinal);

        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("run", "--resume", _cli.OutDirectory));
        Assert.Contains($"--resume: '{_cli.OutDirectory}' has no run.json", _cli.Errors, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_new_run_into_a_folder_holding_another_run_s_cells_refuses_with_exit_2_and_names_resume()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory));
        var runId = RunManifest.Read(_cli.OutDirectory).Manifest!.RunId;

        var exitCode = await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"--out '{_cli.OutDirectory}' already holds the cells of run {runId}. Continue that run with `run --resume {_cli.OutDirectory}`", _cli.Errors, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_busy_core_set_with_no_wait_fails_with_exit_1_naming_the_holder()
    {
        var locks = Path.Combine(_cli.MachineCacheDirectory, "locks");
        var (held, _) = CoreSetLock.TryAcquire(locks, "1", new LockOwner("other-run", 4242, DateTime.UtcNow, "/elsewhere"));
        using (held)
        {
            var exitCode = await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--no-wait");

            Assert.Equal(ExitCodes.Failed, exitCode);
            Assert.Contains("core set 1 is in use by run other-run (pid 4242", _cli.Errors, StringComparison.Ordinal);
            Assert.False(Directory.Exists(Cells) && Directory.EnumerateDirectories(Cells).Any());
        }
    }

    [Fact]
    public async Task A_run_on_two_core_sets_holds_both_and_waits_for_a_run_on_either()
    {
        File.WriteAllText(_matrix, File.ReadAllText(_matrix).Replace("cpuset: \"1\"", "cpusets: [\"1\", \"2-3\"]", StringComparison.Ordinal));
        var locks = Path.Combine(_cli.MachineCacheDirectory, "locks");
        var (held, _) = CoreSetLock.TryAcquire(locks, "3", new LockOwner("other-run", 4242, DateTime.UtcNow, "/elsewhere"));
        using (held)
        {
            Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--no-wait"));
            Assert.Contains("core set 1,2-3 is in use by run other-run (pid 4242", _cli.Errors, StringComparison.Ordinal);
        }

        var exitCode = await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--no-wait");
        Assert.True(exitCode == ExitCodes.Success, $"exit {exitCode}: {_cli.Errors}\n{_cli.Output}");
        Assert.Contains("cpuset 1 | 2-3", _cli.Output, StringComparison.Ordinal);
    }

    public void Dispose() => _cli.Dispose();
}
