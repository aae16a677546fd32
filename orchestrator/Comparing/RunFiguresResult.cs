using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>What compare and history know of one run: every benchmark's figure, the cells that failed (with merge's
/// reason), and how the run measured (jobs, processes per cell, warm-up), so that two runs measured differently are
/// named as such.</summary>
public sealed record RunFiguresResult(
    IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> Figures,
    IReadOnlyList<FailedCell> FailedCells,
    IReadOnlyList<string> Jobs,
    int MaxProcesses,
    bool SteadyStateWarmup,
    IReadOnlyList<string> Errors)
{
    /// <summary>Benchmarks of cells that ran, with no process giving a figure for them (merge lists them, with why).</summary>
    public IReadOnlyList<FailedBenchmarkFigure> FailedBenchmarks { get; init; } = [];

    /// <summary>The CPU model each micro cell names (BenchmarkDotNet's processor name); a cell that names none is absent.
    /// One run may span machines (a merged GitHub workflow run), so it is per cell.</summary>
    public IReadOnlyDictionary<string, string> CpuModelOfCell { get; init; } = new Dictionary<string, string>();

    /// <summary>Every cell folder's record as merge parsed it (web cells too): when each finished, what it ran.</summary>
    public IReadOnlyList<CellRecord> Outcomes { get; init; } = [];

    /// <summary>True when the run has the benchmark but no figure for it: its cell or the benchmark itself failed.</summary>
    public bool Failed(BenchmarkKey key) =>
        FailedCells.Any(cell => cell.Cell == key.Cell) || FailedBenchmarks.Any(benchmark => benchmark.Key.Covers(key));
}
