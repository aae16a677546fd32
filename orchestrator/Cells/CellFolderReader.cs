using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// The one reader of each file of a cell folder (laid out by contracts' <see cref="CellFolder"/>), for the run (its
/// verdicts, durations and resumption) and for merge, compare and history alike, under one policy: every file is
/// capped by <see cref="ReadLimits"/>, read only when it is a regular file (never a FIFO, which would block), and never
/// through a symbolic link (a cell folder may come from anywhere). A file that is present but refused is named with
/// why; one that is absent is not an error.
/// </summary>
public static class CellFolderReader
{
    private const int LogTailLines = 20;

    /// <summary>cell.json's text, or why it cannot be read.</summary>
    public static (string? Text, string? Error) RecordText(string cellDirectory) =>
        RegularFile.ReadText(CellFolder.RecordPath(cellDirectory), ReadLimits.CellJsonBytes, followLinks: false);

    /// <summary>The cell's record, or null when it has none or it cannot be read (the merge names why).</summary>
    public static CellRecord? Record(string cellDirectory) =>
        RecordText(cellDirectory).Text is { } text ? CellRecordJson.Parse(text).Record : null;

    /// <summary>The cell.json path when there is anything by that name (a link, a FIFO or a folder is read as a bad file,
    /// and named); null when the folder has none.</summary>
    public static string? RecordEntry(string cellDirectory)
    {
        var path = CellFolder.RecordPath(cellDirectory);
        return IsPresent(path) ? path : null;
    }

    /// <summary>metadata.json's text; both null when the bench wrote none.</summary>
    public static (string? Text, string? Error) MetadataText(string cellDirectory)
    {
        var path = CellFolder.MetadataPath(cellDirectory);
        return IsPresent(path) ? RegularFile.ReadText(path, ReadLimits.MetadataBytes, followLinks: false) : (null, null);
    }

    /// <summary>metadata.json read through contracts' <see cref="BenchMetadataJson"/>; both null when the bench wrote none.</summary>
    public static (BenchMetadata? Metadata, string? Error) Metadata(string cellDirectory)
    {
        var (text, readError) = MetadataText(cellDirectory);
        if (text is null) return (null, readError);
        var (metadata, error) = BenchMetadataJson.Read(text);
        return (metadata, error is null ? null : $"{CellFolder.MetadataFileName} {error}");
    }

    /// <summary>web-result.json as UTF-8; both null when the web app wrote none.</summary>
    public static (byte[]? Utf8, string? Error) WebResultBytes(string cellDirectory)
    {
        var path = CellFolder.WebResultPath(cellDirectory);
        return IsPresent(path) ? RegularFile.ReadBytes(path, ReadLimits.WebResultBytes, followLinks: false) : (null, null);
    }

    /// <summary>web-result.json through contracts' <see cref="WebCellResultJson"/>; both null when the web app wrote none.</summary>
    public static (WebCellResult? Result, string? Error) WebResult(string cellDirectory)
    {
        var (bytes, error) = WebResultBytes(cellDirectory);
        if (bytes is null) return (null, error);
        try
        {
            return (WebCellResultJson.Read(bytes), null);
        }
        catch (FormatException exception)
        {
            return (null, exception.Message);
        }
    }

    /// <summary>cold-start.json's text; both null when the bench wrote none (the matrix asked for no cold start).</summary>
    public static (string? Text, string? Error) ColdStartText(string cellDirectory)
    {
        var path = CellFolder.ColdStartPath(cellDirectory);
        return IsPresent(path) ? RegularFile.ReadText(path, ReadLimits.ColdStartBytes, followLinks: false) : (null, null);
    }

    /// <summary>rounds.json's text; both null when the bench wrote none (a job other than lean, or an older bench).</summary>
    public static (string? Text, string? Error) RoundsText(string cellDirectory)
    {
        var path = CellFolder.RoundsPath(cellDirectory);
        return IsPresent(path) ? RegularFile.ReadText(path, ReadLimits.RoundsBytes, followLinks: false) : (null, null);
    }

    /// <summary>Whether BenchmarkDotNet wrote any full JSON report (the bench's results, read or not).</summary>
    public static bool HasBenchmarkReports(string cellDirectory)
    {
        var results = CellFolder.BenchmarkResultsDirectory(cellDirectory);
        return Directory.Exists(results) && Directory.EnumerateFiles(results, CellFolder.BenchmarkReportPattern).Any();
    }

