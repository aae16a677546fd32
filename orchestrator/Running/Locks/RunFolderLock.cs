using System;
using System.IO;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Running.Locks;

/// <summary>
/// A run's claim on its output folder for its whole life, so a second run started into the same folder (at the same
/// moment, or while the first still runs) cannot overwrite its run.json, cells and reports. The same mechanism as
/// <see cref="CoreSetLock"/>: a lock file opened with FileShare.None, an exclusive flock on Linux that the kernel releases
/// when the process ends, however it ends. The file stays behind (deleting a lock file races with the next opener);
/// only the open handle is the claim. Who holds it is in run.json, which the holder writes as soon as it has the lock.
/// </summary>
public sealed class RunFolderLock : IDisposable
{
    public const string FileName = Cells.RunFolderHolder.LockFileName;

    private readonly FileStream _held;

    private RunFolderLock(FileStream held) => _held = held;

    public static string PathIn(string outputDirectory) => Path.Combine(outputDirectory, FileName);

    /// <summary>The folder's lock (the folder is created), or null and why not: held by another run (named from its
    /// run.json), or the folder cannot take a lock file.</summary>
    public static (RunFolderLock? Lock, string? Holder, string? Error) TryAcquire(string outputDirectory)
    {
        var path = PathIn(outputDirectory);
        try
        {
            Directory.CreateDirectory(outputDirectory);
            CreateOnce(path);
            // Held read-only: a file open for writing would keep its disk from being remounted read-only, and the lock
            // (FileShare.None: flock LOCK_EX) does not need write access.
            return (new RunFolderLock(new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.None)), null, null);
        }
        catch (IOException) when (File.Exists(path))
        {
            return (null, DescribeHolder(outputDirectory), null);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return (null, null, $"'{path}' cannot be created: {exception.Message}");
        }
    }

    /// <summary>Creates the lock file with a line saying what it is, only when missing: replacing it would give the next
    /// run a new file to lock while the holder still holds the old one.</summary>
    private static void CreateOnce(string path)
    {
        if (File.Exists(path)) return;
        try
        {
            using var created = new FileStream(path, FileMode.CreateNew, FileAccess.Write, FileShare.ReadWrite);
            created.Write("The run that writes this folder holds this file locked (flock); its run.json names it.\n"u8);
        }
        catch (IOException) when (File.Exists(path))
        {
            // Another run created it first: both lock the same file.
        }
    }

    /// <summary>The run that holds the folder, as its run.json names it; a run that has just taken the lock has not
    /// written run.json yet.</summary>
    private static string DescribeHolder(string outputDirectory)
    {
        // The holder writes run.json right after taking the lock: give it that moment before calling it nameless.
        var (manifest, _) = RunManifest.Read(outputDirectory);
        for (var tries = 0; manifest is null && tries < 20; tries++)
        {
            System.Threading.Thread.Sleep(100);
            (manifest, _) = RunManifest.Read(outputDirectory);
        }

        return manifest is null
            ? "another run that is starting (its run.json is not written yet)"
            : $"run {manifest.RunId}" + (manifest.Lock is { } holder ? $" (pid {holder.ProcessId} on {holder.Host})" : string.Empty);
    }

    public void Dispose() => _held.Dispose();
}

