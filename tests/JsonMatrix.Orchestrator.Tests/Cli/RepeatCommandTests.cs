using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli;

public sealed class RepeatCommandTests : IDisposable
{
    private readonly CliHarness _cli = new();
    private readonly string _matrix = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");

    private string Cells => Path.Combine(_cli.OutDirectory, "cells");

    [Theory]
    [InlineData("0")]
    [InlineData("-1")]
    [InlineData("two")]
    [InlineData("1.5")]
    [InlineData("101")]
    public async Task A_bad_repeat_count_is_one_error_line_and_exit_2_before_anything_runs(string value)
    {
        var exitCode = await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--repeat", value);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        var error = Assert.Single(_cli.Errors.Split('\n', StringSplitOptions.RemoveEmptyEntries), line => line.StartsWith("error:", StringComparison.Ordinal));
        Assert.Equal($"error: --repeat '{value}' is not a whole number from 1 to 100: pass how many times every cell runs, for example --repeat 3.", error);
        Assert.False(Directory.Exists(Cells));
        Assert.DoesNotContain(_cli.Engine.Calls, call => call.StartsWith("start", StringComparison.Ordinal));
    }

    [Fact]
    public async Task A_repeated_run_records_its_repeats_and_resume_reruns_only_the_repeat_that_did_not_finish()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--repeat", "2"));
        var (manifest, _) = RunManifest.Read(_cli.OutDirectory);
        Assert.Equal(2, manifest!.Repeats);
        Assert.Contains("Run " + manifest.RunId + ": 2 cells in 4 processes (a micro cell in 2): 2 ok", _cli.Output, StringComparison.Ordinal);
        var stj = Path.Combine(Cells, "net10.0_system-text-json_default_cached");
        var kept = File.ReadAllBytes(Path.Combine(stj, "repeat-1", CellFolder.RecordFileName));
        // As after kill -9 during the last run of the cell: its repeat-2 folder has no complete cell.json.
        File.WriteAllText(Path.Combine(stj, "repeat-2", CellFolder.RecordFileName), "{\"schemaVersion\": 1, \"id\": \"net10");
        var started = _cli.Engine.Calls.Count(call => call.StartsWith("start", StringComparison.Ordinal));

        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("run", "--resume", _cli.OutDirectory, "--repeat", "3"));
        var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Contains($"Resuming run {manifest.RunId}: 3 finished cell repeat(s) kept, 1 to run.", _cli.Output, StringComparison.Ordinal);
        Assert.Contains("error: --resume takes every input from run.json in the run's folder; remove --repeat.", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(1, _cli.Engine.Calls.Count(call => call.StartsWith("start", StringComparison.Ordinal)) - started);
        Assert.Equal(kept, File.ReadAllBytes(Path.Combine(stj, "repeat-1", CellFolder.RecordFileName)));
        Assert.Equal(("ok", 2), CellFolderReader.Record(Path.Combine(stj, "repeat-2")) is { } rerun ? (rerun.Status, rerun.Repeat) : default);
    }

    [Fact]
    public async Task The_estimate_and_progress_count_every_repeat()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--repeat", "3", "--filter", "serializer=system-text-json"));

        Assert.Contains("each micro cell in 3 processes (forward, reverse, rotated order; passes in alternating order, the runtimes in turn), web cells once", _cli.Output, StringComparison.Ordinal);
        Assert.Contains("[3/3] net10.0_system-text-json_default_cached (repeat 3/3): ok", _cli.Output, StringComparison.Ordinal);
        Assert.Equal(["repeat-1", "repeat-2", "repeat-3"], Directory.EnumerateDirectories(Path.Combine(Cells, "net10.0_system-text-json_default_cached")).Select(Path.GetFileName).Order());
    }

    public void Dispose() => _cli.Dispose();
}
