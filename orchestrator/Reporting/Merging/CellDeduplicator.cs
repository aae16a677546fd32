using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>One copy per cell id: the one that finished last (of equal times, the one read last); says which won. A cell
/// run with --repeat keeps every repeat of the run of its newest copy (one copy per repeat), never mixing two runs.</summary>
public static class CellDeduplicator
{
    public static (IReadOnlyList<CellData> Cells, IReadOnlyList<string> Notes) Deduplicate(IReadOnlyList<CellData> cells)
    {
        var kept = new List<CellData>();
        var notes = new List<string>();
        foreach (var copies in cells.GroupBy(c => c.Outcome.Id))
        {
            var ordered = copies.OrderBy(c => c.Outcome.FinishedUtc ?? DateTimeOffset.MinValue).ThenBy(c => c.Order).ToList();
            var newest = ordered[^1];
            var keep = newest.Outcome.Repeat == 1 && ordered.All(c => c.Outcome.Repeat == 1)
                ? [newest]
                : ordered.Where(c => c.Outcome.RunId == newest.Outcome.RunId).GroupBy(c => c.Outcome.Repeat).Select(g => g.Last()).OrderBy(c => c.Outcome.Repeat).ToList();
            kept.AddRange(keep);
            if (ordered.Count == keep.Count) continue;
            var ignored = ordered.Except(keep).Select(c => $"{c.Folder} ({Describe(c)})");
            notes.Add(keep.Count == 1
                ? $"cell {copies.Key} was found {ordered.Count} times; kept the newest, {newest.Folder} ({Describe(newest)}); ignored {string.Join(", ", ignored)}."
                : $"cell {copies.Key} was found {ordered.Count} times; kept the {keep.Count} repeats of the newest run ({newest.Outcome.RunId}); ignored {string.Join(", ", ignored)}.");
        }
        return (kept, notes);
    }

    private static string Describe(CellData cell) =>
        (cell.Outcome.FinishedUtc is { } finished ? "finished " + finished.ToString("yyyy-MM-dd'T'HH:mm:ss'Z'", CultureInfo.InvariantCulture) : "no finish time")
        + ", " + cell.Outcome.Status;
}
