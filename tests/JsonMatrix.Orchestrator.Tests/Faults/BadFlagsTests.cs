using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Bad options of every command: exit 2, one error naming the value and the fix, no stack trace, nothing
/// run or written.</summary>
public sealed class BadFlagsTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();
    private readonly FaultScratch _scratch = new();

    [Theory]
    [InlineData("run")]
    [InlineData("merge")]
    public async Task An_empty_out_is_refused(string command)
    {
        var exitCode = await _cli.RunAsync(command == "run" ? ["run", "--matrix", TwoCells, "--out", ""] : ["merge", _scratch.Root, "--out", ""]);

        AssertRefused(exitCode, "--out '' is not a folder name. Pass the path of a folder.");
    }

    [Theory]
    [InlineData("run")]
    [InlineData("merge")]
    public async Task An_out_below_a_file_is_refused_before_anything_starts(string command)
    {
        var file = _scratch.Write("file", "x");
        var output = Path.Combine(file, "out");

        var exitCode = await _cli.RunAsync(command == "run" ? ["run", "--matrix", TwoCells, "--out", output] : ["merge", _scratch.Root, "--out", output]);

        AssertRefused(exitCode, $"--out '{output}' cannot be created: '{file}' is a file.");
    }

    [Theory]
    [InlineData("run")]
    [InlineData("doctor")]
    public async Task A_base_image_that_is_not_a_docker_image_name_is_refused(string command)
    {
        var exitCode = await _cli.RunAsync(command == "run" ? ["run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--base-image", "Debian Bookworm"] : ["doctor", "--base-image", "Debian Bookworm"]);

        AssertRefused(exitCode, "--base-image 'Debian Bookworm' is not a Docker image name.");
    }

    [Fact]
    public async Task Merging_a_folder_without_cells_is_a_bad_argument_and_writes_nothing()
    {
        _cli.RealReports = new FolderMerge();

        var exitCode = await _cli.RunAsync("merge", _scratch.Root);

        AssertRefused(exitCode, $"'{_scratch.Root}' is not a results folder: there is no cell.json anywhere below it.");
        Assert.Empty(Directory.GetFileSystemEntries(_scratch.Root));
    }

    [Fact]
    public async Task Resume_of_an_empty_path_a_fifo_run_json_or_a_run_json_with_missing_fields_is_refused()
    {
        _scratch.Fifo(Path.Combine("fifo", "run.json"));
        _scratch.Write(Path.Combine("partial", "run.json"), """{"schemaVersion":1,"runId":"20260101T000000Z-1"}""");

        AssertRefused(await _cli.RunAsync("run", "--resume", ""), "--resume '' is not a folder name. Pass the path of a folder.");
        AssertRefused(await _cli.RunAsync("run", "--resume", _scratch.Path("fifo")), $"--resume: '{_scratch.Path("fifo", "run.json")}' is empty or not a regular file (a FIFO, device or socket). Start a new run.");
        AssertRefused(await _cli.RunAsync("run", "--resume", _scratch.Path("partial")), $"--resume: {_scratch.Path("partial", "run.json")} lacks matrixPath, matrixSha256, filters, job, baseImage, benchSourcesSha256, sdkVersion, cells (edited or cut short?)");
    }

    [Fact]
    public async Task A_threshold_that_is_not_a_percentage_between_0_and_100_is_refused()
    {
        var exitCode = await _cli.RunAsync("compare", _scratch.Root, _scratch.Root, "--threshold", "NaN");

        AssertRefused(exitCode, "--threshold 'NaN' is not a percentage above 0 and below 100: pass a value like 5%.");
    }

    [Fact]
    public async Task Compare_names_a_bad_folder_given_twice_once()
    {
        var missing = _scratch.Path("missing");

        AssertRefused(await _cli.RunAsync("compare", missing, missing), $"'{missing}' is not a folder");
        Assert.Single(_cli.Errors.Split('\n'), line => line.Contains($"'{missing}' is not a folder", StringComparison.Ordinal));
    }

    private void AssertRefused(int exitCode, string message)
    {
        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains(message, _cli.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", _cli.Errors, StringComparison.Ordinal);
        Assert.Empty(_cli.Processes.Requests);
        Assert.Empty(_cli.Engine.Calls);
        Assert.Empty(_cli.Reports.Calls);
        Assert.False(Directory.Exists(_cli.OutDirectory));
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }
}
