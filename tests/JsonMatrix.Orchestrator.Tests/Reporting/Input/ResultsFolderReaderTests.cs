using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Input;

public sealed class ResultsFolderReaderTests : IDisposable
{
    private readonly string _root = Path.Combine(Path.GetTempPath(), "jsonmatrix-reader-" + Guid.NewGuid().ToString("n"));

    public void Dispose()
    {
        if (Directory.Exists(_root)) Directory.Delete(_root, recursive: true);
    }

    [Fact]
    public void Cells_nested_anywhere_below_a_folder_are_found_as_downloaded_artifacts_nest_them()
    {
        var cell = new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 100, 64)]);
        SyntheticResults.WriteToDisk(Path.Combine(_root, "cells-group-a", "results", "group"), [cell], 0);
        SyntheticResults.WriteToDisk(Path.Combine(_root, "cells-group-b"), [cell with { Runtime = "net10.0" }], 0);

        var input = ResultsFolderReader.Read([_root]);

        Assert.True(input.IsValid);
        Assert.Equal(["net10.0_newtonsoft_default_cached", "net8.0_newtonsoft_default_cached"],
            input.Cells.Select(c => Path.GetFileName(c.Folder)).Order(StringComparer.Ordinal));
        Assert.All(input.Cells, c => Assert.Equal("bdn/results/JsonMatrix.Bench-report-full.json", Assert.Single(c.Reports).Name));
        Assert.All(input.Cells, c => Assert.NotNull(c.MetadataJson));
    }

    [Fact]
    public void A_folder_without_any_cell_json_is_not_a_results_folder()
    {
        Directory.CreateDirectory(Path.Combine(_root, "empty", "sub"));
        File.WriteAllText(Path.Combine(_root, "empty", "sub", "notes.txt"), "x");

        var input = ResultsFolderReader.Read([Path.Combine(_root, "empty")]);

        Assert.Empty(input.Cells);
        Assert.Equal([$"'{Path.Combine(_root, "empty")}' is not a results folder: there is no cell.json anywhere below it. Pass the folder of a run (its --out) or of downloaded artifacts."], input.Errors);
    }

    [Fact]
    public void A_missing_folder_is_an_error_and_no_cell_of_the_other_folders_is_returned()
    {
        SyntheticResults.WriteToDisk(_root, [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [])], 0);

        var input = ResultsFolderReader.Read([_root, Path.Combine(_root, "nope")]);

        Assert.Empty(input.Cells);
        Assert.Single(input.Errors);
        Assert.Contains("does not exist", input.Errors[0]);
    }

    [Fact]
    public void Only_the_last_twenty_lines_of_a_long_log_are_kept()
    {
        var log = string.Join("\n", Enumerable.Range(1, 5000).Select(i => $"line {i}")) + "\n";
        SyntheticResults.WriteToDisk(_root, [new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [], Status: "failed", LogText: log)], 0);

        var tail = Assert.Single(ResultsFolderReader.Read([_root]).Cells).LogTail!.Split('\n');

        Assert.Equal(20, tail.Length);
        Assert.Equal("line 4981", tail[0]);
        Assert.Equal("line 5000", tail[^1]);
    }
}
