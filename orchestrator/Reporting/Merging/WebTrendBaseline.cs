using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>The runtime the web trend divides by: the matrix's baseline runtime when some web cell measured there,
/// otherwise the oldest runtime with web results. The web cells are a slice of the matrix (often not its baseline
/// runtime, or one whose ASP.NET Core runtime pack the NuGet source lacks): without the fallback every serializer would
/// be compared with a runtime of its own, each named beside it, and a note per serializer would say the same thing.</summary>
public static class WebTrendBaseline
{
    /// <param name="rows">The web results.</param>
    /// <param name="cells">Every cell of the report, for why the baseline runtime has no web result.</param>
    /// <returns>The runtime, and the note that says it is not the baseline runtime (null when it is).</returns>
    public static (string Runtime, string? Note) Choose(IReadOnlyList<WebResultRow> rows, IReadOnlyList<CellData> cells, string baselineRuntime)
    {
        var measured = IdOrder.Runtimes(rows.Select(r => r.Runtime)).ToList();
        if (measured.Count == 0 || measured.Contains(baselineRuntime)) return (baselineRuntime, null);
        var oldest = measured[0];
        return (oldest, $"the web trend is relative to {oldest}, the oldest runtime with web results: the baseline runtime {baselineRuntime} has none ({Why(cells, baselineRuntime)}).");
    }

    private static string Why(IReadOnlyList<CellData> cells, string runtime)
    {
        var statuses = cells.Where(c => c.Outcome.IsWeb && c.Outcome.Runtime == runtime)
            .GroupBy(c => c.Outcome.Status).Select(g => $"{g.Select(c => c.Outcome.Id).Distinct().Count()} {g.Key}").ToList();
        return statuses.Count == 0 ? "no web cells ran there" : $"its web cells: {string.Join(", ", statuses)}";
    }
}
