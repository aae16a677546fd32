using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Hostile folders given to merge: each bad file is named in its cell's reason, every good cell is kept,
/// nothing blocks, nothing outside the folders is read.</summary>
public sealed class HostileMergeTests : IDisposable
{
    private static readonly Baseline Baseline = new("system-text-json", "net8.0");
    private const string GoodCell = "net8.0_system-text-json_default_cached";
    private readonly FaultScratch _scratch = new();

    public HostileMergeTests() =>
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [new SyntheticCell("net8.0", "system-text-json", "default", "cached", [new("small", "round-trip", 150, 64)])], 4);

    private string Cells => _scratch.Path("run", "cells");

    [Fact]
    public void A_link_loop_and_a_link_out_of_the_folder_are_not_followed_and_are_named()
    {
        Directory.CreateDirectory(Path.Combine(Cells, "loop"));
        File.CreateSymbolicLink(Path.Combine(Cells, "loop", "up"), "..");
        File.CreateSymbolicLink(Path.Combine(Cells, "elsewhere"), "/");

        var outcome = Merge();

        Assert.Equal([GoodCell], outcome.Report!.Cells.Select(c => c.Id));
        Assert.Contains($"'{Path.Combine(Cells, "loop", "up")}' is a symbolic link to a folder, which is not followed (pass its target instead)", outcome.Skipped);
        Assert.Contains($"'{Path.Combine(Cells, "elsewhere")}' is a symbolic link to a folder, which is not followed (pass its target instead)", outcome.Skipped);
    }

    [Fact]
    public void A_fifo_named_cell_json_is_not_opened_and_its_cell_fails_naming_it()
    {
        var fifo = _scratch.Fifo(Path.Combine("run", "cells", "net8.0_newtonsoft_default_cached", "cell.json"));

        var outcome = Merge();

        AssertBadCellNamed(outcome, "net8.0_newtonsoft_default_cached", $"'{fifo}' is empty or not a regular file (a FIFO, device or socket)");
    }

    [Fact]
    public void A_cell_json_that_cannot_be_read_fails_its_cell_naming_it()
    {
        // As root every file is readable; a folder named cell.json fails to open the same way an unreadable file does.
        var unreadable = Directory.CreateDirectory(Path.Combine(Cells, "net8.0_newtonsoft_default_cached", "cell.json")).FullName;

        AssertBadCellNamed(Merge(), "net8.0_newtonsoft_default_cached", $"'{unreadable}' is a folder, not a file");
    }

    [Fact]
    public void A_cell_json_of_a_newer_schema_version_is_refused_rather_than_misread()
    {
        _scratch.Write(Path.Combine("run", "cells", "net8.0_newtonsoft_default_cached", "cell.json"),
            """{"schemaVersion":99,"id":"net8.0_newtonsoft_default_cached","status":"ok"}""");

        AssertBadCellNamed(Merge(), "net8.0_newtonsoft_default_cached", "cell.json has schemaVersion 99; this orchestrator reads version 1.");
    }

    [Fact]
    public void A_linked_metadata_file_is_not_read_and_fails_its_cell()
    {
        var metadata = Path.Combine(Cells, GoodCell, "metadata.json");
        File.Delete(metadata);
        File.CreateSymbolicLink(metadata, "/etc/passwd");

        var outcome = Merge();

        var cell = Assert.Single(outcome.Report!.Cells);
        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Contains($"'{metadata}' is a symbolic link, which is not followed", cell.Reason, StringComparison.Ordinal);
        Assert.DoesNotContain("root:", File.ReadAllText(_scratch.Path("out", "report.md")), StringComparison.Ordinal);
    }

    [Fact]
    public void A_cell_json_larger_than_the_limit_is_not_read()
    {
        _scratch.Write(Path.Combine("run", "cells", "net8.0_newtonsoft_default_cached", "cell.json"), new string(' ', 2 * 1024 * 1024));

        AssertBadCellNamed(Merge(), "net8.0_newtonsoft_default_cached", "bytes, more than the limit of 1,048,576");
    }

    private MergeOutcome Merge()
    {
        var outcome = new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("out"), Baseline);
        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        Assert.Empty(FaultScratch.EmptyFilesBelow(_scratch.Path("out")));
        return outcome;
    }

    private static void AssertBadCellNamed(MergeOutcome outcome, string badCell, string reason)
    {
        var cells = outcome.Report!.Cells.ToDictionary(c => c.Id);
        Assert.Equal(CellStatus.Ok, cells[GoodCell].Status);
        Assert.Equal(CellStatus.Failed, cells[badCell].Status);
        Assert.Contains(reason, cells[badCell].Reason, StringComparison.Ordinal);
        Assert.NotEmpty(outcome.Report.Results);
    }

    public void Dispose() => _scratch.Dispose();
}
