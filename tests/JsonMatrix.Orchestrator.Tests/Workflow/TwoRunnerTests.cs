using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Tests.Integration;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>
/// The workflow's grouping proven on one machine: the plan's two jobs run as two runners, the second made slower by a
/// busy neighbour, and their merged report is held against a one-machine run of the same cells
/// (<see cref="RunnerAgreement"/>). <see cref="RunnerAgreementTests"/> shows the same check failing with one job per cell.
/// </summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class TwoRunnerTests : IDisposable
{
    public const string MatrixFile = "tests/JsonMatrix.Orchestrator.Tests/Workflow/two-runners.matrix.yaml";

    /// <summary>The matrix's limits.cpuset: the neighbour takes the cells' own CPUs.</summary>
    private const string CellCpus = "0-1";

    private readonly ITestOutputHelper _log;
    private readonly WorkflowPlay _play;
    private readonly string _work = Path.Combine(Path.GetTempPath(), "jsonmatrix-two-runners-" + Guid.NewGuid().ToString("n"));

    public TwoRunnerTests(ITestOutputHelper log)
    {
        _log = log;
        Directory.CreateDirectory(_work);
        _play = new WorkflowPlay(_work, log.WriteLine);
    }

    [EngineFact]
    public void Two_runners_one_of_them_slower_merge_into_the_ratios_of_one_machine_and_mark_only_the_trends_that_cross()
    {
        var jobs = WorkflowPlay.LinuxJobs(_play.Plan(filter: "", MatrixFile));
        Assert.Equal(["net8.0", "net10.0"], jobs.Select(job => job.GetProperty("group").GetString()));

        var fast = _play.Bench(jobs[0], MatrixFile, "lean");
        string slow;
        using (new BusyNeighbour(CellCpus))
        {
            slow = _play.Bench(jobs[1], MatrixFile, "lean");
        }

        var merged = Path.Combine(_work, "merged");
        var (mergeExit, mergeOutput) = _play.Merge(_play.Download([fast, slow]), merged, Path.Combine(_work, "summary.md"));
        Assert.True(mergeExit == 0, $"merge-groups.sh exited {mergeExit}:\n{mergeOutput}");
        var oneMachine = OneMachineRun();

        using var mergedReport = JsonDocument.Parse(File.ReadAllText(Path.Combine(merged, "report.json")));
        using var oneMachineReport = JsonDocument.Parse(File.ReadAllText(Path.Combine(oneMachine, "report.json")));
        var (two, one) = (mergedReport.RootElement, oneMachineReport.RootElement);
        foreach (var line in RunnerAgreement.Differences(two, one, RunnerAgreement.Tolerance)) _log.WriteLine(line);

        // The two runners are two environments, and every result has both figures the check compares.
        Assert.Equal(2, two.GetProperty("environment").EnumerateArray().Select(e => e.GetProperty("runId").GetString()).Distinct().Count());
        var results = two.GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(8, results.Count);
        Assert.All(results, r => Assert.True(r.GetProperty("floorRatio").ValueKind == JsonValueKind.Number && r.GetProperty("ratio").ValueKind == JsonValueKind.Number, r.ToString()));
        // Both serializers' trend from .NET 8 to .NET 10 divides the two runners' figures.
        Assert.Equal(2, two.GetProperty("trends").EnumerateArray().Count(t => t.TryGetProperty("acrossEnvironments", out var across) && across.ValueKind == JsonValueKind.String));

        Assert.Empty(RunnerAgreement.Failures(two, one, RunnerAgreement.Tolerance));
    }

    /// <summary>A single `run` of the whole matrix: every cell on this machine, unslowed.</summary>
    private string OneMachineRun()
    {
        var output = Path.Combine(_work, "one-machine");
        var (exit, text) = WorkflowScript.RunProcess("dotnet",
            ["orchestrator/bin/Release/net10.0/JsonMatrix.Orchestrator.dll", "run", "--matrix", MatrixFile, "--job", "lean", "--out", output],
            new Dictionary<string, string>(), WorkflowPlay.ScriptTimeout);
        _log.WriteLine(text);
        Assert.True(exit == 0, $"run exited {exit}:\n{text}");
        return output;
    }

    public void Dispose()
    {
        if (Directory.Exists(_work))
        {
            Directory.Delete(_work, recursive: true);
        }
    }
}
