using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Reports.Input;

/// <summary>
/// The file-system edge of `merge`: finds every cell.json below each folder (a run's --out, its cells/ folder,
/// or downloaded CI artifacts nested anywhere) and reads each cell folder's files as text. Nothing is parsed here.
/// </summary>
public static class ResultsFolderReader
{
    public const string CellFileName = "cell.json";
    public const string MetadataFileName = JsonMatrix.Contracts.Cells.BenchMetadata.FileName;
    public const string LogFileName = "log.txt";
    private const int LogTailLines = 20;
    private const long LogTailBytes = ReadLimits.LogTailBytes;

    /// <summary>Files past these sizes are not results and are not read, so memory stays bounded (<see cref="ReadLimits"/>).</summary>
    public const long MaxCellJsonBytes = ReadLimits.CellJsonBytes;
    public const long MaxMetadataBytes = ReadLimits.MetadataBytes;
    public const long MaxReportBytes = ReadLimits.BenchmarkReportBytes;
    public const long MaxWebResultBytes = ReadLimits.WebResultBytes;

    /// <summary>Finds and reads every cell folder (all texts in memory at once; <see cref="Find"/> + <see cref="ReadCell"/> stream).</summary>
    public static ResultsInput Read(IReadOnlyList<string> folders)
    {
        var (cellFiles, errors) = Find(folders);
        return errors.Count > 0 ? new ResultsInput([], errors) : new ResultsInput(cellFiles.Select(ReadCell).ToList(), []);
    }

    /// <summary>The cell.json file of every cell folder below the folders, in a stable order; or why a folder is not a results folder.</summary>
    public static (IReadOnlyList<string> CellFiles, IReadOnlyList<string> Errors) Find(IReadOnlyList<string> folders)
    {
        var (cellFiles, errors, _) = FindWithSkipped(folders);
        return (cellFiles, errors);
    }

    /// <summary><see cref="Find"/>, plus what was not looked into below the folders (links, unreadable folders), each
    /// named with why. A given folder may itself be a link; below it, links are never followed, so a link loop or a
    /// link out of the folder cannot make merge wander.</summary>
    public static (IReadOnlyList<string> CellFiles, IReadOnlyList<string> Errors, IReadOnlyList<string> Skipped) FindWithSkipped(IReadOnlyList<string> folders)
    {
        var errors = new List<string>();
        var skipped = new List<string>();
        var cellFiles = new List<string>();
        if (folders.Count == 0) errors.Add("no results folder given. Pass the folder of a run (its --out) or of downloaded artifacts.");
        foreach (var folder in folders)
        {
            if (!Directory.Exists(folder))
            {
                errors.Add($"'{folder}' does not exist. Pass the folder of a run (its --out) or of downloaded artifacts.");
                continue;
            }
            var found = FolderWalk.FilesNamed(folder, name => name == CellFileName, skipped).Order(StringComparer.Ordinal).ToList();
            if (found.Count == 0)
                errors.Add($"'{folder}' is not a results folder: there is no {CellFileName} anywhere below it. Pass the folder of a run (its --out) or of downloaded artifacts.");
            cellFiles.AddRange(found);
        }
        return errors.Count > 0 ? ([], errors, skipped) : (cellFiles, [], skipped);
    }

    /// <summary>The cell.json path of a cell folder when there is anything by that name (a link or a FIFO is read as a bad
    /// file, and named); null when the folder has none.</summary>
    public static string? CellFileIn(string cellFolder)
    {
        var path = Path.Combine(cellFolder, CellFileName);
        var info = new FileInfo(path);
        return info.Exists || info.LinkTarget is not null || Directory.Exists(path) ? path : null;
    }

    /// <summary>Reads one cell folder's files as text; <paramref name="order"/> is its position among all folders read.
    /// A file that is a link, not a regular file, too large or unreadable is not read; the folder says why.</summary>
    public static CellFolderText ReadCell(string cellFile, int order)
    {
        var folder = Path.GetDirectoryName(cellFile)!;
        var problems = new List<string>();
        var (cellJson, cellJsonError) = RegularFile.ReadText(cellFile, MaxCellJsonBytes, followLinks: false);
        var metadataFile = Path.Combine(folder, MetadataFileName);
        string? metadata = null;
        if (File.Exists(metadataFile) || Directory.Exists(metadataFile) || new FileInfo(metadataFile).LinkTarget is not null)
        {
            (metadata, var metadataError) = RegularFile.ReadText(metadataFile, MaxMetadataBytes, followLinks: false);
            if (metadataError is not null) problems.Add(metadataError);
        }

        var webFile = Path.Combine(folder, JsonMatrix.Contracts.Web.WebCellResult.FileName);
        ReadOnlyMemory<byte>? web = null;
        if (File.Exists(webFile) || new FileInfo(webFile).LinkTarget is not null)
        {
            var (bytes, webError) = RegularFile.ReadBytes(webFile, MaxWebResultBytes, followLinks: false);
            if (bytes is null) problems.Add(webError!);
            else web = bytes;
        }

        return new CellFolderText(
            folder.Replace('\\', '/'),
            order,
            cellJson ?? "",
            metadata,
            Reports(folder, problems),
            LogTail(Path.Combine(folder, LogFileName)))
        {
            CellJsonError = cellJsonError,
            ReadProblems = problems,
            WebResult = web,
        };
    }

    private static IReadOnlyList<NamedText> Reports(string folder, List<string> problems)
    {
        var resultsFolder = Path.Combine(folder, "bdn", "results");
        if (!Directory.Exists(resultsFolder)) return [];
        if (new DirectoryInfo(resultsFolder).LinkTarget is not null || new DirectoryInfo(Path.Combine(folder, "bdn")).LinkTarget is not null)
        {
            problems.Add($"'{resultsFolder}' is a symbolic link, which merge does not follow");
            return [];
        }
        var reports = new List<NamedText>();
        try
        {
            foreach (var file in Directory.EnumerateFiles(resultsFolder, "*-report-full.json").Order(StringComparer.Ordinal))
            {
                var (bytes, error) = RegularFile.ReadBytes(file, MaxReportBytes, followLinks: false);
                if (bytes is null) problems.Add(error!);
                else reports.Add(new NamedText(Path.GetRelativePath(folder, file).Replace('\\', '/'), bytes));
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
    private static string? LogTail(string path)
    {
        try
        {
            var info = new FileInfo(path);
            if (!info.Exists || info.LinkTarget is not null || info.Length == 0) return null;
            using var stream = File.OpenRead(path);
            var start = Math.Max(0, stream.Length - LogTailBytes);
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
}
