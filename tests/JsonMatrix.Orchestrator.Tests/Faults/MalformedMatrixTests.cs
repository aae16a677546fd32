using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Matrix;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Malformed or hostile matrix files: exit 2 with one clear error (file, line, column where there is one),
/// no stack trace, no hang, nothing run or written.</summary>
public sealed class MalformedMatrixTests : IDisposable
{
    private readonly CliHarness _cli = new();
    private readonly FaultScratch _scratch = new();

    [Fact]
    public async Task An_unclosed_bracket_names_where_it_was_opened()
    {
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.With("escaping: [default, relaxed]", "escaping: [default, relaxed"));

        await AssertRejected(matrix, ":17:11: this is not valid YAML: '[' opened here is never closed (']' missing).");
    }

    [Fact]
    public async Task A_list_nested_100000_levels_deep_is_refused_without_overflowing_the_stack()
    {
        var matrix = _scratch.Write("matrix.yaml", "runtimes: " + new string('[', 100_000) + new string(']', 100_000) + "\n");

        await AssertRejected(matrix, ":1:42: the file nests lists and mappings more than 32 levels deep.");
    }

    [Fact]
    public async Task A_device_that_never_ends_is_refused_without_reading_it()
    {
        await AssertRejected("/dev/zero", "matrix file '/dev/zero' is empty or not a regular file (a FIFO, device or socket).");
    }

    [Fact]
    public async Task A_fifo_is_refused_without_opening_it()
    {
        var fifo = _scratch.Fifo("matrix.yaml");

        await AssertRejected(fifo, $"matrix file '{fifo}' is empty or not a regular file");
    }

    [Fact]
    public async Task A_folder_is_refused()
    {
        await AssertRejected(_scratch.Root, $"matrix file '{_scratch.Root}' is a folder, not a file.");
    }

    [Fact]
    public async Task A_file_larger_than_a_megabyte_is_refused_before_it_is_read()
    {
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.Valid + "\n#" + new string('x', 1024 * 1024));

        await AssertRejected(matrix, "bytes, more than the limit of 1,048,576. Pass --matrix with a YAML file of at most 1024 KiB");
    }

    [Fact]
    public async Task A_memory_size_that_would_overflow_is_refused_rather_than_wrapped()
    {
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.With("memory: 2GiB", "memory: 999999999999GiB"));

        await AssertRejected(matrix, ":25:11: memory '999999999999GiB' is more than any machine has");
    }

    [Fact]
    public async Task An_id_too_long_for_a_folder_name_or_an_image_tag_is_refused()
    {
        var longId = "net10.0" + new string('a', 133);
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.Valid.Replace("id: net10.0", "id: " + longId));

        await AssertRejected(matrix, $"runtime id '{longId[..20]}...' is 140 characters long; ids are at most 64");
    }

    [Fact]
    public async Task A_cpu_range_that_ends_before_it_starts_is_refused()
    {
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.With("cpuset: \"1\"", "cpuset: \"0,3-1\""));

        await AssertRejected(matrix, ":24:11: cpuset '0,3-1' holds the range '3-1', which ends before it starts.");
    }

    [Fact]
    public async Task A_cpuset_naming_a_cpu_the_machine_lacks_is_refused_before_the_run()
    {
        _cli.Machine = new([0, 1], 24L << 30);
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.With("cpuset: \"1\"", "cpuset: \"99\""));

        var exitCode = await _cli.RunAsync("run", "--matrix", matrix, "--out", _cli.OutDirectory, "--isolation", "process");

        AssertNothingRan(exitCode, "limits.cpuset '99' names CPU 99, but this machine's CPUs are 0-1. Choose CPUs among those.");
    }

    [Fact]
    public async Task More_memory_than_the_machine_has_is_refused_before_a_container_run()
    {
        _cli.Machine = new([0, 1], 24L << 30);
        var matrix = _scratch.Write("matrix.yaml", MatrixYaml.With("memory: 2GiB", "memory: 64GiB"));

        var exitCode = await _cli.RunAsync("run", "--matrix", matrix, "--out", _cli.OutDirectory, "--isolation", "container");

        AssertNothingRan(exitCode, "limits.memory is 64 GiB, but this machine has 24 GiB.");
    }

    private async Task AssertRejected(string matrix, string message)
    {
        var plan = await _cli.RunAsync("plan", "--matrix", matrix);
        Assert.Equal(ExitCodes.InvalidOptions, plan);
        var run = await _cli.RunAsync("run", "--matrix", matrix, "--out", _cli.OutDirectory);
        AssertNothingRan(run, message);
    }

    private void AssertNothingRan(int exitCode, string message)
    {
        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains(message, _cli.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", _cli.Errors, StringComparison.Ordinal);
        Assert.Empty(_cli.Processes.Requests);
        Assert.Empty(_cli.Engine.Calls);
        Assert.False(Directory.Exists(_cli.OutDirectory));
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }
}
