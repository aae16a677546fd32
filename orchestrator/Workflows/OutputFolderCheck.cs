using System;
using System.IO;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>Checks before anything starts that an output folder can be created and written: a file written to the
/// folder (or to its nearest existing parent, when it does not exist yet) and removed again. Nothing stays behind.</summary>
public static class OutputFolderCheck
{
    /// <param name="folder">A full path (Path.GetFullPath); see <see cref="FullPath"/>.</param>
    /// <summary>The full path of an --out value, or the error for one that names no path at all ('' or blanks).</summary>
    public static (string? Path, string? Error) FullPath(string option, string value)
    {
        if (string.IsNullOrWhiteSpace(value) || value.Contains('\0', StringComparison.Ordinal))
        {
            return (null, $"{option} '{value}' is not a folder name. Pass the path of a folder.");
        }

        return (System.IO.Path.GetFullPath(value), null);
    }

    public static string? Check(string option, string folder)
    {
        var existing = folder;
        while (!Directory.Exists(existing))
        {
            if (File.Exists(existing))
            {
                return existing == folder
                    ? $"{option} '{folder}' is a file; pass a folder (it is created when missing)."
                    : $"{option} '{folder}' cannot be created: '{existing}' is a file. Pass a folder under a folder you can write.";
            }

            var parent = Path.GetDirectoryName(existing);
            if (parent is null) return $"{option} '{folder}' cannot be created: no part of it exists. Pass a folder under a folder you can write.";
            existing = parent;
        }

        var probe = Path.Combine(existing, $".jsonmatrix-write-check-{Guid.NewGuid():n}");
        try
        {
            using (File.Create(probe, 1, FileOptions.DeleteOnClose))
            {
            }

            return null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            var what = existing == folder ? $"{option} '{folder}' cannot be written" : $"{option} '{folder}' cannot be created in '{existing}'";
            // The runtime's message names the probe's path ("Could not find file '…/.jsonmatrix-write-check-…'."), which
            // means nothing to the user: it goes, and the message says what was tried.
            var reason = exception.Message.Replace($" : '{probe}'", string.Empty, StringComparison.Ordinal).Replace($" '{probe}'", string.Empty, StringComparison.Ordinal);
            return $"{what}: a file created there to check failed ({reason.TrimEnd('.')}). Pass a folder you can write.";
        }
    }
}
