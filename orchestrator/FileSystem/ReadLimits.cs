namespace JsonMatrix.Orchestrator.FileSystem;

/// <summary>
/// How large each file the orchestrator reads may be: the one place for the caps, read through <see cref="RegularFile"/>,
/// the one place for the policy on what is opened at all (regular files only, never a FIFO, device or socket; below the
/// folders merge, compare and history are given, never a symbolic link). A file past its cap is not that kind of file,
/// so it is refused before it is opened and memory follows the caps, whatever a folder holds.
/// </summary>
public static class ReadLimits
{
    private const long KiB = 1024;
    private const long MiB = 1024 * KiB;

    /// <summary>A few KB; the log excerpt is its largest field.</summary>
    public const long CellJsonBytes = 1 * MiB;

    /// <summary>A few hundred bytes to a few KB.</summary>
    public const long MetadataBytes = 16 * MiB;

    /// <summary>BenchmarkDotNet's full report: about 17 KB per benchmark under job lean (50 measurements), about 5 MB for
    /// the largest cell (56 benchmarks) under the default job's up to 100 iterations. 32 MiB is six times that; a 200 MB
    /// report is refused unread instead of taking merge to 0.85 GB.</summary>
    public const long BenchmarkReportBytes = 32 * MiB;

    /// <summary>web-result.json: about 3 KB per scenario and repeat set.</summary>
    public const long WebResultBytes = 16 * MiB;

    /// <summary>cold-start.json: about 150 bytes per sample, a few hundred samples (payloads × operations × processes).</summary>
    /// <summary>rounds.json: a cell's samples in rounds (a few hundred KB for the biggest cell and rounds).</summary>
    public const long RoundsBytes = 16 * MiB;

    public const long ColdStartBytes = 4 * MiB;

    /// <summary>run.json: the run's inputs and every cell's benchmarks.</summary>
    public const long RunManifestBytes = 16 * MiB;

    /// <summary>The matrix file (docs/matrix.md).</summary>
    public const long MatrixBytes = 1 * MiB;

    /// <summary>durations.json in the machine cache, and source.json beside a downloaded report.</summary>
    public const long DurationHistoryBytes = 1 * MiB;

    public const long SourceJsonBytes = 1 * MiB;

    /// <summary>package-versions.json in the machine cache: a few hundred bytes per package and package version probed.</summary>
    public const long PackageCacheBytes = 4 * MiB;

    /// <summary>A serializer's .nupkg, read for its nuspec and build targets: 0.4 to 2.6 MB on the project's NuGet source
    /// (System.Text.Json 4.7.2 to Newtonsoft.Json 12.0.3).</summary>
    public const long NupkgBytes = 32 * MiB;

    /// <summary>A nuspec or a build targets file inside a .nupkg: a few KB.</summary>
    public const long PackageManifestBytes = 1 * MiB;

    /// <summary>A core-set lock's owner note: one small JSON object.</summary>
    public const long LockOwnerBytes = 64 * KiB;

    /// <summary>A file `merge --keep-cells` copies into the report's cells/ folder: the largest the bench writes is
    /// BenchmarkDotNet's full report (capped at <see cref="BenchmarkReportBytes"/> when read) or a long log; twice that cap.</summary>
    public const long CopiedCellFileBytes = 64 * MiB;

    /// <summary>All the files of one cell folder `merge --keep-cells` copies: a few reports, logs and JSON files.</summary>
    public const long CopiedCellBytes = 256 * MiB;

    /// <summary>The end of log.txt a failed cell's row quotes (read from the end, the log can be long).</summary>
    public const long LogTailBytes = 16 * KiB;
}
