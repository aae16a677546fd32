using System;
using System.Collections.Generic;
using JsonMatrix.Orchestrator.Comparing;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>One run as history sees it: where it came from, when it finished (its newest cell), the commit when the run
/// folder says (source.json), the versions each cell ran, and every benchmark's figures.</summary>
public sealed record RunSnapshot(
    string Folder,
    DateTimeOffset? FinishedUtc,
    string? Commit,
    IReadOnlyDictionary<string, string> CellVersions,
    IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> Figures)
{
    /// <summary>Cells merge calls failed, and benchmarks without a figure, each with why (the run has no point for them).</summary>
    public IReadOnlyList<FailedCell> FailedCells { get; init; } = [];

    public IReadOnlyList<FailedBenchmarkFigure> FailedBenchmarks { get; init; } = [];
}
