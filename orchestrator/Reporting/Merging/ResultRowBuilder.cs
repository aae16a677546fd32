using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>Result rows and n/a rows of the cells, in report order, with ratios to the baseline serializer.</summary>
public static class ResultRowBuilder
{
    public static IReadOnlyList<ResultRow> Results(IReadOnlyList<CellData> cells, string baselineSerializer, double noiseThreshold = Noise.NoiseRules.DefaultThreshold) =>
        Build(cells, baselineSerializer, noiseThreshold).Rows;

    /// <summary>The rows, and the host's judgement over the cells measured in rounds (null when none was).</summary>
    public static (IReadOnlyList<ResultRow> Rows, Statistics.HostJudgement? Host) Build(IReadOnlyList<CellData> cells, string baselineSerializer, double noiseThreshold = Noise.NoiseRules.DefaultThreshold)
    {
        // A cell's figures come from its rounds when every process of it that ended ok wrote them (the lean job).
        var inRounds = cells.GroupBy(c => c.Outcome.Id).Where(g => PairedResults.InRounds([.. g])).Select(g => g.Key).ToHashSet();
        var (paired, host, _) = inRounds.Count == 0 ? ([], null!, []) : PairedResults.Rows([.. cells.Where(c => inRounds.Contains(c.Outcome.Id))], noiseThreshold);
        var rows = new List<ResultRow>();
        foreach (var cell in cells.Where(c => !inRounds.Contains(c.Outcome.Id)))
        {
            var o = cell.Outcome;
            var emulated = cell.Metadata?.Emulated.ToDictionary(e => e.Operation, e => e.Note) ?? [];
            foreach (var m in cell.Measured.DistinctBy(m => (m.Payload, m.Operation)))
            {
                var s = m.Statistics;
                rows.Add(new ResultRow(o.Id, o.Runtime, o.Serializer, o.Escaping, o.Lifetime, m.Payload, m.Operation,
                    s.Median, s.Mean, s.StandardDeviation, s.Min, s.Max, m.AllocatedBytes, s.N, null,
                    emulated.TryGetValue(m.Operation, out var note) ? "emulated: " + note : null)
                {
                    AllocationExact = m.AllocatedBytes is null ? null : m.AllocationExact,
                    Spread = WithReason(Noise.SpreadCalculator.Of(s, noiseThreshold),
                        Noise.SteadyStateRules.Reason(m.CompiledDuringMeasurement, o.Lifetime, cell.Metadata?.Warmup)),
                });
            }
        }
        var all = Sorted([.. RepeatCombiner.Rows(rows, noiseThreshold), .. paired]);
        return (WithFloorRatios(WithRatios(all, baselineSerializer)), inRounds.Count == 0 ? null : host);
    }

    private static ResultSpread WithReason(ResultSpread spread, string? reason) =>
        reason is null ? spread : spread with { Noise = spread.Noise is null ? reason : $"{spread.Noise}; {reason}" };

    public static IReadOnlyList<NotApplicableRow> NotApplicable(IReadOnlyList<CellData> cells)
    {
        var rows = new List<NotApplicableRow>();
        foreach (var cell in cells.GroupBy(c => c.Outcome.Id).Select(g => RepeatCombiner.Representative([.. g])))
        {
            var o = cell.Outcome;
            foreach (var u in cell.Metadata?.Unsupported ?? [])
                rows.Add(new NotApplicableRow(o.Id, o.Runtime, o.Serializer, o.Escaping, o.Lifetime, u.Payload, u.Operation, CellStatus.Unsupported,
                    Text.OutputText.Cut(u.Reason, Text.OutputText.ReasonLength) ?? ""));
            foreach (var f in cell.FailedBenchmarks)
                rows.Add(new NotApplicableRow(o.Id, o.Runtime, o.Serializer, o.Escaping, o.Lifetime, f.Payload, f.Operation, CellStatus.Failed,
                    f.Reason is { } reason
                        ? $"{cell.Folder}: BenchmarkDotNet's report is not believable: {reason}"
                        : "BenchmarkDotNet reported no measurement (the benchmark failed; see the cell's log.txt)"));
        }
        return rows;
    }

