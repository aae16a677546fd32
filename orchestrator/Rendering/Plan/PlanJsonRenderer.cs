using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Rendering.Plan;

/// <summary>`plan --format json`: a JSON array of the cells, for scripts.</summary>
public static class PlanJsonRenderer
{
    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells) => Render(matrix, cells, DurationEstimate.BuiltIn);

    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells, DurationEstimate estimate)
    {
        return JsonText.Write(writer =>
        {
            writer.WriteStartArray();
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
                writer.WriteNumber("estimatedSeconds", System.Math.Round(estimate.ForCell(matrix.Job, cell, benchmarks, matrix.Web).TotalSeconds, 1));
                writer.WriteEndObject();
            }
            writer.WriteEndArray();
        }, indented: true);
    }
}
