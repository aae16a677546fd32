using System.Linq;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Plan;

/// <summary>
/// `plan --format github`: one line of JSON for `strategy.matrix` of a workflow:
/// {"include":[{"group":…,"runner":…,"filters":"runtime=… serializer=…","cells":"id id"}]}.
/// </summary>
public static class PlanGithubRenderer
{
    public static string Render(GithubMatrixPlan plan) => JsonText.Write(writer =>
    {
        writer.WriteStartObject();
        writer.WriteStartArray("include");
        foreach (var entry in plan.Entries)
        {
            writer.WriteStartObject();
            writer.WriteString("group", entry.Group);
            writer.WriteString("runner", entry.Runner);
            writer.WriteString("filters", entry.Filters);
            writer.WriteString("cells", string.Join(" ", entry.Cells.Select(c => c.Id)));
            writer.WriteEndObject();
        }
        writer.WriteEndArray();
        writer.WriteEndObject();
    }, indented: false);
}
