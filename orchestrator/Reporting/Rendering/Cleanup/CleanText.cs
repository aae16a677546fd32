using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Cleanup;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Cleanup;

/// <summary>What `clean` prints: each JsonMatrix image with what happens to it and why, then the totals.</summary>
public static class CleanText
{
    public static string Survey(ImageSurvey survey, string matrixFile, bool dryRun)
    {
        var plan = survey.Plan;
        var text = new StringBuilder();
        text.Append($"The engine has {survey.ImageCount} image(s) taking {ByteSize.Format(survey.StorageBytes)}; ")
            .Append($"{plan.Remove.Count + plan.Keep.Count} are JsonMatrix's, taking {ByteSize.Format(plan.JsonMatrixBytes)} that no other image shares.\n");
        var rows = plan.Remove.Select(choice => Row(dryRun ? "would go" : "remove", choice))
            .Concat(plan.Keep.Select(choice => Row("keep", choice)))
            .ToList();
        if (rows.Count > 0)
        {
            text.Append(TextTable.Render(["", "image", "size", "why"], rows));
        }

        if (dryRun)
        {
            text.Append($"Would remove {plan.Remove.Count} image(s) and {survey.StaleContainers} container(s) of runs that no longer run, ")
                .Append($"freeing {ByteSize.Format(plan.FreedBytes)} (the layers no kept image uses; current images are those `run` would use with {matrixFile}).\n");
        }

        return text.ToString();
    }

    public static string Result(CleanResult result) =>
        $"{result.Swept}\n"
        + $"Removed {result.Removed.Count} image(s){(result.Refused.Count > 0 ? $" ({result.Refused.Count} refused by the engine, kept)" : string.Empty)}: "
        + $"freed {ByteSize.Format(result.Freed)}; the engine's images took {ByteSize.Format(result.BytesBefore)}, now {ByteSize.Format(result.BytesAfter)} in {result.ImagesAfter} image(s).\n";

    private static IReadOnlyList<string> Row(string action, ImageChoice choice) => [action, choice.Name, ByteSize.Format(choice.Bytes), choice.Reason];
}
