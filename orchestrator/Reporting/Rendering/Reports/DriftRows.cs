using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The "Drift and interference" table, the same in report.md and report.html.</summary>
public static class DriftRows
{
    public static readonly IReadOnlyList<string> Headers =
        ["cell", "calibration before", "after", "change", "vs run median", "load average before → after", "steal", "flag"];

    public static string Rule(MergedReport report) =>
        "Each cell times a fixed calibration round (a chain of integer multiply-adds, the same code on every runtime) before and after its "
        + $"benchmarks, and records the machine's load. A cell is flagged, and its results marked noisy, when its calibration, before and after alike, is more than "
        + $"{Percent.Format(report.NoiseThreshold)} above the median of the run's cells of its runtime (the machine was slower: something else ran on its core; runtimes are compared only with themselves), "
        + $"or when its calibration changed by more than {Percent.Format(report.NoiseThreshold)} during the cell. "
        + "It is flagged, and its results marked noisy, when another JsonMatrix run held CPUs of the machine as its benchmarks started or ended; "
        + "flagged only when the run had to wait for its core set before it (another run measured there until just before).";

    /// <summary>Whether the report shows the table: micro cells record a calibration; web cells only an interference flag.</summary>
    public static bool Shown(MergedReport report) => report.HasMicro || Of(report).Any();

    /// <summary>Cells that recorded a calibration or were flagged for interference; a repeated cell, one row per repeat.</summary>
    public static IEnumerable<IReadOnlyList<string>> Of(MergedReport report) =>
        report.Cells.SelectMany(c => c.RepeatDrifts.Count == 0
                ? [(Label: c.Id, c.Drift, c.InterferenceFlag)]
                : c.RepeatDrifts.Select(r => (Label: $"{c.Id} (repeat {r.Repeat})", r.Drift, r.InterferenceFlag)))
            .Where(row => row.Drift is not null || row.InterferenceFlag is not null)
            .Select(row => Row(row.Label, row.Drift, row.InterferenceFlag));

    private static IReadOnlyList<string> Row(string label, CellDrift? drift, string? interference) =>
    [
        label, Time(drift?.Sample.CalibrationBeforeNs), Time(drift?.Sample.CalibrationAfterNs),
        Signed(drift?.ChangePercent), Signed(drift?.VersusRunPercent),
        drift is { } d ? $"{Load(d.Sample.LoadAverageBefore)} → {Load(d.Sample.LoadAverageAfter)}" : "–",
        drift?.Sample.StealPercent is { } s ? s.ToString("0.#", CultureInfo.InvariantCulture) + " %" : "–",
        string.Join("; ", new[] { drift?.Flag, interference }.OfType<string>()),
    ];

    private static string Time(double? ns) => ns is { } value ? Units.Time(value) : "–";

    private static string Signed(double? percent) => percent is { } p ? p.ToString("+0.#;-0.#;0", CultureInfo.InvariantCulture) + " %" : "–";

    private static string Load(double? value) => value?.ToString("0.00", CultureInfo.InvariantCulture) ?? "–";
}
