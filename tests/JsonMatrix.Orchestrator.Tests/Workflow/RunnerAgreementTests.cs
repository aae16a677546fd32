using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>
/// The check of <see cref="TwoRunnerTests"/> on the same matrix without containers: each job's cells written as one run
/// on a runner of its own speed (every other job's runner 1.5 times slower), merged as the merge job does, and held
/// against the same cells from one run. The planner's grouping passes; one job per cell fails, as it must.
/// </summary>
public sealed class RunnerAgreementTests : IDisposable
{
    private const double SlowRunner = 1.5;
    private readonly string _work = Path.Combine(Path.GetTempPath(), "jsonmatrix-agreement-" + Guid.NewGuid().ToString("n"));
    private readonly MatrixDefinition _matrix;
    private readonly IReadOnlyList<Cell> _cells;

    public RunnerAgreementTests()
    {
        var path = Path.Combine(RepositoryFiles.RepositoryRoot, TwoRunnerTests.MatrixFile);
        var parsed = MatrixParser.Parse(File.ReadAllText(path), TwoRunnerTests.MatrixFile);
        Assert.True(parsed.IsValid, string.Join("\n", parsed.Errors));
        (_matrix, _cells) = (parsed.Definition!, parsed.Cells);
    }

    [Fact]
    public void The_planner_s_jobs_keep_every_ratio_on_one_runner_and_agree_with_one_machine()
    {
        var jobs = GithubMatrixPlanner.Plan(_cells, _cells).Entries.Select(entry => entry.Cells).ToList();
        Assert.Equal(2, jobs.Count);

        Assert.Empty(RunnerAgreement.Failures(Merged(jobs), OneMachine(), RunnerAgreement.Tolerance));
    }

    [Fact]
    public void One_job_per_cell_puts_the_sides_of_a_ratio_on_two_runners_and_fails_the_check()
    {
        var jobs = _cells.Select(cell => (IReadOnlyList<Cell>)[cell]).ToList();

        var failures = RunnerAgreement.Failures(Merged(jobs), OneMachine(), RunnerAgreement.Tolerance);

        // Newtonsoft.Json's two benchmarks on each runtime: divided by System.Text.Json of another run, marked, and off.
        Assert.Equal(4, failures.Count(f => f.Contains("newtonsoft", StringComparison.Ordinal) && f.Contains("divides figures of two runs", StringComparison.Ordinal)));
        Assert.Equal(4, failures.Count(f => f.Contains("marked across environments", StringComparison.Ordinal)));
        Assert.Equal(4, failures.Count(f => f.Contains(": ratio ", StringComparison.Ordinal) && f.Contains("more than", StringComparison.Ordinal)));
    }

    [Fact]
    public void One_result_may_disagree_by_chance_and_a_second_fails_the_check()
    {
        var jobs = GithubMatrixPlanner.Plan(_cells, _cells).Entries.Select(entry => entry.Cells).ToList();
        var merged = Merged(jobs);

        Assert.Empty(RunnerAgreement.Failures(merged, OneMachine(offBy: 1.5, "deserialize-string"), RunnerAgreement.Tolerance));
        var failures = RunnerAgreement.Failures(merged, OneMachine(offBy: 1.5, "deserialize-string", "serialize-string"), RunnerAgreement.Tolerance);
        Assert.Equal(2, failures.Count(f => f.Contains("net8.0_newtonsoft", StringComparison.Ordinal) && f.Contains(": ratio ", StringComparison.Ordinal) && f.Contains("more than", StringComparison.Ordinal)));
    }

    /// <summary>The report the merge job makes of these jobs, each measured by its own run on its runner.</summary>
    private JsonElement Merged(IReadOnlyList<IReadOnlyList<Cell>> jobs) =>
        Report("merged", jobs.SelectMany((cells, job) => cells.Select(cell => Synthetic(cell, $"runner-{job}", job % 2 == 1 ? SlowRunner : 1))));

    private JsonElement OneMachine() => Report("one-machine", _cells.Select(cell => Synthetic(cell, "one-machine", 1)));

    /// <summary>The one-machine run with .NET 8's Newtonsoft.Json slower by a factor in the given operations only.</summary>
    private JsonElement OneMachine(double offBy, params string[] operations) =>
        Report("one-machine-off-" + operations.Length, _cells.Select(cell =>
        {
            var synthetic = Synthetic(cell, "one-machine", 1);
            return cell.Id != "net8.0_newtonsoft_default_cached" ? synthetic
                : synthetic with { Benchmarks = [.. synthetic.Benchmarks.Select(b => operations.Contains(b.Operation) ? b with { MedianNs = b.MedianNs * offBy } : b)] };
        }));

    private JsonElement Report(string name, IEnumerable<SyntheticCell> cells)
    {
        var downloaded = Path.Combine(_work, name + "-cells");
        SyntheticResults.WriteToDisk(downloaded, cells, measurementsPerBenchmark: 15);
        var output = Path.Combine(_work, name);
        var outcome = new FolderMerge().Run([downloaded], output, _matrix.Baseline);
        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        return JsonDocument.Parse(File.ReadAllText(Path.Combine(output, "report.json"))).RootElement.Clone();
    }

    // Newtonsoft.Json 2.5 times System.Text.Json and .NET 10 at 0.8 of .NET 8, times the speed of the runner.
    private static SyntheticCell Synthetic(Cell cell, string runId, double slower)
    {
        var nanoseconds = (cell.Serializer.Id == "newtonsoft" ? 500 : 200) * (cell.Runtime.Id == "net10.0" ? 0.8 : 1) * slower;
        return new SyntheticCell(cell.Runtime.Id, cell.Serializer.Id, cell.Escaping, cell.Lifetime,
            [new("small", "serialize-string", nanoseconds, 400), new("small", "deserialize-string", nanoseconds * 1.5, 600)], RunId: runId);
    }

    public void Dispose()
    {
        if (Directory.Exists(_work))
        {
            Directory.Delete(_work, recursive: true);
        }
    }
}
