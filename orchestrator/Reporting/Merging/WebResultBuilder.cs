using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;
using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>Web cells → <see cref="WebSection"/>: medians over each scenario's measured windows (Perfolizer's median),
/// ratios to the baseline serializer on the same runtime (paired by round when the windows ran in rotation:
/// <see cref="WebRoundRatios"/>, with the median's distribution-free interval, <see cref="MedianInterval"/>), and the trend across runtimes (relative to the baseline
/// runtime, or to the oldest runtime with web results when it has none: <see cref="WebTrendBaseline"/>).</summary>
public static class WebResultBuilder
{
    public static WebSection Build(IReadOnlyList<CellData> cells, Baseline baseline, double noiseThreshold)
    {
        // With run --repeat a cell has several folders: their windows pool into one row per scenario.
        var scenarios = cells.Where(c => c.Web is not null && c.Outcome.Status == CellStatus.Ok)
            .GroupBy(c => c.Outcome.Id)
            .SelectMany(cell => cell.SelectMany(c => c.Web!.Scenarios).Where(s => s.Repeats.Count > 0).GroupBy(s => s.Id)
                .Select(scenario => (Cell: cell.First(), Scenario: scenario.First(), Windows: (IReadOnlyList<WebRepeat>)[.. scenario.SelectMany(s => s.Repeats)],
                    Unsteady: scenario.FirstOrDefault(s => s.Warmup is { Steady: false })?.Warmup)))
            .ToList();
        var windows = scenarios.ToDictionary(s => (s.Cell.Outcome.Id, s.Scenario.Id), s => s.Windows);
        var runs = scenarios.GroupBy(s => s.Cell.Outcome.Id).ToDictionary(g => g.Key, g => g.First().Cell.Outcome.RunId);
        var slowRounds = WebHostRounds.SlowRounds(windows, cell => runs[cell]);
        var rows = scenarios.Select(s => Row(s.Cell, s.Scenario, s.Windows, slowRounds.GetValueOrDefault((s.Cell.Outcome.Id, s.Scenario.Id)), s.Unsteady, noiseThreshold)).ToList();
        rows = rows.Select(row => WithFloorRatio(WithRatio(row, rows, baseline.Serializer, windows), rows)).ToList();
        var (trendBaseline, baselineNote) = WebTrendBaseline.Choose(rows, cells, baseline.Runtime);
        var (trends, notes) = TrendCalculator.Compute(rows, trendBaseline);
        if (baselineNote is not null) notes = [baselineNote, .. notes];
        notes = [.. notes, .. SlowRoundNotes(rows, cell => runs[cell], baseline.Serializer)];
        var loads = cells.Where(c => c.Web is not null && c.Outcome.Status == CellStatus.Ok).Select(c => Load(c.Web!.Settings)).Distinct().ToList();
        if (loads.Count > 1)
            notes = [.. notes, $"the web cells ran with {loads.Count} different load settings (listed under Load): requests/s measured with different settings do not compare."];
        return new WebSection(rows, trends, notes) { Loads = loads, TrendBaseline = trendBaseline };
    }

    private static string Load(WebSettings s) => string.Create(CultureInfo.InvariantCulture,
        $"{s.Repeats} × {s.DurationSeconds:0.#} s windows per scenario after {Warmup(s)}, {s.Connections} connections, {s.LoadGenerator}; ")
        + new WebPinning(s.ServerCpus, s.ClientCpus).Text;

    // The orchestrator runs a run's web cells together, and their servers warm up together (web/Running/WarmupCycles).
    private static string Warmup(WebSettings s) => s.MaxWarmupSeconds is { } max && max > s.WarmupSeconds
        ? string.Create(CultureInfo.InvariantCulture, $"a warm-up of {s.WarmupSeconds:0.#} to {max:0.#} cycles (a 1 s burst on every server and scenario at once, then a pause) until every server stops compiling")
        : string.Create(CultureInfo.InvariantCulture, $"a warm-up of {s.WarmupSeconds:0.#} cycle{(s.WarmupSeconds == 1 ? "" : "s")} (a 1 s burst on every server and scenario at once, then a pause)");

    // One line per run and scenario whose rotation left rounds out: which, and what still uses them.
    private static IEnumerable<string> SlowRoundNotes(IReadOnlyList<WebResultRow> rows, Func<string, string?> runOf, string baselineSerializer) =>
        rows.Where(row => row.RoundsLeftOut is { Count: > 0 })
            .GroupBy(row => (Run: runOf(row.Cell), row.Scenario))
            .Select(group =>
            {
                var left = group.First().RoundsLeftOut!;
                var total = group.First().Repeats;
                return string.Create(CultureInfo.InvariantCulture,
                    $"{group.Key.Scenario}: requests/s and latencies from {total - left.Count} of {total} rounds: in round{(left.Count == 1 ? "" : "s")} {Join(left)} the rotation's {group.Count()} servers together (the geometric mean of each one's window over its median) served more than {(1 - 1 / HostState.SlowLimit) * 100:0} % less than in its fastest round, which is the host's state, so they are left out; the ratios to {baselineSerializer} pair the rounds in which both servers ran at their fast speed.");
            });

    private static string Join(IReadOnlyList<int> rounds) =>
        rounds.Count == 1 ? rounds[0].ToString(CultureInfo.InvariantCulture)
        : string.Join(", ", rounds.Take(rounds.Count - 1)) + " and " + rounds[^1].ToString(CultureInfo.InvariantCulture);

