using System;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.FileSystem;

/// <summary>
/// Writes a file whole or not at all: the content goes to a temporary name in the same folder, is flushed to the
/// disk, and is then renamed over the target (a rename within one file system is atomic). A full or read-only disk
/// leaves the previous file, or none, never a truncated one; the temporary file is removed.
/// </summary>
public static class AtomicFile
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public static void WriteAllText(string path, string text) =>
        WriteAsync(path, (stream, _) =>
        {
            var bytes = Utf8.GetBytes(text);
            stream.Write(bytes);
            return Task.CompletedTask;
        }, CancellationToken.None).GetAwaiter().GetResult();

    public static Task WriteAllTextAsync(string path, string text, CancellationToken cancellationToken) =>
        WriteAsync(path, (stream, token) => stream.WriteAsync(Utf8.GetBytes(text), token).AsTask(), cancellationToken);

    /// <summary>Runs <paramref name="write"/> on a temporary file, then renames it to <paramref name="path"/>.</summary>
    public static async Task WriteAsync(string path, Func<Stream, CancellationToken, Task> write, CancellationToken cancellationToken)
    {
        var folder = Path.GetDirectoryName(Path.GetFullPath(path))!;
        var temporary = Path.Combine(folder, $".{Path.GetFileName(path)}.{Guid.NewGuid():n}.tmp");
        try
        {
            await using (var stream = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None, 64 * 1024, useAsync: false))
            {
                await write(stream, cancellationToken).ConfigureAwait(false);
                stream.Flush(flushToDisk: true);
            }

            File.Move(temporary, path, overwrite: true);
        }
        catch (IOException exception)
        {
            TryDelete(temporary);
            throw new IOException(Describe(exception, temporary, path), exception);
        }
        catch (UnauthorizedAccessException exception)
        {
            TryDelete(temporary);
            throw new UnauthorizedAccessException(Describe(exception, temporary, path), exception);
        }
        catch
        {
            TryDelete(temporary);
            throw;
        }
    }

    /// <summary>The system's message about the target file, not about the temporary name nobody asked for.</summary>
    private static string Describe(Exception exception, string temporary, string path) =>
        exception.Message.Replace($" : '{temporary}'", string.Empty, StringComparison.Ordinal).Replace(temporary, path, StringComparison.Ordinal);

    /// <summary>Whether a temporary file of <see cref="WriteAsync"/> (left by a killed process) has this name.</summary>
    public static bool IsTemporary(string fileName) => fileName.StartsWith('.') && fileName.EndsWith(".tmp", StringComparison.Ordinal);

    private static void TryDelete(string path)
    {
        try
        {
            File.Delete(path);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            // The disk refused the write; it may refuse the clean-up too. The name marks the file as temporary.
        }
    }
}
