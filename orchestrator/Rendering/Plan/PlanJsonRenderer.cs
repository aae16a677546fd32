using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Packages;
using System.Linq;

namespace JsonMatrix.Orchestrator.Rendering.Plan;

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
        return JsonText.Write(writer =>
        {
            writer.WriteStartObject();
            writer.WriteString("job", matrix.Job);
            writer.WriteNumber("repeats", totals.Repeats);
            writer.WriteNumber("coreSets", totals.CoreSets);
            writer.WriteNumber("cellRuns", totals.CellRuns);
            writer.WriteStartObject("estimate");
            writer.WriteNumber("cellsSeconds", Seconds(totals.Cells));
            writer.WriteNumber("setupSeconds", Seconds(totals.Setup));
            writer.WriteNumber("totalSeconds", Seconds(totals.Total));
            writer.WriteBoolean("learned", totals.Learned);
            writer.WriteEndObject();
            writer.WriteStartArray("cells");
            foreach (var cell in cells)
            {
                writer.WriteStartObject();
                writer.WriteString("id", cell.Id);
                writer.WriteString("runtime", cell.Runtime.Id);
                writer.WriteString("serializer", cell.Serializer.Id);
                writer.WriteString("workload", cell.Workload);
                writer.WriteString("escaping", cell.ValueOf("escaping"));
                writer.WriteString("lifetime", cell.ValueOf("lifetime"));
                writer.WriteString("platform", cell.Runtime.Platform);
                writer.WriteString("host", cell.Runtime.Host);
                writer.WriteString("framework", cell.Runtime.Framework);
                writer.WriteString("runtimeVersion", cell.Runtime.RuntimeVersion);
                writer.WriteString("label", cell.Runtime.Label);
                writer.WriteString("package", cell.Serializer.Package);
                writer.WriteString("version", cell.Serializer.VersionFor(cell.Runtime.Id));
                writer.WriteString("job", matrix.Job);
                var benchmarks = matrix.BenchmarksOf(cell);
                writer.WriteNumber("benchmarks", benchmarks.Count);
                writer.WriteNumber("estimatedSeconds", Seconds(estimate.ForCell(matrix.Job, cell, benchmarks, matrix.Web)));
                if (availability.Unavailable.TryGetValue(cell.Id, out var missing))
                {
                    writer.WriteString("unavailable", missing);
                }
                writer.WriteEndObject();
            }
            writer.WriteEndArray();
            writer.WriteEndObject();
        }, indented: true);
    }

    private static double Seconds(System.TimeSpan duration) => System.Math.Round(duration.TotalSeconds, 1);
}
