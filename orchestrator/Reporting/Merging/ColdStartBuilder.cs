using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Cells' cold-start.json → <see cref="ColdStartSection"/>. Each figure is the median of its fresh processes with half
/// their interquartile range as its ± (ten or so samples of process start-up have stragglers a range would be all about;
/// the middle half is what a rerun sees), noisy when that ± is beyond the report's noise threshold or when there were
/// fewer than <see cref="ColdStartResult.MinimumProcesses"/> processes. The median of all of them, not of the fastest few
/// (an extreme of a dozen samples): over six recorded pairs of runs the median held within 10 % of the other run for
/// 77 % of the figures, the fastest few's median for 58 %
/// (docs/performance.md, "Cold start: the median of every process again"). The serializer's share is its figure minus the
/// same build's start-up figure on the same payload: same build, same input, no serializer called (one floor, sampled
/// interleaved with every serializer of the build, <see cref="ColdStartAttribution"/>). Beside it, the figure over its
/// round's start-up floor (<see cref="ColdStartPairs"/>), which the host's speed at starting processes divides out of.
/// </summary>
public static class ColdStartBuilder
{
    private static readonly string[] OperationOrder = [.. ColdStartResult.Operations, ColdStartResult.StartUp];

    /// <param name="cells">Every parsed cell folder, repeats included, in report order.</param>
    public static ColdStartSection Build(IReadOnlyList<CellData> cells, double noiseThreshold)
    {
        var rows = cells.GroupBy(c => c.Outcome.Id).SelectMany(cell => RowsOf([.. cell.OrderBy(c => c.Outcome.Repeat)], noiseThreshold)).ToList();
        // A host's rows of other serializers go where those serializers' cells are in the report (last when not in it).
        var position = cells.Select(c => c.Outcome.Id).Distinct().Select((id, i) => (id, i)).ToDictionary(p => p.id, p => p.i);
        return new([.. rows.Select((row, i) => (row, i)).OrderBy(p => position.GetValueOrDefault(p.row.Cell, int.MaxValue)).ThenBy(p => p.i)
            .Select(p => p.row).DistinctBy(row => (row.Cell, row.Payload, row.Operation))]);
    }

    private static IEnumerable<ColdStartRow> RowsOf(IReadOnlyList<CellData> repeats, double noiseThreshold)
    {
        // The cell's processes sample cold start, each a share of the rounds, for every serializer of its build it hosts.
        var parts = ColdStartAttribution.Parts(repeats);
        var rows = parts.SelectMany(part => Figures(part.Cell, part.Result, noiseThreshold)).ToList();
        if (parts.Any(part => part.Cell.Id == repeats[0].Outcome.Id)) return rows;
        var ok = repeats.Where(c => c.Outcome.Status == CellStatus.Ok).ToList();
        return ok.FirstOrDefault(c => c.ColdStartProblem is not null) is { ColdStartProblem: { } problem } bad
            ? [.. rows, Row(Key(bad.Outcome), ColdStartRow.AnyPayloadOrOperation, ColdStartRow.AnyPayloadOrOperation, CellStatus.Failed, problem, null)]
            : rows;
    }

    private static IEnumerable<ColdStartRow> Figures(CellKey cell, ColdStartResult result, double noiseThreshold)
    {
        var samples = result.Samples.ToLookup(s => (s.Payload, s.Operation));
        var payloads = IdOrder.Payloads(result.Samples.Select(s => s.Payload).Concat(result.Unsupported.Select(u => u.Payload)));
        foreach (var payload in payloads)
        {
            var startUp = samples[(payload, ColdStartResult.StartUp)].Select(s => s.ProcessMs).ToList();
            double? startUpMs = startUp.Count == 0 ? null : Median(startUp);
            foreach (var operation in OperationOrder)
            {
                var these = samples[(payload, operation)].ToList();
                if (these.Count > 0)
                {
                    // A start-up row shows its own median as the floor, and has no serializer's share.
                    yield return Row(cell, payload, operation, CellStatus.Ok, null,
                        WithOverStartUp(Figure(these, operation == ColdStartResult.StartUp ? null : startUpMs, noiseThreshold) with { StartUpMs = startUpMs },
                            ColdStartPairs.OverStartUp(result.Samples, operation, payload)));
                }
            }

            // As in metadata.json, operation "*" is every operation of the payload: one row says so.
            foreach (var unsupported in result.Unsupported.Where(u => u.Payload == payload && !samples.Contains((payload, u.Operation))))
            {
                yield return Row(cell, payload, unsupported.Operation, CellStatus.Unsupported, unsupported.Reason, null);
            }
        }
    }

    private static ColdStartFigure Figure(IReadOnlyList<ColdStartSample> samples, double? startUpMs, double noiseThreshold)
    {
        var times = new Sample(samples.Select(s => s.ProcessMs).ToArray());
        double median = SimpleQuantileEstimator.Instance.Median(times);
        double lower = SimpleQuantileEstimator.Instance.Quantile(times, 0.25);
        double upper = SimpleQuantileEstimator.Instance.Quantile(times, 0.75);
        var spread = median > 0 ? (upper - lower) / 2 / median * 100 : 0;
        var firstCalls = samples.Select(s => s.FirstCallMs).OfType<double>().ToList();
        var bytes = samples.Select(s => s.FirstCallAllocatedBytes).OfType<long>().ToList();
        return new ColdStartFigure(samples.Count, median, lower, upper, samples.Min(s => s.ProcessMs), samples.Max(s => s.ProcessMs), spread,
            startUpMs, startUpMs is { } floor ? median - floor : null,
            firstCalls.Count == 0 ? null : Median(firstCalls),
            bytes.Count == 0 ? null : (long)Math.Round(Median(bytes.Select(b => (double)b))), bytes.Count == 0 ? null : bytes.Min(), bytes.Count == 0 ? null : bytes.Max(),
            Noise(samples.Count, spread, noiseThreshold));
    }

    /// <summary>Cold start's floor ×: the median of the rounds' ratios to their start-up floor, with its interval.</summary>
    private static ColdStartFigure WithOverStartUp(ColdStartFigure figure, IReadOnlyList<double>? ratios)
    {
        if (ratios is not { Count: > 0 }) return figure;
        var interval = Statistics.MedianInterval.Of(ratios);
        return figure with { OverStartUp = Median(ratios), OverStartUpLower = interval.Lower, OverStartUpUpper = interval.Upper };
    }

    private static string? Noise(int processes, double spreadPercent, double threshold) =>
        processes < ColdStartResult.MinimumProcesses
            ? string.Create(CultureInfo.InvariantCulture, $"only {processes} fresh process{(processes == 1 ? "" : "es")} (fewer than {ColdStartResult.MinimumProcesses}): no spread to judge")
            : spreadPercent > threshold * 100
                ? string.Create(CultureInfo.InvariantCulture, $"its {processes} processes spread ±{spreadPercent:0.#} % (half the interquartile range) around the median, beyond the noise threshold of {threshold * 100:0.#} %")
                : null;

    private static ColdStartRow Row(CellKey cell, string payload, string operation, string status, string? reason, ColdStartFigure? figure) =>
        new(cell.Id, cell.Runtime, cell.Serializer, cell.Escaping!, cell.Lifetime!, payload, operation, status, reason, figure);

    private static CellKey Key(CellRecord cell) => new(cell.Runtime, cell.Serializer, cell.Escaping, cell.Lifetime);

    private static double Median(IEnumerable<double> values) => SimpleQuantileEstimator.Instance.Median(new Sample(values.ToArray()));
}
