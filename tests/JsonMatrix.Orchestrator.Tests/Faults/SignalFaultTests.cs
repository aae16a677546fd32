using System;
using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Signals and a dead engine against the real orchestrator process. The repository is a throwaway one whose
/// bench "publishes" by sleeping, so the signal always lands in the middle of a cell.</summary>
public sealed class SignalFaultTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(90);
    private readonly TestRepository _repository = new();

    public SignalFaultTests() =>
        File.WriteAllText(Path.Combine(_repository.Root, "bench", "JsonMatrix.Bench.csproj"),
            """<Project><Target Name="Restore" /><Target Name="Publish"><Exec Command="sleep 300" /></Target></Project>""");

    [Theory]
    [InlineData("INT")]
    [InlineData("TERM")]
    public void A_signal_during_the_set_up_exits_130_and_starts_no_cell(string signal)
    {
        using var child = new ChildOrchestrator(_repository.Root, new Dictionary<string, string>(),
            "run", "--matrix", TwoCells, "--out", _repository.Out, "--isolation", "process");
        Assert.True(child.WaitForOutput("Set-up: 1 build", Patience), child.Output + child.Errors);

        child.Signal(signal);

        Assert.Equal(ExitCodes.Cancelled, child.WaitForExit(Patience));
        Assert.Contains("Cancelled: merging the cells that finished.", child.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain("Unhandled exception", child.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain("[1/", child.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Path.Combine(_repository.Out, "cells", "net10.0_system-text-json_default_cached")));
        Assert.False(Directory.Exists(Path.Combine(_repository.Out, "cells", "net10.0_newtonsoft_default_cached")));
    }

    [Fact]
    public void An_engine_that_is_gone_fails_a_container_run_in_one_line_before_anything_starts()
    {
        var socket = Path.Combine(_repository.Root, "no-engine.sock");
        using var child = new ChildOrchestrator(_repository.Root, new Dictionary<string, string> { ["DOCKER_HOST"] = "unix://" + socket },
            "run", "--matrix", TwoCells, "--out", _repository.Out, "--isolation", "container");

        Assert.Equal(ExitCodes.Failed, child.WaitForExit(Patience));
        var error = Assert.Single(child.Errors.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.Contains($"unix://{socket}", error, StringComparison.Ordinal);
        Assert.Contains("doctor --fix", error, StringComparison.Ordinal);
        Assert.False(Directory.Exists(_repository.Out));
    }

    public void Dispose() => _repository.Dispose();
}
