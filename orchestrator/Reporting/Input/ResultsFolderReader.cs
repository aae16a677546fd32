using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Input;

/// <summary>
/// The file-system edge of `merge`: finds every cell folder below each folder (a run's --out, its cells/ folder,
/// or downloaded CI artifacts nested anywhere) and reads each one's files as text through
/// <see cref="CellFolderReader"/> (its size caps and link policy). Nothing is parsed here.
/// </summary>
public static class ResultsFolderReader
{
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
            var (found, runError) = CellFilesOf(folder, skipped);
            if (runError is not null)
            {
                errors.Add(runError);
                continue;
            }

            if (found.Count == 0)
                errors.Add($"'{folder}' is not a results folder: there is no {CellFolder.RecordFileName} anywhere below it. Pass the folder of a run (its --out) or of downloaded artifacts.");
            cellFiles.AddRange(found);
        }
        return errors.Count > 0 ? ([], errors, skipped) : (cellFiles, [], skipped);
    }

    /// <summary>The run folders (holding run.json) below a folder that is not one itself, in path order: a folder of
    /// runs, such as results/. Empty for a run's folder and for a folder without runs (downloaded artifacts).</summary>
    public static IReadOnlyList<string> RunsBelow(string folder)
    {
        if (!Directory.Exists(folder) || IsRunFolder(folder)) return [];
        return FileSystem.FolderWalk.FilesNamed(folder, name => name == RunManifest.FileName, [])
            .Select(file => Path.GetDirectoryName(file)!).Order(StringComparer.Ordinal).ToList();
    }

    private static bool IsRunFolder(string folder) =>
        File.Exists(RunManifest.PathIn(folder)) || new FileInfo(RunManifest.PathIn(folder)).LinkTarget is not null;

    /// <summary>A run's folder (one holding run.json) is exactly the cells its run.json lists, as in the run's own
    /// report: an older run in a subfolder of its --out is another run. Any other folder (a downloaded artifact, a folder
    /// of runs to combine) is every cell folder below it.</summary>
    private static (List<string> CellFiles, string? Error) CellFilesOf(string folder, List<string> skipped)
    {
        if (!IsRunFolder(folder))
        {
            return (CellFolderReader.RecordFilesBelow(folder, skipped).Order(StringComparer.Ordinal).ToList(), null);
        }

        var (manifest, error) = RunManifest.Read(folder);
        return manifest is null
            ? ([], $"'{folder}' is a run's folder whose {RunManifest.FileName} cannot be read: {error} To read every cell below it anyway, pass its cells/ folder.")
            : (manifest.CellFolders(folder).Select(CellFolderReader.RecordEntry).OfType<string>().ToList(), null);
    }

    /// <summary>Reads one cell folder's files as text; <paramref name="order"/> is its position among all folders read.
    /// A file that is a link, not a regular file, too large or unreadable is not read; the folder says why.</summary>
    public static CellFolderText ReadCell(string cellFile, int order)
    {
        var folder = Path.GetDirectoryName(cellFile)!;
        var problems = new List<string>();
        var (cellJson, cellJsonError) = CellFolderReader.RecordText(folder);
        var (metadata, metadataError) = CellFolderReader.MetadataText(folder);
        if (metadataError is not null) problems.Add(metadataError);
        var (web, webError) = CellFolderReader.WebResultBytes(folder);
        if (webError is not null) problems.Add(webError);
        var (coldStart, coldStartError) = CellFolderReader.ColdStartText(folder);
        var (rounds, roundsError) = CellFolderReader.RoundsText(folder);
        if (roundsError is not null) problems.Add(roundsError);

        return new CellFolderText(
            folder.Replace('\\', '/'),
            order,
            cellJson ?? "",
            metadata,
            CellFolderReader.BenchmarkReports(folder, problems),
            CellFolderReader.LogTail(folder))
        {
            CellJsonError = cellJsonError,
            ReadProblems = problems,
            WebResult = web is null ? null : (ReadOnlyMemory<byte>?)web,
            ColdStartJson = coldStart,
            ColdStartError = coldStartError,
            RoundsJson = rounds,
        };
    }
}
