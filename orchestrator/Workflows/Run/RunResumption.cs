using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>The edges of `run --resume DIR` and of run.json: reading the recorded inputs back into a request,
/// describing the current inputs, refusing an --out that holds another run, and clearing the cells that must run again.</summary>
public static class RunResumption
{
    /// <summary>With --resume, the request the run started with (from DIR/run.json); without, the request itself.</summary>
    public static (RunRequest? Request, RunManifest? Manifest, IReadOnlyList<string> Errors) Apply(RunRequest request)
    {
        if (request.Resume is null)
        {
            return (request, null, []);
        }

        var given = new List<string>();
        if (request.MatrixPath is not null) given.Add("--matrix");
        if (request.Filters.Count > 0) given.Add("--filter");
        if (request.Job is not null) given.Add("--job");
        if (request.OutputDirectory is not null) given.Add("--out");
        if (request.Isolation is not null) given.Add("--isolation");
        if (request.BaseImage != BenchImages.DefaultBaseImage) given.Add("--base-image");
        if (request.Repeat is not null) given.Add("--repeat");
        if (given.Count > 0)
        {
            return (null, null, [$"--resume takes every input from {RunManifest.FileName} in the run's folder; remove {string.Join(", ", given)}."]);
        }

        var (directory, directoryError) = OutputFolderCheck.FullPath("--resume", request.Resume);
        if (directory is null)
        {
            return (null, null, [directoryError!]);
        }

        var (manifest, error) = RunManifest.Read(directory);
        if (manifest is null)
        {
            return (null, null, [$"--resume: {error}"]);
        }

        return (request with
        {
            MatrixPath = manifest.MatrixPath,
            Filters = manifest.Filters,
            Job = manifest.Job,
            OutputDirectory = directory,
            Isolation = manifest.Isolation,
            BaseImage = manifest.BaseImage,
            Repeat = manifest.Repeats.ToString(System.Globalization.CultureInfo.InvariantCulture),
        }, manifest, []);
    }

    /// <summary>A fresh run never mixes its cells with another run's: that would make one report of two runs.</summary>
    public static string? RefuseForeignOutput(string output)
    {
        // A cell is a real folder (never followed through a link) holding a cell.json.
        var hasCells = CellFolderReader.FinishedFoldersIn(RunManifest.CellsDirectoryIn(output)).Any();
        // A run.json without cells is a run that stopped before its first cell (a busy core set with --no-wait): a
        // new run may take its place. One that is starting right now holds the folder's lock (RunFolderLock).
        if (!hasCells)
        {
            return null;
        }

        var (manifest, _) = RunManifest.Read(output);
        var whose = manifest is null ? "the cells of another run" : $"the cells of run {manifest.RunId}";
        return $"--out '{output}' already holds {whose}. Continue that run with `run --resume {output}`, or pass another --out.";
    }

    /// <summary>The inputs of this run as run.json records them.</summary>
    public static RunManifest Describe(string runId, DateTimeOffset startedUtc, string matrixPath, RunRequest request, LoadedMatrix matrix, string root, string sdkVersion, int repeats = 1) => new(
        RunManifest.CurrentSchemaVersion,
        runId,
        startedUtc.UtcDateTime,
        matrixPath,
        Convert.ToHexStringLower(SHA256.HashData(File.ReadAllBytes(matrixPath))),
        request.Filters,
        matrix.Definition.Job,
        request.Isolation,
        request.BaseImage,
        BenchSources.Hash(root),
        sdkVersion,
        matrix.Cells.ToDictionary(cell => cell.Id, cell => matrix.Definition.BenchmarksOf(cell).Pairs))
    {
        Repeats = repeats,
    };

    /// <summary>Keeps the cells of the run that stand (<see cref="ResumeCheck.Keeps"/>) and deletes every other folder
    /// under cells/ (half-written, failed, or not part of the run), so that those cells run again from nothing.</summary>
    public static IReadOnlyList<CellRecord> KeepFinishedCells(string cellsDirectory, RunManifest manifest)
    {
        var kept = new List<CellRecord>();
        if (!Directory.Exists(cellsDirectory))
        {
            return kept;
        }

        foreach (var folder in Directory.EnumerateDirectories(cellsDirectory))
        {
            var id = Path.GetFileName(folder);
            if (manifest.Repeats > 1 && manifest.Cells.ContainsKey(id) && new DirectoryInfo(folder).LinkTarget is null)
            {
                KeepFinishedRepeats(folder, id, manifest, kept);
                continue;
            }

            var record = ReadRecord(folder);
            if (manifest.Cells.ContainsKey(id) && ResumeCheck.Keeps(record, manifest, id))
            {
                kept.Add(record!);
            }
            else
            {
                Directory.Delete(folder, recursive: true);
            }
        }

        return kept;
    }

    /// <summary>With --repeat, a cell's folder holds one folder per process (<see cref="CellFolder.RepeatFolderName"/>, 1 to
    /// N, and stand-ins for slow ones up to 2N): each stands or runs again on its own, and anything else in the folder goes.</summary>
    private static void KeepFinishedRepeats(string cellFolder, string id, RunManifest manifest, List<CellRecord> kept)
    {
        foreach (var entry in new DirectoryInfo(cellFolder).EnumerateFileSystemInfos())
        {
            // Only the exact name of one of the run's processes stands (not a zero-padded number, not one past --repeat).
            var repeat = CellFolder.RepeatOf(entry.Name) is { } k && k <= manifest.MostProcesses && entry.Name == CellFolder.RepeatFolderName(k) ? k : 0;
            var record = repeat > 0 && entry is DirectoryInfo { LinkTarget: null } ? ReadRecord(entry.FullName) : null;
            if (record is not null && record.Repeat == repeat && ResumeCheck.Keeps(record, manifest, id))
            {
                kept.Add(record);
            }
            else if (entry is DirectoryInfo { LinkTarget: null } directory)
            {
                directory.Delete(recursive: true);
            }
            else
            {
                entry.Delete();
            }
        }
    }

    private static CellRecord? ReadRecord(string folder)
    {
        try
        {
            return CellFolderReader.Record(folder);
        }
        catch (Exception exception) when (exception is System.Text.Json.JsonException or IOException or NotSupportedException)
        {
            // Cut off mid-write (the run was killed): the cell runs again.
            return null;
        }
    }
}
