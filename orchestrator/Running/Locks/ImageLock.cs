using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Running.Locks;

/// <summary>
/// Runs use JsonMatrix's images and `clean` removes them: both take images.lock in the machine's lock folder before
/// touching an image. A run holds it shared from before its first image operation to its end (runs do not exclude each
/// other); clean holds it exclusive while it surveys and removes. So `clean --all` started just after `run` cannot
/// remove the image the run has just built and is about to start. The mechanism of <see cref="CoreSetLock"/>: .NET takes
/// flock LOCK_SH for a file opened read-only and shareable, LOCK_EX for FileShare.None; the kernel releases either when
/// its holder ends, however it ends.
/// </summary>
public sealed class ImageLock : IDisposable
{
    public const string FileName = "images.lock";

    private static readonly TimeSpan PollInterval = TimeSpan.FromMilliseconds(250);
    private readonly FileStream _held;

    private ImageLock(FileStream held) => _held = held;

    public static string PathIn(string lockDirectory) => Path.Combine(lockDirectory, FileName);

    /// <summary>A run's share, or null while a clean holds the images.</summary>
    public static ImageLock? TryShared(string lockDirectory) => TryOpen(lockDirectory, FileShare.ReadWrite);

    /// <summary>clean's hold, or null while a run (or another clean) holds the images.</summary>
    public static ImageLock? TryExclusive(string lockDirectory) => TryOpen(lockDirectory, FileShare.None);

    /// <summary>A run's share, waiting (and saying so once) while a clean removes images; a clean takes seconds.</summary>
    public static async Task<ImageLock> SharedAsync(string lockDirectory, Action<string> say, CancellationToken cancellationToken)
    {
        var said = false;
        while (true)
        {
            if (TryShared(lockDirectory) is { } held)
            {
                return held;
            }

            if (!said)
            {
                say("`clean` is removing images on this machine: waiting for it to end before touching any.");
                said = true;
            }

            await Task.Delay(PollInterval, cancellationToken).ConfigureAwait(false);
        }
    }

    private static ImageLock? TryOpen(string lockDirectory, FileShare share)
    {
        Directory.CreateDirectory(lockDirectory);
        var path = PathIn(lockDirectory);
        try
        {
            // Read-only: LOCK_SH needs it (.NET takes no shared lock on a file opened for writing), LOCK_EX allows it.
            return new ImageLock(new FileStream(path, FileMode.OpenOrCreate, FileAccess.Read, share));
        }
        catch (IOException) when (File.Exists(path))
        {
            return null;
        }
    }

    public void Dispose() => _held.Dispose();
}
