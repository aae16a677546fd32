using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>The end-of-run summary: counts by status, each failure's reason, the orchestration overhead per cell
/// (median over cells of wall time minus the bench's own durations; one-time publishes and image builds are
/// reported apart as set-up) and where the reports are.</summary>
public static class RunSummary
{
    /// <param name="records">Every process the run ended with (a kept one from before a resume included).</param>
    /// <param name="reported">The cells as the merged report judged them, or null when no report was merged: the
    /// report's verdict is the run's (a cell whose files merge refuses is failed though its process ended ok), so the
    /// summary and report.json never disagree.</param>
    public static string Render(string runId, IReadOnlyList<CellRecord> records, IReadOnlyList<CellSummary>? reported, TimeSpan elapsed, IReadOnlyList<string> reportFiles)
    {
        var text = new StringBuilder();
        var verdicts = Verdicts(records, reported);
        var processes = records.Count == 0 ? 1 : records.Where(record => record.Rerun is null).Select(record => record.Repeat).DefaultIfEmpty(1).Max();
        var standIns = records.Count(record => record.Rerun is not null);
        var cells = records.Select(record => record.Id).Union(verdicts.Select(verdict => verdict.Id)).Count();
        var count = processes == 1 ? $"{cells} cells" : $"{cells} cells in {records.Count} processes (a micro cell in {processes}{(standIns > 0 ? $", and {standIns} stand-in{(standIns == 1 ? "" : "s")} for slow ones" : "")})";
        var counts = string.Join(", ", CellStatus.All.Select(status => $"{verdicts.Count(verdict => verdict.Status == status)} {status}"));
        text.AppendLine(Invariant($"Run {runId}: {count}: {counts}, in {Duration(elapsed)}."));
        foreach (var status in CellStatus.All.Where(status => status != CellStatus.Ok))
        {
            foreach (var verdict in verdicts.Where(verdict => verdict.Status == status))
            {
                text.AppendLine($"  {status,-11} {verdict.Name}: {verdict.Reason}");
            }
        }

        foreach (var record in FailedProcessesOfKeptCells(records, verdicts))
        {
            text.AppendLine($"  {CellStatus.Failed,-11} {Name(record)}: {record.Reason} (the report keeps the cell from its other processes)");
        }

        var overheads = records.Where(record => record.OverheadMs is not null).Select(record => record.OverheadMs!.Value).ToList();
        text.AppendLine(overheads.Count == 0
            ? "Orchestration overhead per cell: not measured (no cell reported the bench's durations)."
            : Invariant($"Orchestration overhead per cell: median {Seconds(Median(overheads))} (min {Seconds(overheads.Min())}, max {Seconds(overheads.Max())}, {overheads.Count} cells; wall time minus the bench's validation and benchmark durations)."));
        var setupMs = records.SelectMany(record => record.Steps).Where(step => step.Shared).Sum(step => step.Milliseconds);
        if (setupMs > 0)
        {
            text.AppendLine(Invariant($"One-time set-up (publishes, image builds): {Seconds(setupMs)} of build time (before the first cell, two builds at a time)."));
        }

        text.AppendLine(reportFiles.Count == 0 ? "Reports: none written." : "Reports:");
        foreach (var file in reportFiles)
        {
            text.AppendLine($"  {file}");
        }

        return text.ToString();
    }

    /// <summary>True when a cell failed in the report's verdict (its records' without a report), or a process failed
    /// whose cell the report kept from the others: either fails the run, and the summary names it.</summary>
    public static bool AnyFailed(IReadOnlyList<CellRecord> records, IReadOnlyList<CellSummary>? reported)
    {
        var verdicts = Verdicts(records, reported);
        return verdicts.Any(verdict => CellStatus.IsFailure(verdict.Status)) || FailedProcessesOfKeptCells(records, verdicts).Any();
    }

    private static IEnumerable<CellRecord> FailedProcessesOfKeptCells(IReadOnlyList<CellRecord> records, List<Verdict> verdicts) =>
        records.Where(record => CellStatus.IsFailure(record.Status)
            && verdicts.Any(verdict => verdict.Id == record.Id && !CellStatus.IsFailure(verdict.Status)));

    private sealed record Verdict(string Id, string Name, string Status, string? Reason);

    /// <summary>One verdict per cell: the report's; without a report, its processes' records (the first failed one, if any).</summary>
    private static List<Verdict> Verdicts(IReadOnlyList<CellRecord> records, IReadOnlyList<CellSummary>? reported) => reported is null
        ? [.. records.GroupBy(record => record.Id)
            .Select(processes => processes.FirstOrDefault(record => CellStatus.IsFailure(record.Status)) ?? processes.First())
            .Select(record => new Verdict(record.Id, Name(record), record.Status, record.Reason))]
        : [.. reported.Select(cell => new Verdict(cell.Id, cell.Id, cell.Status, cell.Reason))];

    private static string Name(CellRecord record) => record.Repeat == 1 ? record.Id : $"{record.Id} (process {record.Repeat})";

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
