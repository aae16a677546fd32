using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>A run owns its --out for its life (the folder's lock, named in run.json), and its report holds exactly the
/// cells its run.json lists. The same with two real processes: ConcurrentRunTests.</summary>
public sealed class RunOwnsItsFolderTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private const string OlderCell = "net8.0_system-text-json_default_cached";
    private readonly CliHarness _cli = new() { RealReports = new FolderMerge() };

    [Fact]
    public async Task A_run_into_a_folder_whose_lock_another_run_holds_is_refused_with_exit_2_naming_that_run()
    {
        Directory.CreateDirectory(_cli.OutDirectory);
        File.WriteAllText(RunManifest.PathIn(_cli.OutDirectory), ManifestOf("20260101T000000Z-77"));
        var (held, _, _) = RunFolderLock.TryAcquire(_cli.OutDirectory);
        using (held)
        {
            var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process");

            Assert.Equal(ExitCodes.InvalidOptions, exitCode);
            Assert.Contains($"error: --out '{_cli.OutDirectory}' is in use by run 20260101T000000Z-77 (pid 4242 on elsewhere) right now.", _cli.Errors, StringComparison.Ordinal);
            Assert.All(_cli.Processes.Requests, request => Assert.Equal(["--version"], request.Arguments)); // no publish, no bench
            Assert.Equal(ManifestOf("20260101T000000Z-77"), File.ReadAllText(RunManifest.PathIn(_cli.OutDirectory)));
        }
    }

    [Fact]
    public async Task A_run_records_its_lock_in_run_json_and_lets_go_of_it_when_it_ends()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));

        var (manifest, error) = RunManifest.Read(_cli.OutDirectory);
        Assert.Null(error);
        Assert.Equal(new RunFolderHolder(RunFolderLock.FileName, Environment.ProcessId, Environment.MachineName), manifest!.Lock);
        var (again, holder, _) = RunFolderLock.TryAcquire(_cli.OutDirectory);
        using (again)
        {
            Assert.NotNull(again);
            Assert.Null(holder);
        }
    }

    [Fact]
    public async Task The_report_holds_exactly_the_run_s_cells_and_not_an_older_run_in_a_subfolder_of_out()
    {
        CopyFolder(RepositoryFiles.Fixture(Path.Combine("cells", OlderCell)), Path.Combine(_cli.OutDirectory, "archive", "cells", OlderCell));

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));

        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.json")));
        var cells = report.RootElement.GetProperty("cells").EnumerateArray().Select(cell => cell.GetProperty("id").GetString()).Order().ToList();
        Assert.Equal(["net10.0_newtonsoft_default_cached", "net10.0_system-text-json_default_cached"], cells);
    }

    [Fact]
    public async Task Merge_compare_and_history_read_a_run_s_folder_as_its_report_does_without_the_older_run_below_it()
    {
        CopyFolder(RepositoryFiles.Fixture(Path.Combine("cells", OlderCell)), Path.Combine(_cli.OutDirectory, "archive", "cells", OlderCell));
        // Each cell of the run gets the fixture's real BenchmarkDotNet report, so compare and history have figures.
        var fixtureReport = Directory.EnumerateFiles(RepositoryFiles.Fixture(Path.Combine("cells", OlderCell)), "*-report-full.json", SearchOption.AllDirectories).Single();
        _cli.BenchRan = artifacts => File.Copy(fixtureReport, Path.Combine(artifacts, "bdn", "results", "Bench-report-full.json"), overwrite: true);
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));
        var merged = Path.Combine(_cli.OutDirectory, "..", "merged");

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("merge", _cli.OutDirectory, "--out", merged));
        var printedBefore = _cli.Output.Length;
        Assert.True(ExitCodes.Success == await _cli.RunAsync("compare", _cli.OutDirectory, _cli.OutDirectory, "--format", "json"), _cli.Errors);
        using var comparison = JsonDocument.Parse(_cli.Output[printedBefore..]);
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("history", _cli.OutDirectory, "--out", Path.Combine(merged, "history")));

        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(merged, "report.json")));
        Assert.DoesNotContain(report.RootElement.GetProperty("cells").EnumerateArray(), cell => cell.GetProperty("id").GetString() == OlderCell);
        Assert.NotEmpty(comparison.RootElement.GetProperty("benchmarks").EnumerateArray());
        Assert.DoesNotContain(comparison.RootElement.GetProperty("benchmarks").EnumerateArray(), b => b.GetProperty("cell").GetString() == OlderCell);
        Assert.DoesNotContain(OlderCell, File.ReadAllText(Path.Combine(merged, "history", "history.json")), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_folder_of_two_runs_is_two_runs_to_history_and_not_one_run_to_compare()
    {
        var fixtureReport = Directory.EnumerateFiles(RepositoryFiles.Fixture(Path.Combine("cells", OlderCell)), "*-report-full.json", SearchOption.AllDirectories).Single();
        _cli.BenchRan = artifacts => File.Copy(fixtureReport, Path.Combine(artifacts, "bdn", "results", "Bench-report-full.json"), overwrite: true);
        var results = Path.Combine(_cli.OutDirectory, "results");
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", Path.Combine(results, "a"), "--isolation", "process"));
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", Path.Combine(results, "b"), "--isolation", "process"));

        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("compare", Path.Combine(results, "a"), results));
        Assert.Contains($"'{results}' holds 2 runs ('{Path.Combine(results, "a")}', '{Path.Combine(results, "b")}'): pass the folder of one run.", _cli.Errors, StringComparison.Ordinal);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("history", results, "--out", Path.Combine(_cli.OutDirectory, "history")));
        using var history = JsonDocument.Parse(File.ReadAllText(Path.Combine(_cli.OutDirectory, "history", "history.json")));
        Assert.Equal(2, history.RootElement.GetProperty("runs").GetArrayLength());
    }

    [Fact]
    public async Task Merge_of_a_run_folder_whose_run_json_is_unreadable_says_so_and_how_to_read_its_cells_anyway()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));
        File.WriteAllText(RunManifest.PathIn(_cli.OutDirectory), "{\"schemaVersion\": 1, \"runId\": ");

        var exitCode = await _cli.RunAsync("merge", _cli.OutDirectory, "--out", Path.Combine(_cli.OutDirectory, "..", "merged"));

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"is a run's folder whose run.json cannot be read", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains("pass its cells/ folder", _cli.Errors, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Resuming_a_run_that_still_holds_its_folder_is_refused_with_exit_2()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));
        var runId = RunManifest.Read(_cli.OutDirectory).Manifest!.RunId;
        var (held, _, _) = RunFolderLock.TryAcquire(_cli.OutDirectory);
        using (held)
        {
            var exitCode = await _cli.RunAsync("run", "--resume", _cli.OutDirectory);

            Assert.Equal(ExitCodes.InvalidOptions, exitCode);
            Assert.Contains($"error: --resume '{_cli.OutDirectory}' is in use by run {runId} (pid {Environment.ProcessId}", _cli.Errors, StringComparison.Ordinal);
        }
    }

    public void Dispose() => _cli.Dispose();

    [Theory]
    [InlineData(1, 1)]
    [InlineData(4, 32)]
    public void A_run_json_lists_each_cell_s_folder_once_and_room_for_more_processes_only_with_repeats(int repeats, int folders)
    {
        var manifest = new RunManifest(1, "20260101T000000Z-77", System.DateTime.UnixEpoch, "/m.yaml", "00", [], "lean", null, "debian:bookworm-slim", "00", "10.0.100",
            new Dictionary<string, IReadOnlyList<string>> { ["net8.0_newtonsoft_default_cached"] = ["small:serialize-string"] }) { Repeats = repeats };

        var listed = manifest.CellFolders("/out");

        // Four processes a cell, up to four times as many where an include rule asks, each with room for a stand-in.
        Assert.Equal(folders, listed.Count);
        Assert.Equal(folders, listed.Distinct().Count());
    }

    private static string ManifestOf(string runId) => $$$"""
        {"schemaVersion":1,"runId":"{{{runId}}}","startedUtc":"2026-01-01T00:00:00Z","matrixPath":"/m.yaml","matrixSha256":"00","filters":[],"job":"quick",
         "isolation":null,"baseImage":"debian:bookworm-slim","benchSourcesSha256":"00","sdkVersion":"10.0.100","cells":{},"repeats":1,
         "lock":{"file":".run.lock","processId":4242,"host":"elsewhere"}}
        """;

    private static void CopyFolder(string from, string to)
    {
        foreach (var file in Directory.EnumerateFiles(from, "*", SearchOption.AllDirectories))
        {
            var target = Path.Combine(to, Path.GetRelativePath(from, file));
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(file, target);
        }
    }
}

/// <summary>merge --out into a folder a run is writing now is refused: the run's reports are its own.</summary>
public sealed class MergeIntoARunningRunTests : IDisposable
{
    private readonly CliHarness _cli = new() { RealReports = new FolderMerge() };
    private readonly FaultScratch _scratch = new();

    [Fact]
    public async Task Merge_into_the_folder_of_a_run_that_still_runs_is_refused_with_exit_2()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("other"), [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)])], 4);
        var (held, _, _) = RunFolderLock.TryAcquire(_scratch.Path("running"));
        using (held)
        {
            var exitCode = await _cli.RunAsync("merge", _scratch.Path("other"), "--out", _scratch.Path("running"));

            Assert.Equal(ExitCodes.InvalidOptions, exitCode);
            Assert.Contains($"error: --out '{_scratch.Path("running")}' is in use by another run that is starting", _cli.Errors, StringComparison.Ordinal);
            Assert.False(File.Exists(_scratch.Path("running", "report.md")));
        }
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }
}
