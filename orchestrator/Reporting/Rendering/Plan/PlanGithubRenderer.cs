using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Plan;

/// <summary>
/// `plan --format github`: one line of JSON for `strategy.matrix` of a workflow:
/// {"include":[{"group":…,"runner":…,"filters":"runtime=… serializer=…","cells":"id id","minutes":…,"split":null}]}:
/// one job per runtime (GithubMatrixPlanner), its estimate, and why it holds only part of one where it does.
/// </summary>
public static class PlanGithubRenderer
{
    public static string Render(GithubMatrixPlan plan) => JsonText.SerializeOneLine(
        new GithubPlanDocument([.. plan.Entries.Select(entry => new GithubJobDocument(entry.Group, entry.Runner, entry.Filters, string.Join(" ", entry.Cells.Select(c => c.Id)),
            (int)System.Math.Ceiling(entry.Estimate.TotalMinutes), entry.Split))]),
        FormatsJsonContext.ReadableOneLine.GithubPlanDocument);
}
