using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Rendering.Plan;

/// <summary>`plan --format text`: the cells as a table, and how long running them one after another may take.</summary>
public static class PlanTextRenderer
{
    private static readonly string[] Headers = ["cell", "runtime", "serializer", "version", "escaping", "lifetime", "platform", "host", "benchmarks"];

    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells) => Render(matrix, cells, DurationEstimate.BuiltIn);

    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells, DurationEstimate estimate)
    {
        var rows = cells.Select(cell => (IReadOnlyList<string>)
        [
            cell.Id, cell.Runtime.Id + (cell.Runtime.RuntimeVersion is { } v ? $" ({v})" : ""), cell.Serializer.Id,
            cell.Serializer.VersionFor(cell.Runtime.Id), cell.Escaping, cell.Lifetime, cell.Runtime.Platform, cell.Runtime.Host,
            matrix.BenchmarksOf(cell).Count.ToString(System.Globalization.CultureInfo.InvariantCulture),
        ]).ToList();
        var benchmarks = cells.Sum(cell => matrix.BenchmarksOf(cell).Count);
        var sets = matrix.Limits.CpuSets.Count;
        var cellTime = cells.Aggregate(System.TimeSpan.Zero, (sum, cell) => sum + estimate.ForCell(matrix.Job, cell, matrix.BenchmarksOf(cell))) / sets;
        var setup = estimate.Setup(cells, matrix.Job);
        var shape = matrix.Studies.Count == 0
            ? $"{cells.Count} cells x {benchmarks / System.Math.Max(1, cells.Count)} benchmarks ({matrix.Payloads.Count} payloads x {matrix.Operations.Count} operations)"
            : $"{cells.Count} cells, {benchmarks} benchmarks (studies: {string.Join(", ", matrix.Studies.Select(s => s.Id))})";
        var source = estimate.IsLearned
            ? "figures learned from earlier runs on this machine"
            : $"built-in figures: about {DurationEstimate.Format(DurationEstimate.PerBenchmark[matrix.Job])} per benchmark plus {DurationEstimate.Format(DurationEstimate.PerCellOverhead)} per cell";
        return TextTable.Render(Headers, rows) + "\n" +
            $"{shape}, job '{matrix.Job}'.\n" +
            $"Estimated time: {DurationEstimate.Format(cellTime + setup)} {(sets == 1 ? "one cell after another" : $"on {sets} core sets at once")} " +
            $"({DurationEstimate.Format(cellTime)} of cells, {DurationEstimate.Format(setup)} of publishing and image builds when nothing is cached; {source}).\n";
    }
}
