using System;
using System.Formats.Tar;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>Extracts the tar the engine's archive endpoint returns for a directory: its first path segment is the
/// directory itself and is dropped, so the content lands directly in the target folder.</summary>
public static class ArchiveExtractor
{
    /// <summary>Returns null on success, or a message naming the entry that could not be written.</summary>
    public static async Task<string?> ExtractContentAsync(Stream tar, string targetDirectory, CancellationToken cancellationToken)
    {
        var root = Path.GetFullPath(targetDirectory);
        Directory.CreateDirectory(root);
        await using var reader = new TarReader(tar, leaveOpen: true);
        while (await reader.GetNextEntryAsync(copyData: false, cancellationToken).ConfigureAwait(false) is { } entry)
        {
            var slash = entry.Name.IndexOf('/');
            var relative = slash < 0 ? string.Empty : entry.Name[(slash + 1)..];
            if (relative.Length == 0)
            {
                continue;
            }

            var destination = Path.GetFullPath(Path.Combine(root, relative));
            if (!destination.StartsWith(root + Path.DirectorySeparatorChar, StringComparison.Ordinal))
            {
                return $"The container's archive holds '{entry.Name}', which points outside {root}; nothing after it was copied.";
            }

            switch (entry.EntryType)
            {
                case TarEntryType.Directory:
                    Directory.CreateDirectory(destination);
                    break;
                case TarEntryType.RegularFile or TarEntryType.V7RegularFile or TarEntryType.ContiguousFile:
                    Directory.CreateDirectory(Path.GetDirectoryName(destination)!);
                    // Whole or absent: a full disk must not leave a truncated metadata.json or report behind.
                    await FileSystem.AtomicFile.WriteAsync(destination, async (file, token) =>
                    {
                        if (entry.DataStream is { } data)
                        {
                            await data.CopyToAsync(file, token).ConfigureAwait(false);
                        }
                    }, cancellationToken).ConfigureAwait(false);

                    break;
                default:
                    // Links and devices are not results: skip them rather than recreate them on the host.
                    break;
            }
        }

        return null;
    }
}
