using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Tests.Integration;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>Plays the GitHub Actions workflow on this machine: the plan job's script, the bench job's script for the Linux
/// groups (real containers), the artifacts laid out as download-artifact with merge-multiple does, then the merge job's
/// script. The environment variables are the ones the workflow sets (checked by <see cref="WorkflowDefinitionTests"/>).</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class WorkflowPlayTests : IDisposable
{
    private static readonly TimeSpan ScriptTimeout = WorkflowPlay.ScriptTimeout;
    private readonly WorkflowPlay _play;
    private readonly string _work = Path.Combine(Path.GetTempPath(), "jsonmatrix-workflow-" + Guid.NewGuid().ToString("n"));

    public WorkflowPlayTests(ITestOutputHelper log)
    {
        Directory.CreateDirectory(_work);
        _play = new WorkflowPlay(_work, log.WriteLine);
    }

    [Fact]
    public void The_plan_job_puts_every_cell_of_the_default_matrix_in_exactly_one_job_within_the_256_job_limit()
    {
        var matrix = _play.Plan(filter: "", matrixFile: "matrix.yaml");
        var jobs = matrix.GetProperty("include").EnumerateArray().ToList();
        Assert.InRange(jobs.Count, 1, 256);

        var planned = jobs.SelectMany(job => job.GetProperty("cells").GetString()!.Split(' ', StringSplitOptions.RemoveEmptyEntries)).ToList();
        var expected = PlannedCellIds("matrix.yaml");
        Assert.Equal(expected.Order(), planned.Order());
        Assert.All(jobs, job => Assert.Equal(
            job.GetProperty("cells").GetString()!.StartsWith("net48_", StringComparison.Ordinal) ? "windows-latest" : "ubuntu-latest",
            job.GetProperty("runner").GetString()));
    }

    [EngineFact]
    public void The_workflow_played_locally_merges_the_uploaded_groups_into_one_report()
    {
        const string matrixFile = "tests/JsonMatrix.Orchestrator.Tests/Workflow/two-runtimes.matrix.yaml";
        var groups = WorkflowPlay.LinuxJobs(_play.Plan(filter: "", matrixFile));
        Assert.Equal(2, groups.Count);

        // Each bench job runs on its own runner (its own checkout) and uploads results/group/cells/ as cells-<group>.
        var downloaded = _play.Download(groups.Select(group => _play.Bench(group, matrixFile, "quick")).ToList());

        var merged = Path.Combine(_work, "merged");
        var summary = Path.Combine(_work, "step-summary.md");
        var (mergeExit, mergeOutput) = _play.Merge(downloaded, merged, summary);
        Assert.True(mergeExit == 0, $"merge-groups.sh exited {mergeExit}:\n{mergeOutput}");

        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(merged, "report.json")));
        var cells = report.RootElement.GetProperty("cells").EnumerateArray()
            .Select(cell => $"{cell.GetProperty("id").GetString()}:{cell.GetProperty("status").GetString()}").Order();
        Assert.Equal(["net10.0_system-text-json_default_cached:ok", "net8.0_system-text-json_default_cached:ok"], cells);
        var results = report.RootElement.GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(4, results.Count);
        Assert.All(results, result => Assert.True(result.GetProperty("medianNs").GetDouble() > 0, result.ToString()));
        Assert.Equal(File.ReadAllText(Path.Combine(merged, "report.md")), File.ReadAllText(summary));
        Assert.True(new FileInfo(Path.Combine(merged, "report.html")).Length > 0);
        // The report artifact keeps the cells, so a later run can compare against it.
        Assert.Equal(2, Directory.GetFiles(Path.Combine(merged, "cells"), "*-report-full.json", SearchOption.AllDirectories).Length);
        Assert.True(File.Exists(Path.Combine(merged, "source.json")));
    }

    [Fact]
    public void The_merge_step_exits_1_on_a_failed_cell_after_writing_the_report_and_0_when_cells_are_only_unavailable()
    {
        var downloaded = Path.Combine(_work, "downloaded");
        SyntheticResults.WriteToDisk(downloaded,
        [
            new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 100, 64)]),
            new SyntheticCell("net6.0", "newtonsoft", "default", "cached", [], Status: "unavailable",
                Reason: "Microsoft.NETCore.App.Runtime.linux-x64 6.0.25 is not on the NuGet source", WithMetadata: false),
        ], 15);
        var (okExit, okOutput) = MergeGroups(downloaded, Path.Combine(_work, "merged-ok"));
        Assert.True(okExit == 0, $"merge-groups.sh exited {okExit}:\n{okOutput}");

        SyntheticResults.WriteToDisk(downloaded,
            [new SyntheticCell("net10.0", "newtonsoft", "default", "cached", [], Status: "failed", Reason: "the bench was killed (exit 137)", WithMetadata: false)], 0);
        var merged = Path.Combine(_work, "merged-failed");
        var (failedExit, failedOutput) = MergeGroups(downloaded, merged);

        Assert.True(failedExit == 1, $"merge-groups.sh exited {failedExit}:\n{failedOutput}");
        Assert.Contains("1 cell(s) failed: net10.0_newtonsoft_default_cached", failedOutput, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(merged, "report.md")));
        Assert.True(File.Exists(Path.Combine(merged, "source.json")));
        Assert.Equal(3, Directory.GetFiles(Path.Combine(merged, "cells"), "cell.json", SearchOption.AllDirectories).Length);
    }

    private (int Exit, string Output) MergeGroups(string downloaded, string merged) =>
        _play.Merge(downloaded, merged, Path.Combine(_work, "summary.md"));

    /// <summary>The cell ids that `plan --format json` lists: the reference the GitHub matrix must cover exactly once.
    /// Runs the Release build that plan.sh just made, as its own process (tests run in parallel: no shared working directory).</summary>
    private static List<string> PlannedCellIds(string matrixFile)
    {
        var (exit, output) = WorkflowScript.RunProcess("dotnet",
            ["orchestrator/bin/Release/net10.0/JsonMatrix.Orchestrator.dll", "plan", "--format", "json", "--matrix", matrixFile],
            new Dictionary<string, string>(), ScriptTimeout);
        Assert.True(exit == 0, output);
        using var plan = JsonDocument.Parse(output);
        return plan.RootElement.GetProperty("cells").EnumerateArray().Select(cell => cell.GetProperty("id").GetString()!).ToList();
    }

    public void Dispose()
    {
        if (Directory.Exists(_work))
        {
            Directory.Delete(_work, recursive: true);
        }
    }
}
