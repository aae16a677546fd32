using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Text.Json.Serialization;
using JsonMatrix.Orchestrator.Text;
using CellIdRules = JsonMatrix.Orchestrator.Cells.CellIds;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>run.json at the top of a run's output folder: the run's inputs, written before the first cell, so that
/// `run --resume DIR` can continue the run with no other flag and can tell when something changed since.</summary>
/// <param name="MatrixPath">Absolute path of the matrix file.</param>
/// <param name="MatrixSha256">Hash of the matrix file's content when the run started.</param>
/// <param name="Filters">--filter values, as given.</param>
/// <param name="Job">The job the cells ran with (--job or the file's).</param>
/// <param name="Isolation">--isolation as given (null: chosen by whether an engine answers).</param>
/// <param name="BenchSourcesSha256">Hash of the bench's sources and build files (bench/, Directory.*.props, global.json).</param>
/// <param name="SdkVersion">`dotnet --version` at the repository root: the SDK that publishes the bench.</param>
/// <param name="Cells">Every cell of the run with its benchmarks ("payload:operation").</param>
public sealed record RunManifest(
    int SchemaVersion,
    string RunId,
    DateTime StartedUtc,
    string MatrixPath,
    string MatrixSha256,
    IReadOnlyList<string> Filters,
    string Job,
    string? Isolation,
    string BaseImage,
    string BenchSourcesSha256,
    string SdkVersion,
    IReadOnlyDictionary<string, IReadOnlyList<string>> Cells)
{
    /// <summary>The most processes per cell a run may record (--repeat, `processes:`): more would only multiply a run's
    /// hours, and a bound keeps a typo (1000) from starting one.</summary>
    public const int MaximumRepeats = 100;

    public const int CurrentSchemaVersion = 1;
    public const string FileName = "run.json";

    /// <summary>--repeat: how many times every cell runs (1 in files written before it).</summary>
    public int Repeats { get; init; } = 1;

    /// <summary>The lock the run holds on its folder while it runs (<c>Running/Locks/RunFolderLock</c>); null in files written before it.</summary>
    public RunFolderHolder? Lock { get; init; }

    private static readonly JsonSerializerOptions Options = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.Never,
    };

    /// <summary>The fields JSON left null although the record needs them (a hand-edited or foreign run.json).</summary>
    private List<string> MissingFields()
    {
        var fields = new (string Name, object? Value)[]
        {
            ("runId", RunId), ("matrixPath", MatrixPath), ("matrixSha256", MatrixSha256), ("filters", Filters), ("job", Job),
            ("baseImage", BaseImage), ("benchSourcesSha256", BenchSourcesSha256), ("sdkVersion", SdkVersion), ("cells", Cells),
        };
        var missing = new List<string>();
        foreach (var (name, value) in fields)
        {
            if (value is null) missing.Add(name);
        }

        if (Cells is not null && Cells.Values.Any(benchmarks => benchmarks is null)) missing.Add("the benchmarks of a cell");
        if (Cells is not null && Cells.Values.Any(benchmarks => benchmarks is not null && benchmarks.Any(pair => pair is null))) missing.Add("a benchmark of a cell");
        if (Filters is not null && Filters.Any(filter => filter is null)) missing.Add("a filter");

        return missing;
    }

    /// <summary>The first identifier that would not pass the command line's checks, described; null when all do.</summary>
    private string? InvalidIdentifier()
    {
        if (!JsonMatrix.Orchestrator.Cells.RunId.IsValid(RunId))
        {
            return $"has runId {OutputText.Quote(RunId)}, which is not a run id ({JsonMatrix.Orchestrator.Cells.RunId.Description})";
        }

        if (Cells.Keys.FirstOrDefault(id => CellIdRules.Check(id) is not null) is { } cell)
        {
            return $"lists cell {OutputText.Quote(cell)}, which is not a cell id ({CellIdRules.Check(cell)})";
        }

        return Repeats is < 1 or > MaximumRepeats ? $"has repeats {Repeats}, not a whole number from 1 to {MaximumRepeats}" : null;
    }

    public static string PathIn(string outputDirectory) => Path.Combine(outputDirectory, FileName);

    /// <summary>Written to a temporary file and renamed: a run killed while writing leaves the old file or none.</summary>
    public void Write(string outputDirectory)
    {
        Directory.CreateDirectory(outputDirectory);
        var path = PathIn(outputDirectory);
        FileSystem.AtomicFile.WriteAllText(path, JsonSerializer.Serialize(this, Options));
    }

    /// <summary>The folders of the run's cells in <paramref name="outputDirectory"/> (one per process): exactly the cells
    /// this run.json lists, so that an older run in a subfolder of --out is never read as this run's (merge combines runs).</summary>
    /// <remarks>With several processes a cell may also hold up to as many stand-ins for slow processes (run reruns them:
    /// repeat N+1 …); a folder that does not exist is not listed by the reader.</remarks>
    public IReadOnlyList<string> CellFolders(string outputDirectory) => Cells.Keys.Order(StringComparer.Ordinal)
        .SelectMany(id => Enumerable.Range(1, MostProcesses).Select(repeat => CellDirectoryIn(outputDirectory, id, repeat, Repeats)))
        .ToList();

    /// <summary>The processes a cell may have: its repeats times the most an include rule may multiply them by, and with
    /// several as many again for reruns of slow ones; one where every cell runs once (its folder holds no repeat folders).</summary>
    [JsonIgnore]
    public int MostProcesses => Repeats == 1 ? 1 : MostProcessesFor(Repeats * MaxProcessFactor);

    /// <summary>The processes a cell measured in <paramref name="processes"/> may have, stand-ins for slow ones included.</summary>
    public static int MostProcessesFor(int processes) => processes == 1 ? 1 : processes * 2;

    /// <summary>The most processes an include rule may give its cells, in multiples of the matrix's (Matrix.Cell.ProcessFactor).</summary>
    public const int MaxProcessFactor = 4;

    /// <summary>A run's cells/ folder: one folder per cell (and per process when there are several).</summary>
    public static string CellsDirectoryIn(string outputDirectory) => Path.Combine(outputDirectory, "cells");

    public static string CellDirectoryIn(string outputDirectory, string cellId, int repeat, int repeats) =>
        JsonMatrix.Contracts.Cells.CellFolder.DirectoryIn(CellsDirectoryIn(outputDirectory), cellId, repeat, repeats);

    /// <summary>The manifest, or why it cannot be read.</summary>
    public static (RunManifest? Manifest, string? Error) Read(string outputDirectory)
    {
        var path = PathIn(outputDirectory);
        if (!File.Exists(path))
        {
            return (null, $"'{outputDirectory}' has no {FileName}: it is not the output folder of a run that can be resumed.");
        }

        try
        {
            // Bounded, and never opened when it is a FIFO or device (which would block or never end).
            var (text, readError) = FileSystem.RegularFile.ReadText(path, FileSystem.ReadLimits.RunManifestBytes);
            if (text is null)
            {
                return (null, $"{readError}. Start a new run.");
            }

            var manifest = JsonSerializer.Deserialize<RunManifest>(text, Options);
            if (manifest is null || manifest.SchemaVersion != CurrentSchemaVersion)
            {
                return (null, $"{path} has schemaVersion {manifest?.SchemaVersion.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "null"}; this orchestrator resumes version {CurrentSchemaVersion} only. Start a new run.");
            }

            if (manifest.MissingFields() is { Count: > 0 } missing)
            {
                return (null, $"{path} lacks {string.Join(", ", missing)} (edited or cut short?); it cannot be resumed. Start a new run.");
            }

            // Read back, an id builds paths (cells/<id>/, the fallback report folder) just as a typed one would.
            if (manifest.InvalidIdentifier() is { } invalid)
            {
                return (null, $"{path} {invalid} (edited?); it cannot be resumed. Start a new run.");
            }

            return (manifest, null);
        }
        catch (Exception exception) when (exception is JsonException or IOException or UnauthorizedAccessException or NotSupportedException)
        {
            return (null, $"{path} cannot be read ({exception.Message}). Start a new run.");
        }
    }
}
