using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Reports.Merging;

/// <summary>One copy per cell id: the one that finished last (of equal times, the one read last); says which won.</summary>
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
            kept.Add(newest);
            if (ordered.Count == 1) continue;
            var ignored = ordered.Take(ordered.Count - 1).Select(c => $"{c.Folder} ({Describe(c)})");
            notes.Add($"cell {copies.Key} was found {ordered.Count} times; kept the newest, {newest.Folder} ({Describe(newest)}); ignored {string.Join(", ", ignored)}.");
        }
        return (kept, notes);
    }

    private static string Describe(CellData cell) =>
        (cell.Outcome.FinishedUtc is { } finished ? "finished " + finished.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss'Z'", CultureInfo.InvariantCulture) : "no finish time")
        + ", " + cell.Outcome.Status;
}
