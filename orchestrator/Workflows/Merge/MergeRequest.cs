using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Workflows.Merge;

/// <summary>The merge command's arguments and options after parsing.</summary>
/// <param name="Inputs">Run folders (holding cells/), cells/ folders or single cell folders.</param>
/// <param name="OutputDirectory">--out; null: the first input.</param>
/// <param name="MatrixPath">The matrix whose baseline and noise threshold the report uses; null: matrix.yaml at the repository root.</param>
/// <param name="FailOnFailedCells">Exit 1 when a merged cell failed, after writing the reports.</param>
public sealed record MergeRequest(IReadOnlyList<string> Inputs, string? OutputDirectory, string? MatrixPath, bool FailOnFailedCells)
{
    /// <summary>--previous: an earlier run folder the findings are set beside; null: none.</summary>
    public string? PreviousRun { get; init; }

    /// <summary>--keep-cells: copy the merged cell folders into the output's cells/ folder (<see cref="CellCopy"/>).</summary>
    public bool KeepCells { get; init; }
}
