using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>cell.json in a cell folder: written whole or not at all, read through <see cref="CellRecordJson"/>.</summary>
public static class CellRecordFile
{
    public const string FileName = "cell.json";

    /// <summary>A cell.json is a few KB; the log excerpt is its largest field.</summary>
    public const long MaxBytes = ReadLimits.CellJsonBytes;

    /// <summary>A killed run or a full disk never leaves half a file.</summary>
    public static async Task WriteAsync(string cellDirectory, CellRecord record, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(cellDirectory);
        await AtomicFile.WriteAsync(
            Path.Combine(cellDirectory, FileName),
            (stream, token) => CellRecordJson.WriteAsync(stream, record, token),
            cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The record of a cell folder, or null when it has none or it cannot be read (the merge names why).</summary>
    public static CellRecord? Read(string cellDirectory)
    {
        var (text, _) = RegularFile.ReadText(Path.Combine(cellDirectory, FileName), MaxBytes);
        return text is null ? null : CellRecordJson.Parse(text).Record;
    }

    /// <summary>The records of every cell folder below <paramref name="cellsDirectory"/> that has a readable cell.json (the
    /// cells that finished), skipping the others: the merge names what it cannot read.</summary>
    public static IReadOnlyList<CellRecord> ReadAll(string cellsDirectory)
    {
        var records = new List<CellRecord>();
        try
        {
            // With --repeat, each run of a cell is a repeat-<k>/ folder inside the cell's.
            foreach (var folder in Directory.EnumerateDirectories(cellsDirectory).SelectMany(cell => Directory.EnumerateDirectories(cell, "repeat-*").Prepend(cell)))
            {
                if (Read(folder) is { } record)
                {
                    records.Add(record);
                }
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            // The run's summary then counts fewer cells.
        }

        return records;
    }
}
