using System;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cells;

public sealed class RunIdTests
{
    private static readonly DateTimeOffset Second = new(2025, 6, 12, 8, 30, 15, 250, TimeSpan.Zero);

    [Fact]
    public void A_run_id_is_the_start_second_then_the_process_id()
    {
        Assert.Equal("20250612T083015Z-4711", RunId.From(Second, 4711, 1));
        Assert.Equal("20250612T083015Z-4711.2", RunId.From(Second, 4711, 2));
    }

    [Fact]
    public void Runs_started_in_the_same_second_get_different_ids_in_one_process_and_in_two()
    {
        var inProcess = Enumerable.Range(0, 5).Select(_ => RunId.New(Second)).ToList();

        Assert.Equal(5, inProcess.Distinct().Count());
        Assert.All(inProcess, id => Assert.StartsWith($"20250612T083015Z-{Environment.ProcessId}", id));
        Assert.NotEqual(RunId.From(Second, 100, 1), RunId.From(Second, 101, 1));
    }
}
