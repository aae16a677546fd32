using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>What every cell of a run shares.</summary>
/// <param name="CellTimeout">How long one cell's bench may run (Matrix.Planning.DurationEstimate.Timeout).</param>
public sealed record RunSettings(
    string RunId,
    string OutputDirectory,
    string Job,
    Isolation Isolation,
    IReadOnlyList<string> Payloads,
    IReadOnlyList<string> Operations,
    ContainerLimits Limits,
    IReadOnlyList<SerializerSpec> Serializers,
    System.TimeSpan CellTimeout)
{
    public string CellsDirectory => Cells.RunManifest.CellsDirectoryIn(OutputDirectory);

    /// <summary>How many times every cell runs (run --repeat); each run of a cell has its own folder when above 1.</summary>
    public int Repeats { get; init; } = 1;

    /// <summary>The cell's folder, or with repeats its process's folder inside it (<see cref="JsonMatrix.Contracts.Cells.CellFolder.DirectoryIn"/>).</summary>
    public string CellDirectory(Cell cell, int repeat = 1) => CellDirectory(cell.Id, repeat);

    public string CellDirectory(string cellId, int repeat) => CellDirectoryIn(OutputDirectory, cellId, repeat, Repeats);

    public static string CellDirectoryIn(string outputDirectory, string cellId, int repeat, int repeats) =>
        Cells.RunManifest.CellDirectoryIn(outputDirectory, cellId, repeat, repeats);

    /// <summary>Cell id → why it is unavailable here (Packages.CellAvailability): such a cell is recorded, not run.</summary>
    public IReadOnlyDictionary<string, string> Unavailable { get; init; } = new Dictionary<string, string>();

    /// <summary>Cell id → why it does not apply (Matrix.NativeAotCells): recorded as unsupported (n/a), not run.</summary>
    public IReadOnlyDictionary<string, string> NotApplicable { get; init; } = new Dictionary<string, string>();

    /// <summary>The matrix's studies; when empty, every cell runs <see cref="Payloads"/> × <see cref="Operations"/>.</summary>
    public IReadOnlyList<Study> Studies { get; init; } = [];

    /// <summary>How long the run waited for its core set held by another run, and who held it; null when it was free.</summary>
    public Locks.CoreSetWait? CoreSetWait { get; init; }

    /// <summary>The matrix's `web:` settings, for web cells.</summary>
    public WebLoadSettings Web { get; init; } = WebLoadSettings.Default;

    /// <summary>The machine's online CPUs: a web cell on a one-CPU set borrows one of them for its load generator.</summary>
    public IReadOnlyList<int> OnlineCpus { get; init; } = [];

    public CellBenchmarks BenchmarksOf(Cell cell) => CellBenchmarks.For(Studies, Payloads, Operations, cell);
}
