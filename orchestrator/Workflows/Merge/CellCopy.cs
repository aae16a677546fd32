using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Workflows.Merge;

/// <summary>What a copy of cell folders did: how many files it copied, what it left out and why, or why it stopped.</summary>
public sealed record CellCopyOutcome(int Files, IReadOnlyList<string> NotCopied, string? Error);

/// <summary>
/// `merge --keep-cells`: copies the merged cell folders into --out's cells/ folder, so that the report's folder keeps
/// the measurements it was made of (a later `compare` or `history` reads them). The folders may come from anywhere (a
/// downloaded artifact), so the copy is bounded as merge's reading is: a cell lands at cells/&lt;cell-id&gt;/ (and each
/// process's folder inside it) only when its folder's name is a cell id, nothing is written outside cells/, links and
/// FIFOs are never copied or followed, and no file over <see cref="ReadLimits.CopiedCellFileBytes"/> and no cell over
/// <see cref="ReadLimits.CopiedCellBytes"/> is copied. What is left out is named, and the report stands without it.
/// </summary>
public static class CellCopy
{
    /// <param name="cellFiles">Every cell.json merge found (<see cref="Reporting.Input.ResultsFolderReader"/>).</param>
    /// <param name="keptFolders">The folders the report kept of a cell found more than once: that copy wins.</param>
    public static CellCopyOutcome Copy(IReadOnlyList<string> cellFiles, string outputFolder, IReadOnlySet<string> keptFolders)
    {
        var cellsFolder = Path.GetFullPath(RunManifest.CellsDirectoryIn(outputFolder));
        var notCopied = new List<string>();
        var targets = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var folder in cellFiles.Select(file => Path.GetFullPath(Path.GetDirectoryName(file)!)))
        {
            var (target, problem) = TargetOf(folder, cellsFolder);
            if (target is null)
            {
                notCopied.Add($"'{folder}': {problem}");
                continue;
            }

            // Of two copies of one cell, the report's; else the one found last, as the report would keep it.
            if (!targets.TryGetValue(target, out var earlier) || !keptFolders.Contains(earlier.Replace('\\', '/'))) targets[target] = folder;
        }

        var files = 0;
        try
        {
            foreach (var (target, folder) in targets.Where(t => t.Key != t.Value))
            {
                files += CopyFolder(folder, target, cellsFolder, notCopied);
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return new CellCopyOutcome(files, notCopied, $"cannot copy the cells into '{cellsFolder}': {exception.Message} Choose another folder with --out, or fix its permissions.");
        }

        return new CellCopyOutcome(files, notCopied, null);
    }

    /// <summary>cells/&lt;cell-id&gt;/, or the process's folder inside it (<see cref="CellFolder.RepeatFolderName"/>),
    /// for a folder named as a cell (or a cell's process); null, with why, for any other name.</summary>
    private static (string? Target, string? Problem) TargetOf(string folder, string cellsFolder)
    {
        var name = Path.GetFileName(folder);
        var repeat = CellFolder.RepeatOf(name);
        var id = repeat is null ? name : Path.GetFileName(Path.GetDirectoryName(folder)!);
        if (CellIds.Check(id) is { } invalid)
        {
            return (null, $"not copied: its name {Text.OutputText.Quote(id)} is not a cell id ({invalid})");
        }

        var target = Path.GetFullPath(repeat is null ? Path.Combine(cellsFolder, id) : Path.Combine(cellsFolder, id, name));
        // A cell id is one path part by the check above; this is the guarantee, whatever the check lets through.
        return target.StartsWith(cellsFolder + Path.DirectorySeparatorChar, StringComparison.Ordinal)
            ? (target, null)
            : (null, $"not copied: it would land at '{target}', outside '{cellsFolder}'");
    }

