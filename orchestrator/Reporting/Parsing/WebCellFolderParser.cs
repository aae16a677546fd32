using System;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Parsing;

/// <summary>A web cell's folder: cell.json (already read) and web-result.json through the contract's one reader. A web
/// cell that says ok without a readable result is failed, naming the file and the problem.</summary>
public static class WebCellFolderParser
{
    public static CellData Parse(CellFolderText folder, CellRecord outcome)
    {
        var data = new CellData(outcome, folder.Folder, folder.Order, null, null, [], []);
        if (folder.ReadProblems.Count > 0)
        {
            return CellFolderParser.Failed(data, folder.ReadProblems);
        }

        if (folder.WebResult is not { } bytes)
        {
            return outcome.Status == CellStatus.Ok
                ? CellFolderParser.Failed(data, [$"{folder.Folder}/{WebCellResult.FileName} is missing although cell.json says ok"])
                : data;
        }

        try
        {
            var result = WebCellResultJson.Read(bytes);
            if (outcome.Status == CellStatus.Ok && FigureBounds.Check(result) is { } implausible)
            {
                return CellFolderParser.Failed(data, [$"{folder.Folder}/{WebCellResult.FileName}: {implausible}"]);
            }

            // The web app knows the serializer, not the cell's name for a further version ("newtonsoft-12.0.3").
            var serializer = SerializerNames.SerializerOf(outcome.Serializer) ?? outcome.Serializer;
            return result.Serializer == serializer
                ? data with { Web = result }
                : CellFolderParser.Failed(data, [$"{folder.Folder}/{WebCellResult.FileName} is for serializer '{result.Serializer}', but the cell is '{serializer}' (files of different cells mixed up?)"]);
        }
        catch (FormatException e)
        {
            // A failed cell's partial result is not needed for its row: its reason already says what went wrong.
            return outcome.Status == CellStatus.Ok ? CellFolderParser.Failed(data, [$"{folder.Folder}/{e.Message}"]) : data;
        }
    }
}