    /// <summary>Median / median of the baseline serializer in the same scenario on the same runtime.</summary>
    private static IReadOnlyList<ResultRow> WithRatios(IReadOnlyList<ResultRow> rows, string baselineSerializer)
    {
        var baseline = rows.Where(r => r.Serializer == baselineSerializer)
            .GroupBy(Key).ToDictionary(g => g.Key, g => g.First());
        return rows.Select(r => baseline.TryGetValue(Key(r), out var b) && b.MedianNs > 0 ? WithRatio(r, b) : r).ToList();
    }

    private static ResultRow WithRatio(ResultRow row, ResultRow baseline)
    {
        var ratio = row.MedianNs / baseline.MedianNs;
        // The baseline against itself is exactly 1: its interval would only double-count its own spread.
        if (ReferenceEquals(row, baseline)) return row with { Ratio = ratio };
        // Both from rounds: in one group, host level over host level (Statistics/HostLevel: the yardstick cancels the
        // host's state of each process), its interval both's.
        if (row.Paired is { } paired && baseline.Paired is { } pairedBaseline)
        {
            var (pairedRatio, halfWidth) = paired.RatioTo(pairedBaseline);
            return row with { Ratio = pairedRatio, RatioInterval = new RatioInterval(pairedRatio / (1 + halfWidth), pairedRatio * (1 + halfWidth)) };
        }

        return row with { Ratio = ratio, RatioInterval = Noise.SpreadCalculator.Ratio(ratio, row.Spread, baseline.Spread) };
    }

    /// <summary>Median / median of the floor in the same scenario on the same runtime with the same escaping. The floor has
    /// no options object, so its cached figure is the floor of both lifetimes (a per-call row shows what the mistake costs
    /// above it); a floor per-call row is used only where no cached one exists.</summary>
    private static IReadOnlyList<ResultRow> WithFloorRatios(IReadOnlyList<ResultRow> rows)
    {
        var floor = rows.Where(r => r.Serializer == KnownIds.Floor && r.MedianNs > 0)
            .OrderBy(r => r.Lifetime == "cached" ? 0 : 1)
            .GroupBy(r => (r.Runtime, r.Escaping, r.Payload, r.Operation)).ToDictionary(g => g.Key, g => g.First());
        // A figure from rounds has its floor × already: paired, in its own process.
        return rows.Select(r => r.Paired is null && floor.TryGetValue((r.Runtime, r.Escaping, r.Payload, r.Operation), out var f) ? WithFloorRatio(r, f) : r).ToList();
    }

    // Like the ratio to System.Text.Json: the floor against itself is exactly 1, with no interval to double-count.
    private static ResultRow WithFloorRatio(ResultRow row, ResultRow floor)
    {
        var ratio = row.MedianNs / floor.MedianNs;
        return ReferenceEquals(row, floor)
            ? row with { FloorRatio = ratio }
            : row with { FloorRatio = ratio, FloorRatioInterval = Noise.SpreadCalculator.Ratio(ratio, row.Spread, floor.Spread) };
    }

    private static (string, string, string, string, string) Key(ResultRow r) => (r.Runtime, r.Escaping, r.Lifetime, r.Payload, r.Operation);

    private static IReadOnlyList<ResultRow> Sorted(List<ResultRow> rows) => rows
        .OrderBy(r => (r.Runtime, r.Serializer, r.Escaping, r.Lifetime), IdOrder.CellKeys)
        .ThenBy(r => IdOrder.Rank(KnownIds.Payloads, r.Payload)).ThenBy(r => r.Payload, System.StringComparer.Ordinal)
        .ThenBy(r => IdOrder.Rank(KnownIds.Operations, r.Operation)).ThenBy(r => r.Operation, System.StringComparer.Ordinal)
        .ToList();
}
