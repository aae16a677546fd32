using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>`compare` reads run folders it did not write: it follows no link and opens no FIFO.</summary>
public sealed class HostileCompareTests : IDisposable
{
    private readonly CliHarness _cli = new();
    private readonly FaultScratch _scratch = new();

    [Fact]
    public async Task A_link_loop_is_not_followed_and_a_fifo_report_is_named_not_opened()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("first"), [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)])], 4);
        SyntheticResults.WriteToDisk(_scratch.Path("second"), [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)])], 4);
        File.CreateSymbolicLink(_scratch.Path("second", "cells", "loop"), _scratch.Path("second"));
        var fifo = _scratch.Fifo(Path.Combine("second", "cells", "net8.0_newtonsoft_default_cached", "bdn", "results", "Other-report-full.json"));

        var exitCode = await _cli.RunAsync("compare", _scratch.Path("first"), _scratch.Path("second"));

        // One bad file fails its cell, as in merge, not the whole comparison.
        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Contains("Failed in SECOND, not compared: net8.0_newtonsoft_default_cached (", _cli.Output, StringComparison.Ordinal);
        Assert.Contains($"'{fifo}' is empty or not a regular file (a FIFO, device or socket)", _cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", _cli.Errors + _cli.Output, StringComparison.Ordinal);
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }
}
