using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Merge;

public sealed class FolderMergeTests : IDisposable
{
    private readonly string _root = Path.Combine(Path.GetTempPath(), "jsonmatrix-pipeline-" + Guid.NewGuid().ToString("n"));
    private static readonly Baseline Baseline = new("system-text-json", "netcoreapp3.1");

    public void Dispose()
    {
        if (Directory.Exists(_root)) Directory.Delete(_root, recursive: true);
    }

    [Fact]
    public void Merging_result_folders_writes_the_four_reports()
    {
        SyntheticResults.WriteToDisk(Path.Combine(_root, "run"), [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)])], 4);

        var outcome = new FolderMerge().Run([Path.Combine(_root, "run")], Path.Combine(_root, "out"), Baseline);

        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        Assert.Equal(["report.md", "report.html", "report.json", "report.csv"], outcome.Files.Select(Path.GetFileName));
        Assert.All(outcome.Files, f => Assert.True(new FileInfo(f).Length > 0));
    }

    [Fact]
    public void A_folder_that_is_not_a_results_folder_stops_the_merge_before_anything_is_written()
    {
        SyntheticResults.WriteToDisk(Path.Combine(_root, "run"), [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)])], 0);
        Directory.CreateDirectory(Path.Combine(_root, "photos"));

        var outcome = new FolderMerge().Run([Path.Combine(_root, "run"), Path.Combine(_root, "photos")], Path.Combine(_root, "out"), Baseline);

        Assert.False(outcome.Succeeded);
        Assert.Contains("is not a results folder", Assert.Single(outcome.Errors));
        Assert.False(Directory.Exists(Path.Combine(_root, "out")));
    }

    [Fact]
    public void The_real_sample_cell_merges_into_fourteen_results()
    {
        var outcome = new FolderMerge().Run([RepositoryFiles.Fixture("cells")], Path.Combine(_root, "out"), Baseline);

        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        Assert.Equal(14, outcome.Report!.Results.Count);
        Assert.All(outcome.Report.Results, r => Assert.Equal(1.0, r.Ratio));
        Assert.Equal("AMD EPYC", Assert.Single(outcome.Report.Environments).ProcessorName);
    }
}