    /// <summary>BenchmarkDotNet's full JSON reports as UTF-8 (in name order, named relative to the cell folder); a report
    /// or results folder that cannot be read is added to <paramref name="problems"/> instead.</summary>
    public static IReadOnlyList<NamedText> BenchmarkReports(string cellDirectory, List<string> problems)
    {
        var resultsFolder = CellFolder.BenchmarkResultsDirectory(cellDirectory);
        if (!Directory.Exists(resultsFolder)) return [];
        if (new DirectoryInfo(resultsFolder).LinkTarget is not null || new DirectoryInfo(CellFolder.BenchmarkArtifactsDirectory(cellDirectory)).LinkTarget is not null)
        {
            problems.Add($"'{resultsFolder}' is a symbolic link, which merge does not follow");
            return [];
        }

        var reports = new List<NamedText>();
        try
        {
            foreach (var file in Directory.EnumerateFiles(resultsFolder, CellFolder.BenchmarkReportPattern).Order(StringComparer.Ordinal))
            {
                var (bytes, error) = RegularFile.ReadBytes(file, ReadLimits.BenchmarkReportBytes, followLinks: false);
                if (bytes is null) problems.Add(error!);
                else reports.Add(new NamedText(Path.GetRelativePath(cellDirectory, file).Replace('\\', '/'), bytes));
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            problems.Add($"'{resultsFolder}' cannot be read: {exception.Message}");
        }

        return reports;
    }

    /// <summary>The last lines of log.txt (read from its end, logs can be long), or null without a readable log
    /// (a link or a FIFO named log.txt is not opened: a FIFO would block).</summary>
    public static string? LogTail(string cellDirectory)
    {
        try
        {
            var path = CellFolder.LogPath(cellDirectory);
            var info = new FileInfo(path);
            if (!info.Exists || info.LinkTarget is not null || info.Length == 0) return null;
            using var stream = File.OpenRead(path);
            var start = Math.Max(0, stream.Length - ReadLimits.LogTailBytes);
            stream.Seek(start, SeekOrigin.Begin);
            using var reader = new StreamReader(stream, Encoding.UTF8);
            var lines = reader.ReadToEnd().Replace("\r", "").Split('\n').Skip(start > 0 ? 1 : 0).ToList();
            while (lines.Count > 0 && lines[^1].Length == 0) lines.RemoveAt(lines.Count - 1);
            return lines.Count == 0 ? null : string.Join("\n", lines.TakeLast(LogTailLines));
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>Every cell folder of a run's cells/ folder that holds a cell.json: cells/&lt;cell-id&gt;/ and, with
    /// several processes per cell, each process's folder inside it (<see cref="CellFolder.RepeatFolderName"/>). Real
    /// folders only: a link is never entered.</summary>
    public static IEnumerable<string> FinishedFoldersIn(string cellsDirectory)
    {
        if (!Directory.Exists(cellsDirectory)) yield break;
        foreach (var cell in new DirectoryInfo(cellsDirectory).EnumerateDirectories().Where(IsRealFolder))
        {
            if (RecordEntry(cell.FullName) is not null) yield return cell.FullName;
            foreach (var repeat in cell.EnumerateDirectories(CellFolder.RepeatFolderPattern).Where(IsRealFolder))
            {
                if (RecordEntry(repeat.FullName) is not null) yield return repeat.FullName;
            }
        }
    }

    /// <summary>The cell.json file of every cell folder anywhere below <paramref name="folder"/> (a run's --out, its cells/
    /// folder, downloaded CI artifacts nested anywhere), never through a link (<see cref="FolderWalk"/>); what was not
    /// looked into is added to <paramref name="skipped"/> with why.</summary>
    public static List<string> RecordFilesBelow(string folder, List<string> skipped) =>
        FolderWalk.FilesNamed(folder, name => name == CellFolder.RecordFileName, skipped);

    /// <summary>The records of every finished cell folder of a run's cells/ folder that can be read, skipping the others
    /// (the merge names what it cannot read; a run's summary then counts fewer cells).</summary>
    public static IReadOnlyList<CellRecord> Records(string cellsDirectory)
    {
        var records = new List<CellRecord>();
        try
        {
            records.AddRange(FinishedFoldersIn(cellsDirectory).Select(Record).OfType<CellRecord>());
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            // Only what could be listed counts.
        }

        return records;
    }

    private static bool IsRealFolder(DirectoryInfo folder) => folder.LinkTarget is null;

    // A link (even a dangling one) or a folder by the file's name is there, and refused with why when it is read.
    private static bool IsPresent(string path) =>
        File.Exists(path) || Directory.Exists(path) || new FileInfo(path).LinkTarget is not null;
}
