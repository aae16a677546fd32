using System;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Faults while a run runs (fake bench processes and engine, real files): the faulty cell fails with one
/// clear reason, the other cells are kept, the report appears wherever it can be written, never empty.</summary>
public sealed partial class RunFaultTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private const string FirstCell = "net10.0_system-text-json_default_cached";
    private const string SecondCell = "net10.0_newtonsoft_default_cached";
    private readonly CliHarness _cli = new() { RealReports = new FolderMerge() };
    private string? _fallback;

    [RootFact]
    public async Task A_disk_that_fills_up_fails_the_cell_it_was_writing_and_the_report_goes_elsewhere()
    {
        using var disk = new SmallDisk();
        var output = Path.Combine(disk.Root, "out");
        var benches = 0;
        _cli.BenchRan = _ => { if (++benches == 2) disk.Fill(); };

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", output, "--isolation", "process");

        AssertSecondCellLostToTheDisk(exitCode, output, "No space left on device");
    }

    [RootFact]
    public async Task A_disk_that_turns_read_only_fails_the_cell_it_was_writing_and_the_report_goes_elsewhere()
    {
        using var disk = new SmallDisk();
        var output = Path.Combine(disk.Root, "out");
        var benches = 0;
        _cli.BenchRan = _ => { if (++benches == 2) disk.MakeReadOnly(); };

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", output, "--isolation", "process");

        AssertSecondCellLostToTheDisk(exitCode, output, "Read-only file system");
    }

    [RootFact]
    public async Task An_out_folder_on_a_read_only_disk_is_refused_before_anything_runs()
    {
        using var disk = new SmallDisk();
        disk.MakeReadOnly();
        var output = Path.Combine(disk.Root, "out");

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", output, "--isolation", "process");

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"--out '{output}' cannot be created in '{disk.Root}': ", _cli.Errors, StringComparison.Ordinal);
        Assert.Empty(_cli.Processes.Requests);
    }

    [Fact]
    public async Task Ctrl_c_with_a_corrupt_cell_json_in_out_exits_130_and_merges_what_it_can()
    {
        using var cancel = new CancellationTokenSource();
        var benches = 0;
        _cli.BenchRan = _ =>
        {
            if (++benches < 2) return;
            File.WriteAllText(Path.Combine(_cli.OutDirectory, "cells", FirstCell, "cell.json"), "{\"schemaVersion\":1,\"id\":");
            cancel.Cancel();
            throw new OperationCanceledException(cancel.Token);
        };

        var exitCode = await _cli.RunAsync(cancel.Token, "run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process");

        Assert.Equal(ExitCodes.Cancelled, exitCode);
        Assert.Contains("Cancelled: merging the cells that finished.", _cli.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", _cli.Errors + _cli.Output, StringComparison.Ordinal);
        var report = File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.md"));
        Assert.Contains($"{FirstCell}/cell.json is not valid JSON", report, StringComparison.Ordinal);
        Assert.Contains("the run was cancelled while this cell ran", report, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_container_killed_from_outside_fails_its_cell_and_the_run_goes_on()
    {
        var containers = 0;
        _cli.Engine.Bench = (_, output, _) =>
        {
            BenchOutput.WriteSuccess(output);
            return Task.FromResult(++containers == 1 ? 137 : 0);
        };

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "container");

        // The run goes on to the end, and exits 1 because a cell failed.
        Assert.Equal(ExitCodes.Failed, exitCode);
        var first = CellFolderReader.Record(Path.Combine(_cli.OutDirectory, "cells", FirstCell))!;
        var second = CellFolderReader.Record(Path.Combine(_cli.OutDirectory, "cells", SecondCell))!;
        Assert.Equal((CellStatus.Failed, 137), (first.Status, first.ExitCode));
        Assert.StartsWith("the bench was killed (exit 137", first.Reason, StringComparison.Ordinal);
        Assert.Equal(CellStatus.Ok, second.Status);
        Assert.Equal(2, _cli.Engine.Removed.Count);
    }

    [Fact]
    public async Task An_engine_that_goes_away_mid_run_fails_that_cell_and_the_run_goes_on()
    {
        var containers = 0;
        _cli.Engine.Bench = (_, output, _) =>
        {
            if (++containers == 1) throw new System.Net.Http.HttpRequestException("Connection refused (/var/run/docker.sock)");
            BenchOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "container");

        Assert.Equal(ExitCodes.Failed, exitCode);
        var first = CellFolderReader.Record(Path.Combine(_cli.OutDirectory, "cells", FirstCell))!;
        Assert.Equal(CellStatus.Failed, first.Status);
        Assert.Contains("HttpRequestException: Connection refused (/var/run/docker.sock)", first.Reason, StringComparison.Ordinal);
        Assert.Equal(CellStatus.Ok, CellFolderReader.Record(Path.Combine(_cli.OutDirectory, "cells", SecondCell))!.Status);
        Assert.DoesNotContain("   at ", _cli.Errors + _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_cell_folder_that_is_a_link_is_replaced_and_what_it_pointed_to_is_untouched()
    {
        using var scratch = new FaultScratch();
        var precious = scratch.Write(Path.Combine("precious", "keep.txt"), "keep me");
        Directory.CreateDirectory(Path.Combine(_cli.OutDirectory, "cells"));
        var cellFolder = Path.Combine(_cli.OutDirectory, "cells", FirstCell);
        Directory.CreateSymbolicLink(cellFolder, Path.GetDirectoryName(precious)!);

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process");

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Equal("keep me", File.ReadAllText(precious));
        Assert.Null(new DirectoryInfo(cellFolder).LinkTarget);
        Assert.Equal(CellStatus.Ok, CellFolderReader.Record(cellFolder)!.Status);
    }

    [Fact]
    public async Task Reusing_the_out_of_another_run_refuses_and_leaves_every_file_of_that_run_as_it_was()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process"));
        var before = Directory.EnumerateFiles(_cli.OutDirectory, "*", SearchOption.AllDirectories)
            .ToDictionary(file => file, file => (Convert.ToHexString(File.ReadAllBytes(file)), File.GetLastWriteTimeUtc(file)));
        var benches = _cli.Processes.Requests.Count;

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process");

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"--out '{_cli.OutDirectory}' already holds the cells of run ", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(benches, _cli.Processes.Requests.Count);
        var after = Directory.EnumerateFiles(_cli.OutDirectory, "*", SearchOption.AllDirectories).ToList();
        Assert.Equal(before.Keys.Order(), after.Order());
        Assert.All(after, file => Assert.Equal(before[file], (Convert.ToHexString(File.ReadAllBytes(file)), File.GetLastWriteTimeUtc(file))));
    }

    private void AssertSecondCellLostToTheDisk(int exitCode, string output, string diskError)
    {
        Assert.True(exitCode == ExitCodes.Failed, $"exit {exitCode}\n{_cli.Output}\n{_cli.Errors}");
        Assert.DoesNotContain("   at ", _cli.Errors + _cli.Output, StringComparison.Ordinal);
        Assert.Equal(CellStatus.Ok, CellFolderReader.Record(Path.Combine(output, "cells", FirstCell))!.Status);
        Assert.Contains($"{SecondCell}: failed", _cli.Output, StringComparison.Ordinal);
        Assert.Contains($"could not be written to {Path.Combine(output, "cells", SecondCell)}: {diskError}", _cli.Output, StringComparison.Ordinal);
        Assert.Contains($"The report could not be written: cannot write the report to '{output}'", _cli.Errors, StringComparison.Ordinal);
        Assert.Empty(FaultScratch.EmptyFilesBelow(output));
        Assert.Empty(Directory.EnumerateFiles(output, "*.tmp", SearchOption.AllDirectories));

        _fallback = FallbackRegex().Match(_cli.Errors).Groups[1].Value;
        var report = File.ReadAllText(Path.Combine(_fallback, "report.md"));
        Assert.Contains(FirstCell, report, StringComparison.Ordinal);
    }

    [GeneratedRegex("The report was written to (.+) instead\\.")]
    private static partial Regex FallbackRegex();

    public void Dispose()
    {
        _cli.Dispose();
        if (!string.IsNullOrEmpty(_fallback) && Directory.Exists(_fallback)) Directory.Delete(_fallback, recursive: true);
    }
}
