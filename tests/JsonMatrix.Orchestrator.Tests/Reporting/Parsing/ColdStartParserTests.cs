using System.IO;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Parsing;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Support.ColdStartFiles;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Parsing;

/// <summary>cold-start.json in a cell folder: read through the contract's one reader, checked against its cell, and when
/// it is bad the cell keeps its results and loses only its cold-start figures, with why.</summary>
public sealed class ColdStartParserTests
{
    private static readonly SyntheticCell Cell = new("net8.0", "newtonsoft", "default", "cached", [new SyntheticBenchmark("small", "serialize-string", 300, 64)]);

    private static readonly string Good = Json("newtonsoft",
        [new Figure("person", "serialize-string", Around(50)), new Figure("person", ColdStartResult.StartUp, Around(40))]);

    [Fact]
    public void A_good_file_gives_the_cell_its_samples_and_leaves_its_results_alone()
    {
        var cell = CellFolderParser.Parse(Folder(Cell, 0, Good));

        Assert.Equal(CellStatus.Ok, cell.Outcome.Status);
        Assert.Null(cell.ColdStartProblem);
        Assert.Equal(20, cell.ColdStart!.Samples.Count);
        Assert.Single(cell.Measured);
    }

    [Fact]
    public void A_cell_without_the_file_has_neither_figures_nor_a_problem()
    {
        var cell = CellFolderParser.Parse(Folder(Cell, 0, null));

        Assert.Null(cell.ColdStart);
        Assert.Null(cell.ColdStartProblem);
    }

    [Theory]
    [InlineData("{ \"schemaVersion\": 1, \"serializer\": ", "is not valid JSON")]
    [InlineData("[]", "must hold a JSON object")]
    [InlineData("{ \"schemaVersion\": 1, \"serializer\": \"newtonsoft\", \"processesPerFigure\": 10 }", "$.samples")]
    [InlineData("{ \"schemaVersion\": 1, \"serializer\": \"newtonsoft\", \"processesPerFigure\": 10, \"samples\": [ { \"payload\": \"person\", \"operation\": \"start-up\", \"order\": 0 } ] }", "processMs")]
    [InlineData("{ \"schemaVersion\": 3, \"serializer\": \"newtonsoft\", \"processesPerFigure\": 10, \"samples\": [] }", "schemaVersion 3")]
    public void A_bad_or_incomplete_file_costs_only_the_cold_start_figures_naming_the_file(string text, string expected)
    {
        var cell = CellFolderParser.Parse(Folder(Cell, 0, text));

        Assert.Equal(CellStatus.Ok, cell.Outcome.Status);
        Assert.Null(cell.ColdStart);
        Assert.StartsWith($"results/cells/{Cell.Id}/{CellFolder.ColdStartFileName} ", cell.ColdStartProblem);
        Assert.Contains(expected, cell.ColdStartProblem);
    }

    [Fact]
    public void A_file_of_another_serializer_is_refused_as_mixed_up()
    {
        var cell = CellFolderParser.Parse(Folder(Cell, 0, Json("jil", [new Figure("person", "serialize-string", Around(50))])));

        Assert.Contains("is for serializer 'jil', but the cell is 'newtonsoft'", cell.ColdStartProblem);
    }

    [Theory]
    [InlineData("dinosaur", "serialize-string", 50, "names payload 'dinosaur'")]
    [InlineData("person", "round-trip", 50, "names operation 'round-trip'")]
    [InlineData("person", "serialize-string", 1e300, "processMs is 1E+300 ms")]
    [InlineData("person", "serialize-string", 0, "processMs is 0 ms")]
    public void Unknown_ids_and_impossible_times_are_refused(string payload, string operation, double processMs, string expected)
    {
        var cell = CellFolderParser.Parse(Folder(Cell, 0, Json("newtonsoft", [new Figure(payload, operation, [processMs])])));

        Assert.Null(cell.ColdStart);
        Assert.Contains(expected, cell.ColdStartProblem);
    }

    [Fact]
    public void A_huge_value_is_quoted_short_never_whole()
    {
        var cell = CellFolderParser.Parse(Folder(Cell, 0, Json(new string('x', 50_000), [])));

        Assert.Contains("(50,000 characters)", cell.ColdStartProblem);
        Assert.True(cell.ColdStartProblem!.Length < 700);
    }

    [Fact]
    public void A_hostile_file_past_its_cap_is_refused_unread_and_the_cell_keeps_its_results()
    {
        var root = Directory.CreateTempSubdirectory("jsonmatrix-coldstart-").FullName;
        try
        {
            SyntheticResults.WriteToDisk(root, [Cell], 0);
            var folder = Path.Combine(root, "cells", Cell.Id);
            using (var file = File.Create(CellFolder.ColdStartPath(folder)))
            {
                file.SetLength(FileSystem.ReadLimits.ColdStartBytes + 1);
            }

            var cell = CellFolderParser.Parse(ResultsFolderReader.ReadCell(CellFolder.RecordPath(folder), 0));

            Assert.Equal(CellStatus.Ok, cell.Outcome.Status);
            Assert.Single(cell.Measured);
            Assert.EndsWith("more than the limit of 4,194,304", cell.ColdStartProblem);
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }
}
