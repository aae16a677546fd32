using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Rendering.Plan;

/// <summary>`plan --format text`: the cells as a table, and how long running them one after another may take.</summary>
public static class PlanTextRenderer
{
    private static readonly string[] Headers = ["cell", "runtime", "serializer", "version", "escaping", "lifetime", "platform", "host"];

    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells)
    {
        var rows = cells.Select(cell => (IReadOnlyList<string>)
        [
            cell.Id, cell.Runtime.Id + (cell.Runtime.RuntimeVersion is { } v ? $" ({v})" : ""), cell.Serializer.Id,
            cell.Serializer.VersionFor(cell.Runtime.Id), cell.Escaping, cell.Lifetime, cell.Runtime.Platform, cell.Runtime.Host,
        ]).ToList();
        var benchmarks = DurationEstimate.BenchmarksPerCell(matrix);
        var perCell = DurationEstimate.ForCell(matrix);
        return TextTable.Render(Headers, rows) + "\n" +
            $"{cells.Count} cells x {benchmarks} benchmarks ({matrix.Payloads.Count} payloads x {matrix.Operations.Count} operations), job '{matrix.Job}'.\n" +
            $"Estimated time: {DurationEstimate.Format(DurationEstimate.ForCells(matrix, cells.Count))} one cell after another " +
            $"({DurationEstimate.Format(perCell)} per cell: about {DurationEstimate.Format(DurationEstimate.PerBenchmark[matrix.Job])} per benchmark " +
            $"plus {DurationEstimate.Format(DurationEstimate.PerCellOverhead)} per cell; a rough estimate).\n";
    }
}
