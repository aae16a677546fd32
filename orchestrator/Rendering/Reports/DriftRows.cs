using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Rendering.Reports;

/// <summary>The "Drift and interference" table, the same in report.md and report.html.</summary>
public static class DriftRows
{
    public static readonly IReadOnlyList<string> Headers =
        ["cell", "calibration before", "after", "change", "vs run median", "load average before → after", "steal", "flag"];

    public static string Rule(MergedReport report) =>
        "Each cell times a fixed calibration round (a chain of integer multiply-adds, the same code on every runtime) before and after its "
        + $"benchmarks, and records the machine's load. A cell is flagged, and its results marked noisy, when its calibration, before and after alike, is more than "
        + $"{Percent.Format(report.NoiseThreshold)} above the median of the run's cells of its runtime (the machine was slower: something else ran on its core; runtimes are compared only with themselves), "
        + $"or when its calibration changed by more than {Percent.Format(report.NoiseThreshold)} during the cell.";

    public static IEnumerable<IReadOnlyList<string>> Of(MergedReport report) =>
        report.Cells.Where(c => c.Drift is not null).Select(c => (IReadOnlyList<string>)
        [
            c.Id, Units.Time(c.Drift!.Sample.CalibrationBeforeNs), Units.Time(c.Drift.Sample.CalibrationAfterNs),
            Signed(c.Drift.ChangePercent), Signed(c.Drift.VersusRunPercent),
            $"{Load(c.Drift.Sample.LoadAverageBefore)} → {Load(c.Drift.Sample.LoadAverageAfter)}",
            c.Drift.Sample.StealPercent is { } s ? s.ToString("0.#", CultureInfo.InvariantCulture) + " %" : "–",
            c.Drift.Flag ?? "",
        ]);

    private static string Signed(double percent) => percent.ToString("+0.#;-0.#;0", CultureInfo.InvariantCulture) + " %";

    private static string Load(double? value) => value?.ToString("0.00", CultureInfo.InvariantCulture) ?? "–";
}
