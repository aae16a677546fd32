using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Running;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>The end-of-run summary: counts by status, each failure's reason, the orchestration overhead per cell
/// (median over cells of wall time minus the bench's own durations; one-time publishes and image builds are
/// reported apart as set-up) and where the reports are.</summary>
public static class RunSummary
{
    public static string Render(string runId, IReadOnlyList<CellRecord> records, TimeSpan elapsed, IReadOnlyList<string> reportFiles)
    {
        var text = new StringBuilder();
        var repeats = records.Count == 0 ? 1 : records.Max(record => record.Repeat);
        var count = repeats == 1 ? $"{records.Count} cells" : $"{records.Select(record => record.Id).Distinct().Count()} cells x {repeats} repeats, {records.Count} cell runs";
        var counts = string.Join(", ", CellStatus.All.Select(status => $"{records.Count(record => record.Status == status)} {status}"));
        text.AppendLine(Invariant($"Run {runId}: {count}: {counts}, in {Duration(elapsed)}."));
        foreach (var status in CellStatus.All.Where(status => status != CellStatus.Ok))
        {
            foreach (var record in records.Where(record => record.Status == status))
            {
                text.AppendLine($"  {status,-11} {Name(record)}: {record.Reason}");
            }
        }

        var overheads = records.Where(record => record.OverheadMs is not null).Select(record => record.OverheadMs!.Value).ToList();
        text.AppendLine(overheads.Count == 0
            ? "Orchestration overhead per cell: not measured (no cell reported the bench's durations)."
            : Invariant($"Orchestration overhead per cell: median {Seconds(Median(overheads))} (min {Seconds(overheads.Min())}, max {Seconds(overheads.Max())}, {overheads.Count} cells; wall time minus the bench's validation and benchmark durations)."));
        var setupMs = records.SelectMany(record => record.Steps).Where(step => step.Shared).Sum(step => step.Milliseconds);
        if (setupMs > 0)
        {
            text.AppendLine(Invariant($"One-time set-up (publishes, image builds): {Seconds(setupMs)}."));
        }

        text.AppendLine(reportFiles.Count == 0 ? "Reports: none written." : "Reports:");
        foreach (var file in reportFiles)
        {
            text.AppendLine($"  {file}");
        }

        return text.ToString();
    }

    private static string Name(CellRecord record) => record.Repeat == 1 ? record.Id : $"{record.Id} (repeat {record.Repeat})";

    public static double Median(IReadOnlyList<long> values)
    {
        var sorted = values.Order().ToList();
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }

    public static string Seconds(double milliseconds) => Invariant($"{milliseconds / 1000:0.00} s");

    public static string Duration(TimeSpan duration) => duration.TotalHours >= 1
        ? Invariant($"{(int)duration.TotalHours} h {duration.Minutes:00} min")
        : Invariant($"{(int)duration.TotalMinutes} min {duration.Seconds:00} s");

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
