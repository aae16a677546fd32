using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli;

public sealed class CommandLineTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();

    [Fact]
    public async Task Bad_options_are_all_reported_at_once_with_exit_code_2_and_nothing_runs()
    {
        var exitCode = await _cli.RunAsync("--job", "slow", "--isolation", "vm", "--filter", "runtime=net99", "--matrix", TwoCells);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains("--job 'slow' is not one of: lean, quick, short, default.", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains("--isolation 'vm' is not one of: container, process.", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains("unknown runtime 'net99'", _cli.Errors, StringComparison.Ordinal);
        Assert.Empty(_cli.Processes.Requests);
        Assert.Empty(_cli.Engine.Calls);
    }

    [Fact]
    public async Task An_unknown_option_is_a_parse_error_with_exit_code_2()
    {
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("--colour", "red"));
        Assert.Contains("--colour", _cli.Errors, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Without_an_engine_the_run_says_so_in_one_line_and_runs_the_cells_as_processes()
    {
        _cli.Engine.Reachable = false;

        var exitCode = await _cli.RunAsync("--matrix", TwoCells, "--out", _cli.OutDirectory);

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Single(_cli.Output.Split('\n'), line => line.Contains("No Docker engine", StringComparison.Ordinal));
        var records = Directory.GetDirectories(Path.Combine(_cli.OutDirectory, "cells")).Select(CellFolderReader.Record).ToList();
        Assert.Equal(2, records.Count);
        Assert.All(records, record => Assert.Equal(("ok", "process"), (record!.Status, record.Isolation)));
        Assert.Equal(_cli.OutDirectory, _cli.Reports.Calls.Single().Output);
        Assert.Contains("2 cells: 2 ok, 0 failed, 0 unsupported, 0 unavailable", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_prints_the_plan_first_then_progress_then_a_summary_with_the_overhead_and_report_paths()
    {
        var exitCode = await _cli.RunAsync("--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "container");

        Assert.Equal(ExitCodes.Success, exitCode);
        var output = _cli.Output;
        var plan = output.IndexOf("Estimated time:", StringComparison.Ordinal);
        var progress = output.IndexOf("[1/2] net10.0_system-text-json_default_cached: publish", StringComparison.Ordinal);
        var summary = output.IndexOf("Orchestration overhead per cell: median", StringComparison.Ordinal);
        Assert.True(plan >= 0 && progress > plan && summary > progress, output);
        Assert.Contains(Path.Combine(_cli.OutDirectory, "report.md"), output, StringComparison.Ordinal);
        Assert.Contains("1/2 done, elapsed", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Container_isolation_without_an_engine_fails_and_says_what_to_do_next()
    {
        _cli.Engine.Reachable = false;

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--isolation", "container", "--out", _cli.OutDirectory);

        Assert.Equal(ExitCodes.Failed, exitCode);
        Assert.Contains("doctor --fix", _cli.Errors, StringComparison.Ordinal);
        Assert.False(Directory.Exists(_cli.OutDirectory));
    }

    [Theory]
    [InlineData("run", "--isolation")]
    [InlineData("run", "--resume")]
    [InlineData("run", "--no-wait")]
    [InlineData("plan", "--format")]
    [InlineData("merge", "--out")]
    [InlineData("doctor", "--fix")]
    [InlineData("compare", "--threshold")]
    public async Task Every_command_has_help_that_lists_its_options(string command, string option)
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync(command, "--help"));
        Assert.Contains(option, _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Plan_for_github_is_one_line_of_json_with_one_entry_per_cell_group()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", TwoCells, "--format", "github"));
        Assert.StartsWith("{\"include\":[", _cli.Output, StringComparison.Ordinal);
        Assert.Single(_cli.Output.Trim().Split('\n'));
    }

    public void Dispose() => _cli.Dispose();
}
