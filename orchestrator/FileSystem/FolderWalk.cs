using System;
using System.Collections.Generic;
using System.IO;

namespace JsonMatrix.Orchestrator.FileSystem;

/// <summary>
/// Finds files below a folder without following symbolic links (.NET's recursive enumeration follows links to
/// folders, so a link loop never ends and a link to / reads the whole machine). The folder given may itself be a
/// link; below it, a link to a folder is reported, not entered.
/// </summary>
public static class FolderWalk
{
    /// <param name="skipped">Receives what was not looked into (links to folders, unreadable folders) and why.</param>
    public static List<string> FilesNamed(string root, Func<string, bool> nameMatches, List<string> skipped)
    {
        var found = new List<string>();
        var pending = new Stack<string>();
        pending.Push(root);
        var options = new EnumerationOptions { RecurseSubdirectories = false, IgnoreInaccessible = false, AttributesToSkip = 0 };
        while (pending.TryPop(out var folder))
        {
            try
            {
                foreach (var entry in new DirectoryInfo(folder).EnumerateFileSystemInfos("*", options))
                {
                    var isLink = (entry.Attributes & FileAttributes.ReparsePoint) != 0;
                    if (nameMatches(entry.Name)) found.Add(entry.FullName);
                    else if (isLink && Directory.Exists(entry.FullName))
                        skipped.Add($"'{entry.FullName}' is a symbolic link to a folder, which is not followed (pass its target instead)");
                    else if (!isLink && entry is DirectoryInfo) pending.Push(entry.FullName);
                }
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                skipped.Add($"'{folder}' cannot be read: {exception.Message}");
            }
        }

        return found;
    }
}
