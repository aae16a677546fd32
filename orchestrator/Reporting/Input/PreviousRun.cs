using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Input;

/// <summary>The run a report's findings are set beside: the newest earlier run folder next to this one (results/) of the
/// same matrix file content that ended with its reports written. Anything unreadable is passed over: the findings
/// then stand alone, as for a first run.</summary>
public static class PreviousRun
{
    public static string? Find(string runFolder, string matrixSha256, DateTime startedUtc)
    {
        try
        {
            var here = Path.GetFullPath(runFolder);
            var parent = Path.GetDirectoryName(here.TrimEnd(Path.DirectorySeparatorChar));
            if (parent is null || !Directory.Exists(parent)) return null;
            return Directory.EnumerateDirectories(parent)
                .Where(folder => Path.GetFullPath(folder) != here && new DirectoryInfo(folder).LinkTarget is null)
                .Where(folder => File.Exists(Path.Combine(folder, "report.json")))
                .Select(folder => (Folder: folder, Manifest: RunManifest.Read(folder).Manifest))
                .Where(run => run.Manifest is { } m && m.MatrixSha256 == matrixSha256 && m.StartedUtc < startedUtc)
                .OrderByDescending(run => run.Manifest!.StartedUtc)
                .Select(run => run.Folder)
                .FirstOrDefault();
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