    /// <param name="slowRounds">Rounds the host ran slow in (<see cref="WebHostRounds"/>): left out of requests/s, its
    /// interval and spread, and the latencies; null or empty: every window counts. Of the rest, the server's windows at its
    /// CPU's slow speed go too (<see cref="WebFastWindows"/>).</param>
    private static WebResultRow Row(CellData cell, WebScenario scenario, IReadOnlyList<WebRepeat> all, IReadOnlyList<int>? slowRounds, WebWarmup? unsteady, double noiseThreshold)
    {
        var hostFast = slowRounds is { Count: > 0 } ? [.. all.Where(w => w.Round is not { } round || !slowRounds.Contains(round))] : all;
        var (windows, slowWindows) = WebFastWindows.Keep(hostFast);
        var rps = Median(windows.Select(w => w.RequestsPerSecond));
        var min = windows.Min(w => w.RequestsPerSecond);
        var max = windows.Max(w => w.RequestsPerSecond);
        var allocated = all.Where(w => w.ServerAllocatedBytesPerRequest is not null).Select(w => w.ServerAllocatedBytesPerRequest!.Value).ToList();
        var row = new WebResultRow(cell.Outcome.Id, cell.Outcome.Runtime, cell.Outcome.Serializer, scenario.Id, scenario.Method, scenario.Path, all.Count,
            rps, min, max, Median(windows.Select(w => w.LatencyP50Us)), Median(windows.Select(w => w.LatencyP90Us)), Median(windows.Select(w => w.LatencyP99Us)),
            all.Sum(w => w.Errors), all.Sum(w => w.Non2xx), allocated.Count == 0 ? null : Median(allocated),
            scenario.RequestBytes, scenario.ResponseBytes, null, null, null)
        {
            RoundsLeftOut = slowRounds is { Count: > 0 } ? slowRounds : null,
            SlowWindowsLeftOut = slowWindows > 0 ? slowWindows : null,
        };
        return row with
        {
            Noise = UnsteadyWarmup(unsteady) ?? NoiseOf(row, noiseThreshold),
            MedianInterval = windows.Count < 2 ? null : MedianInterval.Of([.. windows.Select(w => w.RequestsPerSecond)]),
        };
    }

    // The server was still speeding up when the measured windows began: they understate what it serves once warm.
    private static string? UnsteadyWarmup(WebWarmup? warmup) => warmup is null ? null
        : string.Create(CultureInfo.InvariantCulture, $"not steady after a {warmup.Seconds:0} s warm-up ({string.Join(" → ", warmup.RequestsPerSecond.TakeLast(3).Select(r => r.ToString("N0", CultureInfo.InvariantCulture)))} requests/s): the measured windows may still be speeding up");

    // One window cannot show a spread; windows further apart than the threshold cannot rank serializers that close.
    private static string? NoiseOf(WebResultRow row, double threshold) =>
        row.Repeats < 2 ? "one measured window: no spread to judge"
        : row.SpreadPercent > threshold * 100
            ? string.Create(CultureInfo.InvariantCulture, $"windows spread ±{row.SpreadPercent:0.#} % around the median, beyond the noise threshold of {threshold * 100:0.#} %")
            : null;

    private static WebResultRow WithRatio(WebResultRow row, IReadOnlyList<WebResultRow> rows, string baselineSerializer,
        IReadOnlyDictionary<(string Cell, string Scenario), IReadOnlyList<WebRepeat>> windows)
    {
        var baseline = rows.FirstOrDefault(b => b.Runtime == row.Runtime && b.Scenario == row.Scenario && b.Serializer == baselineSerializer);
        if (baseline is null || baseline.RequestsPerSecond <= 0) return row;
        if (baseline == row) return row with { Ratio = 1 };
        if (WebRoundRatios.Of(windows[(row.Cell, row.Scenario)], windows[(baseline.Cell, baseline.Scenario)]) is { Count: > 0 } paired)
        {
            // The rounds' ratios are the replicates: the median's own 95 % interval, not the slowest–fastest round's.
            var interval = MedianInterval.Of(paired);
            return row with { Ratio = Median(paired), RatioInterval = new RatioInterval(interval.Lower, interval.Upper), PairedRounds = paired.Count };
        }

        var upper = baseline.RequestsPerSecondMin > 0 ? row.RequestsPerSecondMax / baseline.RequestsPerSecondMin : (double?)null;
        return row with
        {
            Ratio = row.RequestsPerSecond / baseline.RequestsPerSecond,
            RatioInterval = new RatioInterval(row.RequestsPerSecondMin / baseline.RequestsPerSecondMax, upper),
        };
    }

    // The same reading as the micro results' "floor ×": how many times the floor's cost, here its throughput over this row's.
    private static WebResultRow WithFloorRatio(WebResultRow row, IReadOnlyList<WebResultRow> rows)
    {
        var floor = rows.FirstOrDefault(f => f.Runtime == row.Runtime && f.Scenario == row.Scenario && f.Serializer == KnownIds.Floor);
        if (floor is null || row.RequestsPerSecond <= 0) return row;
        if (floor.Cell == row.Cell) return row with { FloorRatio = 1 };
        var upper = row.RequestsPerSecondMin > 0 ? floor.RequestsPerSecondMax / row.RequestsPerSecondMin : (double?)null;
        return row with
        {
            FloorRatio = floor.RequestsPerSecond / row.RequestsPerSecond,
            FloorRatioInterval = new RatioInterval(floor.RequestsPerSecondMin / row.RequestsPerSecondMax, upper),
        };
    }

    private static double Median(IEnumerable<double> values) => SimpleQuantileEstimator.Instance.Median(new Sample(values.ToArray()));
}
