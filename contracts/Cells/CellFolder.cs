using System.Globalization;
using System.IO;

namespace JsonMatrix.Contracts.Cells;

/// <summary>
/// The one definition of a cell folder's layout: every side asks here for a file's name or path, so no other source
/// file spells one (a test fails when one does). Who writes what: the orchestrator cell.json and log.txt, the bench
/// metadata.json and BenchmarkDotNet's artifacts under bdn/ (its full JSON reports in bdn/results/), the web app
/// web-result.json. A cell measured in several processes (run --repeat) has one such folder per process inside its
/// own: cells/&lt;cell-id&gt;/repeat-1/, repeat-2/, … The orchestrator reads the files only through
/// Orchestrator.Cells.CellFolderReader (one size cap and link policy) and writes its own through CellFolderWriter.
/// Plain .NET API only: this file is compiled into the bench for every runtime it measures, net48 included.
/// </summary>
public static class CellFolder
{
    /// <summary>The orchestrator's record of the cell (status, reason, timings); a folder holding one is a finished cell.</summary>
    public const string RecordFileName = "cell.json";

    /// <summary>What the bench ran and what its gate found (<see cref="BenchMetadataJson"/>).</summary>
    public const string MetadataFileName = "metadata.json";

    /// <summary>What a web cell measured (Contracts.Web.WebCellResultJson).</summary>
    public const string WebResultFileName = "web-result.json";

    /// <summary>The first serialize and deserialize of fresh processes (<see cref="ColdStartResultJson"/>), written by a
    /// micro cell's first process when the matrix asks for cold-start figures.</summary>
    public const string ColdStartFileName = "cold-start.json";

    /// <summary>Every sample of a micro cell's process under the lean job, in rounds, beside its yardstick's
    /// (<see cref="RoundsResultJson"/>).</summary>
    public const string RoundsFileName = "rounds.json";

    /// <summary>Everything the bench or the web app printed, written by the orchestrator when the cell ends.</summary>
    public const string LogFileName = "log.txt";

    /// <summary>How messages name BenchmarkDotNet's reports, relative to the cell folder.</summary>
    public const string BenchmarkReports = BenchmarkArtifactsFolderName + "/" + BenchmarkResultsFolderName + "/" + BenchmarkReportPattern;

    /// <summary>BenchmarkDotNet's JsonExporter.Full names its file &lt;title&gt;-report-full.json.</summary>
    public const string BenchmarkReportPattern = "*-report-full.json";

    /// <summary>The folders of a cell's processes with run --repeat, as a directory search pattern.</summary>
    public const string RepeatFolderPattern = RepeatFolderPrefix + "*";

    private const string BenchmarkArtifactsFolderName = "bdn";
    private const string BenchmarkResultsFolderName = "results";
    private const string RepeatFolderPrefix = "repeat-";

    public static string RecordPath(string cellDirectory) => Path.Combine(cellDirectory, RecordFileName);

    public static string MetadataPath(string cellDirectory) => Path.Combine(cellDirectory, MetadataFileName);

    public static string WebResultPath(string cellDirectory) => Path.Combine(cellDirectory, WebResultFileName);

    public static string ColdStartPath(string cellDirectory) => Path.Combine(cellDirectory, ColdStartFileName);

    public static string RoundsPath(string cellDirectory) => Path.Combine(cellDirectory, RoundsFileName);

    public static string LogPath(string cellDirectory) => Path.Combine(cellDirectory, LogFileName);

    /// <summary>BenchmarkDotNet's artifacts path (its own layout below it: results/, logs).</summary>
    public static string BenchmarkArtifactsDirectory(string cellDirectory) => Path.Combine(cellDirectory, BenchmarkArtifactsFolderName);

    /// <summary>Where BenchmarkDotNet puts its reports, <see cref="BenchmarkReportPattern"/> among them.</summary>
    public static string BenchmarkResultsDirectory(string cellDirectory) => Path.Combine(BenchmarkArtifactsDirectory(cellDirectory), BenchmarkResultsFolderName);

    /// <summary>The folder of one process of a cell run --repeat times ("repeat-2"), from 1.</summary>
    public static string RepeatFolderName(int repeat) => RepeatFolderPrefix + repeat.ToString(CultureInfo.InvariantCulture);

    /// <summary>Which process a folder named like <see cref="RepeatFolderName"/> holds; null for any other name.</summary>
    public static int? RepeatOf(string folderName) =>
        folderName.StartsWith(RepeatFolderPrefix, System.StringComparison.Ordinal)
        && int.TryParse(folderName.Substring(RepeatFolderPrefix.Length), NumberStyles.None, CultureInfo.InvariantCulture, out var repeat)
        && repeat > 0
            ? repeat
            : null;

    /// <summary>cells/&lt;cell-id&gt;/ of a run's cells folder, or with several processes per cell
    /// cells/&lt;cell-id&gt;/repeat-&lt;k&gt;/.</summary>
    public static string DirectoryIn(string cellsDirectory, string cellId, int repeat, int repeats) => repeats == 1
        ? Path.Combine(cellsDirectory, cellId)
        : Path.Combine(cellsDirectory, cellId, RepeatFolderName(repeat));
}
