using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Reports.Input;

/// <summary>
/// The file-system edge of `merge`: finds every cell.json below each folder (a run's --out, its cells/ folder,
/// or downloaded CI artifacts nested anywhere) and reads each cell folder's files as text. Nothing is parsed here.
/// </summary>
public static class ResultsFolderReader
{
    public const string CellFileName = "cell.json";
    public const string MetadataFileName = "metadata.json";
    public const string LogFileName = "log.txt";
    private const int LogTailLines = 20;
    private const int LogTailBytes = 16 * 1024;

    /// <summary>Finds and reads every cell folder (all texts in memory at once; <see cref="Find"/> + <see cref="ReadCell"/> stream).</summary>
    public static ResultsInput Read(IReadOnlyList<string> folders)
    {
        var (cellFiles, errors) = Find(folders);
        return errors.Count > 0 ? new ResultsInput([], errors) : new ResultsInput(cellFiles.Select(ReadCell).ToList(), []);
    }

    /// <summary>The cell.json file of every cell folder below the folders, in a stable order; or why a folder is not a results folder.</summary>
    public static (IReadOnlyList<string> CellFiles, IReadOnlyList<string> Errors) Find(IReadOnlyList<string> folders)
    {
        var errors = new List<string>();
        var cellFiles = new List<string>();
        if (folders.Count == 0) errors.Add("no results folder given. Pass the folder of a run (its --out) or of downloaded artifacts.");
        foreach (var folder in folders)
        {
            if (!Directory.Exists(folder))
            {
                errors.Add($"'{folder}' does not exist. Pass the folder of a run (its --out) or of downloaded artifacts.");
                continue;
            }
            var found = Directory.EnumerateFiles(folder, CellFileName, SearchOption.AllDirectories).Order(StringComparer.Ordinal).ToList();
            if (found.Count == 0)
                errors.Add($"'{folder}' is not a results folder: there is no {CellFileName} anywhere below it. Pass the folder of a run (its --out) or of downloaded artifacts.");
            cellFiles.AddRange(found);
        }
        return errors.Count > 0 ? ([], errors) : (cellFiles, []);
    }

    /// <summary>Reads one cell folder's files as text; <paramref name="order"/> is its position among all folders read.</summary>
    public static CellFolderText ReadCell(string cellFile, int order)
    {
        var folder = Path.GetDirectoryName(cellFile)!;
        var metadataFile = Path.Combine(folder, MetadataFileName);
        var resultsFolder = Path.Combine(folder, "bdn", "results");
        var reports = Directory.Exists(resultsFolder)
            ? Directory.EnumerateFiles(resultsFolder, "*-report-full.json").Order(StringComparer.Ordinal)
                .Select(file => new NamedText(Path.GetRelativePath(folder, file).Replace('\\', '/'), File.ReadAllBytes(file))).ToList()
            : [];
        return new CellFolderText(
            folder.Replace('\\', '/'),
            order,
            File.ReadAllText(cellFile),
            File.Exists(metadataFile) ? File.ReadAllText(metadataFile) : null,
            reports,
            LogTail(Path.Combine(folder, LogFileName)));
    }

    /// <summary>The last lines of log.txt (read from its end, logs can be long), or null without a log.</summary>
    private static string? LogTail(string path)
    {
        if (!File.Exists(path)) return null;
        using var stream = File.OpenRead(path);
        var start = Math.Max(0, stream.Length - LogTailBytes);
        stream.Seek(start, SeekOrigin.Begin);
        using var reader = new StreamReader(stream, Encoding.UTF8);
        var lines = reader.ReadToEnd().Replace("\r", "").Split('\n').Skip(start > 0 ? 1 : 0).ToList();
        while (lines.Count > 0 && lines[^1].Length == 0) lines.RemoveAt(lines.Count - 1);
        return lines.Count == 0 ? null : string.Join("\n", lines.TakeLast(LogTailLines));
    }
}
