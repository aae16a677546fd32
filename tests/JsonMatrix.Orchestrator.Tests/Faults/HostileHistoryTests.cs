using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>`history` reads run folders it did not write: it follows no link, opens no FIFO, and checks --out first.</summary>
public sealed class HostileHistoryTests : IDisposable
{
    private readonly CliHarness _cli = new();
    private readonly FaultScratch _scratch = new();

    [Fact]
    public async Task A_link_loop_a_fifo_cell_json_and_a_fifo_source_json_neither_hang_nor_stop_the_history()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)])], 4);
        File.CreateSymbolicLink(_scratch.Path("run", "cells", "loop"), _scratch.Path("run"));
        _scratch.Fifo(Path.Combine("run", "cells", "net8.0_system-text-json_default_cached", "cell.json"));
        _scratch.Fifo(Path.Combine("run", "source.json"));

        var exitCode = await _cli.RunAsync("history", _scratch.Path("run"), "--out", _scratch.Path("history"));

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.True(new FileInfo(_scratch.Path("history", "history.md")).Length > 0);
        Assert.DoesNotContain("   at ", _cli.Errors, StringComparison.Ordinal);
    }

    [Fact]
    public async Task An_empty_or_unwritable_out_is_refused_before_anything_is_read()
    {
        var file = _scratch.Write("file", "x");

        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("history", _scratch.Root, "--out", ""));
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("history", _scratch.Root, "--out", Path.Combine(file, "history")));

        Assert.Contains("--out '' is not a folder name. Pass the path of a folder.", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains($"cannot be created: '{file}' is a file.", _cli.Errors, StringComparison.Ordinal);
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }
}
