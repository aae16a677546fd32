using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The opening sentences every human-readable report shares.</summary>
public static class ReportSummary
{
    public static string Text(MergedReport report)
    {
        var counts = string.Join(", ", CellStatus.All.Select(s => (s, n: report.Cells.Count(c => c.Status == s))).Where(x => x.n > 0).Select(x => $"{Units.Integer(x.n)} {x.s}"));
        var micro = report.HasMicro ? $", {Units.Integer(report.Results.Count)} results, {Units.Integer(report.NotApplicable.Count)} benchmarks without a result" : string.Empty;
        var web = report.HasWeb ? $", {Units.Integer(report.Web.Results.Count)} web results (requests/s of a web cell × scenario)" : string.Empty;
        var coldStart = report.HasColdStart ? $", {Units.Integer(report.ColdStart.Rows.Count(r => r.Figure is not null))} cold-start figures" : string.Empty;
        return $"{Units.Integer(report.Cells.Count)} cells ({(counts.Length == 0 ? "none" : counts)}){micro}{web}{coldStart}.";
    }

    /// <summary>How steady the host was while the run measured in rounds (the yardstick's view); empty without rounds.</summary>
    public static string Steadiness(MergedReport report)
    {
        var s = report.Steadiness;
        if (s.Processes == 0) return string.Empty;
        var slow = s.SlowProcesses.Count == 0
            ? "none ran while the host was slow"
            : string.Create(System.Globalization.CultureInfo.InvariantCulture,
                $"{s.SlowProcesses.Count} ran while the host was slow (their yardstick at {s.SlowProcesses.Min(p => p.State):0.00}–{s.SlowProcesses.Max(p => p.State):0.00}× the run's fastest: every round counts in floor ×, their fast rounds in the floor's time), {s.StandIns} stand-in{(s.StandIns == 1 ? "" : "s")} run for them");
        return string.Create(System.Globalization.CultureInfo.InvariantCulture,
            $"How steady this run was: {s.Processes} processes measured in rounds beside the yardstick; {slow}; {LeftOut(s)} of the other processes' rounds ran slow, left out of the times (floor × counts every round); their yardstick ran at {s.FastStateMedian:0.00}× the run's fastest (median; at most {s.FastStateMax:0.00}×).{Gate(s.CpuGate)}");
    }

    private static string Gate(CpuGateSummary? gate) => gate is null || gate.Pairs == 0 ? string.Empty : string.Create(System.Globalization.CultureInfo.InvariantCulture,
        $" The CPU gate started {gate.Pairs - gate.SlowPairs} of {gate.Pairs} sample pairs ({100.0 * (gate.Pairs - gate.SlowPairs) / gate.Pairs:0.#} %) on a CPU probing at its fast speed, spending {gate.WaitedMs / 1000:0.#} s in all over {gate.Processes} processes probing and waiting for one.");

    private static string LeftOut(RunSteadiness s) => s.Rounds == 0 ? "none" : string.Create(System.Globalization.CultureInfo.InvariantCulture,
        $"{s.RoundsLeftOut} of {s.Rounds} ({100.0 * s.RoundsLeftOut / s.Rounds:0.#} %)");

    /// <summary>How to read the micro results (the web section has its own).</summary>
    public static string HowToRead(MergedReport report) => HowToReadFigures(report) + CollectedHeap(report.Steadiness)
        + (report.Results.Any(r => r.RatioAcrossEnvironments is not null) || report.Trends.Any(t => t.AcrossEnvironments is not null)
            ? " ⇄ E1/E2 marks a ratio or trend whose two sides ran in different environments (another runner, CPU set or isolation; see Environment): it compares machines as well as code, where floor × does not."
            : "");

    /// <summary>Which benchmarks were sampled on a collected heap, and what their times leave out.</summary>
    private static string CollectedHeap(RunSteadiness s) => s.CollectedHeap.Count == 0 ? string.Empty
        : $" {string.Join(", ", s.CollectedHeap)}: {(s.CollectedHeap.Count == 1 ? "its result lands" : "their results land")} on the large object heap, so each sample of {(s.CollectedHeap.Count == 1 ? "it" : "them")} and of the yardstick beside it (a few calls) started on a collected heap, as BenchmarkDotNet's iterations do: the time leaves out the background collections an application that makes such results pays for, which depend on its heap, not on the serializer (docs/performance.md, \"Large results: measured on a collected heap\").";

    private static string HowToReadFigures(MergedReport report) => report.Steadiness.Processes > 0
        ? $"Times are per operation, from interleaved rounds: in every round each benchmark took a short sample beside one of the yardstick (the hand-written floor, the same payload and operation), so the host's state at that moment divides out; a time is floor × (the median of sample / yardstick sample over the fast rounds of all the cell's processes) times the floor's time on that runtime (over its processes at the host's fast speed). Allocations are bytes per operation. Ratios divide by {report.Baseline.Serializer} in the same scenario on the same runtime (below 1 is faster), each process's time over its host level (the median, over its benchmarks, of the yardstick against the runtime's); \"floor ×\" divides by {JsonMatrix.Contracts.Cells.KnownIds.Floor}, hand-written Utf8JsonWriter/Utf8JsonReader code, in the same process (how far from what the platform allows); trends compare each runtime with {report.Baseline.Runtime}."
        : $"Times are BenchmarkDotNet medians per operation; allocations are bytes per operation. Ratios divide by {report.Baseline.Serializer} in the same scenario on the same runtime (below 1 is faster){(report.Results.Any(r => r.FloorRatio is not null) ? $"; \"floor ×\" divides by {JsonMatrix.Contracts.Cells.KnownIds.Floor}, hand-written Utf8JsonWriter/Utf8JsonReader code, in the same scenario on the same runtime (how far from what the platform allows)" : "")}; trends compare each runtime with {report.Baseline.Runtime}.";
}