    /// <summary>The cell folder's files, with its subfolders but not the folders of its processes (each is a cell folder
    /// of its own, copied as one), within the caps. Returns the files copied.</summary>
    private static int CopyFolder(string folder, string target, string cellsFolder, List<string> notCopied)
    {
        var budget = ReadLimits.CopiedCellBytes;
        var copied = 0;
        var pending = new Stack<(string From, string To)>();
        pending.Push((folder, target));
        var options = new EnumerationOptions { RecurseSubdirectories = false, IgnoreInaccessible = false, AttributesToSkip = 0 };
        while (pending.TryPop(out var next))
        {
            Directory.CreateDirectory(next.To);
            foreach (var entry in new DirectoryInfo(next.From).EnumerateFileSystemInfos("*", options).OrderBy(e => e.Name, StringComparer.Ordinal))
            {
                var to = Path.Combine(next.To, entry.Name);
                if ((entry.Attributes & FileAttributes.ReparsePoint) != 0 || entry.LinkTarget is not null)
                {
                    notCopied.Add($"'{entry.FullName}' is not copied: it is a symbolic link, which is not followed");
                }
                else if (entry is DirectoryInfo sub)
                {
                    var isProcess = CellFolder.RepeatOf(sub.Name) is not null && CellFolderReader.RecordEntry(sub.FullName) is not null;
                    // --out inside a cell folder: its cells/ is the copy's own output, never copied into itself.
                    var holdsOutput = (cellsFolder + Path.DirectorySeparatorChar).StartsWith(sub.FullName + Path.DirectorySeparatorChar, StringComparison.Ordinal);
                    if (!isProcess && !holdsOutput) pending.Push((sub.FullName, to));
                }
                else if (entry is FileInfo file && CopyFile(file, to, ref budget) is { } problem)
                {
                    notCopied.Add(problem);
                }
                else
                {
                    copied++;
                }
            }
        }

        return copied;
    }

    /// <summary>Copies one file whole or not at all; null when copied, else why not.</summary>
    private static string? CopyFile(FileInfo file, string to, ref long budget)
    {
        // A killed writer's leftover temporary file is no part of the cell.
        if (AtomicFile.IsTemporary(file.Name)) return null;
        var limit = Math.Min(ReadLimits.CopiedCellFileBytes, budget);
        if (file.Length > limit)
        {
            return file.Length > ReadLimits.CopiedCellFileBytes
                ? $"'{file.FullName}' is not copied: it is {file.Length:N0} bytes, more than the limit of {ReadLimits.CopiedCellFileBytes:N0} for a file of a cell"
                : $"'{file.FullName}' is not copied: its cell's files reach the limit of {ReadLimits.CopiedCellBytes:N0} bytes for a cell";
        }

        // A FIFO, device or socket reports no length: written as the empty file it reads as, never opened (a FIFO blocks).
        var length = file.Length;
        try
        {
            AtomicFile.WriteAsync(to, (stream, _) => length == 0 ? Task.CompletedTask : CopyAtMost(file.FullName, stream, limit), CancellationToken.None).GetAwaiter().GetResult();
        }
        catch (InvalidDataException grew)
        {
            return $"'{file.FullName}' is not copied: {grew.Message}";
        }

        budget -= length;
        return null;
    }

    /// <summary>The source's bytes, stopping with an error past <paramref name="limit"/> (a file that grew since it was measured).</summary>
    private static async Task CopyAtMost(string from, Stream to, long limit)
    {
        await using var source = new FileStream(from, FileMode.Open, FileAccess.Read, FileShare.ReadWrite, 64 * 1024, FileOptions.SequentialScan);
        var buffer = new byte[64 * 1024];
        long total = 0;
        int read;
        while ((read = await source.ReadAsync(buffer).ConfigureAwait(false)) > 0)
        {
            total += read;
            if (total > limit) throw new InvalidDataException($"it grew past {limit:N0} bytes while it was copied (being written?)");
            await to.WriteAsync(buffer.AsMemory(0, read)).ConfigureAwait(false);
        }
    }
}
