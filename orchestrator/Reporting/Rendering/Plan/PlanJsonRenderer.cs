using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Plan;

/// <summary>`plan --format json`, for scripts: the run's repeats and estimated totals (as the text plan counts them),
/// then the cells, each with the estimate of one run of it.</summary>
public static class PlanJsonRenderer
{
    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells) => Render(matrix, cells, DurationEstimate.BuiltIn);

    /// <param name="repeats">run --repeat: the totals count every cell that many times.</param>
    /// <param name="availability">Cells the NuGet source cannot publish: "unavailable" with the reason, not in the totals.</param>
    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells, DurationEstimate estimate, int repeats = 1, CellAvailability? availability = null)
    {
        availability ??= CellAvailability.AllAvailable;
        var totals = PlanTotals.Of(matrix, [.. cells.Where(availability.IsAvailable)], estimate, repeats);
        var document = new PlanDocument(
            matrix.Job, totals.Repeats, totals.CoreSets, totals.CellRuns,
            new PlanEstimateDocument(Seconds(totals.Cells), Seconds(totals.Setup), Seconds(totals.Total), totals.Learned),
            [.. cells.Select(cell => CellOf(matrix, cell, estimate, availability))]);
        return JsonText.Serialize(document, FormatsJsonContext.Readable.PlanDocument);
    }

    private static PlanCellDocument CellOf(MatrixDefinition matrix, Cell cell, DurationEstimate estimate, CellAvailability availability)
    {
        var benchmarks = matrix.BenchmarksOf(cell);
        return new PlanCellDocument(
            cell.Id, cell.Runtime.Id, cell.Serializer.Id, cell.Workload, cell.ValueOf("escaping"), cell.ValueOf("lifetime"),
            cell.Runtime.Platform, cell.Runtime.Host, cell.Runtime.Framework, cell.Runtime.RuntimeVersion, cell.Runtime.Label,
            cell.Serializer.Package, cell.Serializer.VersionFor(cell.Runtime.Id), matrix.Job,
            benchmarks.Count, Seconds(estimate.ForCell(matrix.Job, cell, benchmarks, matrix.Web)),
            availability.NotApplicable.ContainsKey(cell.Id) ? null : availability.Unavailable.GetValueOrDefault(cell.Id))
        {
            NotApplicable = availability.NotApplicable.GetValueOrDefault(cell.Id),
        };
    }

    private static double Seconds(System.TimeSpan duration) => System.Math.Round(duration.TotalSeconds, 1);
}
