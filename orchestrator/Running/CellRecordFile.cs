using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.FileSystem;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>Reads and writes cell.json (camelCase, indented, nulls kept so every field is always present).</summary>
public static class CellRecordFile
{
    public const string FileName = "cell.json";

    private static readonly JsonSerializerOptions Options = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.Never,
    };

    /// <summary>cell.json is written whole or not at all (a killed run or a full disk never leaves half a file).</summary>
    public static async Task WriteAsync(string cellDirectory, CellRecord record, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(cellDirectory);
        await AtomicFile.WriteAsync(
            Path.Combine(cellDirectory, FileName),
            (stream, token) => JsonSerializer.SerializeAsync(stream, record, Options, token),
            cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The record of a cell folder, or null when it has none or it cannot be read (the merge names why).</summary>
    public static CellRecord? Read(string cellDirectory)
    {
        var (text, _) = RegularFile.ReadText(Path.Combine(cellDirectory, FileName), MaxBytes);
        if (text is null) return null;
        try
        {
            return JsonSerializer.Deserialize<CellRecord>(text, Options);
        }
        catch (JsonException)
        {
            return null;
        }
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

    /// <summary>A cell.json is a few KB; the log excerpt is its largest field.</summary>
    public const long MaxBytes = 1024 * 1024;
}
