using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// The processes of a cell (the matrix's processes, or run --repeat; each one a repeat folder) as one: a figure is the
/// median of the processes' medians, and its ± is the spread between the processes, which is what a second run sees,
/// not the iterations inside one process. A slow drift of the machine shows here too: the processes ran in alternating
/// order, so it moves their medians apart instead of favouring one cell.
/// </summary>
public static class RepeatCombiner
{
    /// <summary>One row per cell and benchmark; rows of one benchmark come in repeat order.</summary>
    public static IReadOnlyList<ResultRow> Rows(IReadOnlyList<ResultRow> rows, double noiseThreshold) =>
        rows.GroupBy(r => (r.Cell, r.Payload, r.Operation)).Select(g => Combine(g.ToList(), noiseThreshold)).ToList();

    /// <summary>The repeat whose folder stands for the cell in the report: the last that ended ok, else the last.</summary>
    public static CellData Representative(IReadOnlyList<CellData> repeats) =>
        repeats.LastOrDefault(c => c.Outcome.Status == CellStatus.Ok) ?? repeats[^1];

    /// <summary>A repeat's key where repeats are judged one by one (drift): the cell id, plus the repeat above 1.</summary>
    public static string Key(CellData cell) =>
        cell.Outcome.Repeat == 1 ? cell.Outcome.Id : cell.Outcome.Id + " (repeat " + cell.Outcome.Repeat.ToString(CultureInfo.InvariantCulture) + ")";

    /// <summary>Flags of a cell's repeats as one reason, each named by its repeat when there are several.</summary>
    /// <param name="ofMost">For a result's figure: only when most of its processes were flagged, since the median of the
    /// processes already sets one disturbed process aside, and their spread shows it.</param>
    public static string? Flags(IReadOnlyList<CellData> repeats, System.Func<CellData, string?> flagOf, bool ofMost = false)
    {
        var flags = repeats.Select(c => (c.Outcome.Repeat, Flag: flagOf(c))).Where(f => f.Flag is not null).ToList();
        if (flags.Count == 0 || (ofMost && flags.Count * 2 <= repeats.Count)) return null;
        return repeats.Count == 1 ? flags[0].Flag : string.Join("; ", flags.Select(f => $"repeat {f.Repeat}: {f.Flag}"));
    }

    /// <summary>The processes of a benchmark as one figure: the median of their medians, the spread between them as its
    /// ± (half their range, relative to that median) and its interval (slowest and fastest process), noisy when they
    /// disagree by more than the noise threshold or when most of them were noisy within themselves.</summary>
    private static ResultRow Combine(IReadOnlyList<ResultRow> processes, double noiseThreshold)
    {
        if (processes.Count == 1) return processes[0];
        var medians = processes.Select(r => r.MedianNs).ToList();
        var median = Median.Of(medians);
        var nearest = processes.MinBy(r => System.Math.Abs(r.MedianNs - median))!;
        var spreadPercent = median > 0 ? (medians.Max() - medians.Min()) / median * 100 : 0;
        var reasons = new List<string>();
        if (spreadPercent > noiseThreshold * 100)
        {
            reasons.Add(string.Create(CultureInfo.InvariantCulture, $"its {processes.Count} processes disagree by {spreadPercent:0.#} % (more than {noiseThreshold * 100:0.#} %)"));
        }

        var noisyWithin = processes.Where(r => r.Spread?.Noisy == true).ToList();
        if (noisyWithin.Count * 2 > processes.Count)
        {
            reasons.Add(string.Create(CultureInfo.InvariantCulture, $"noisy in {noisyWithin.Count} of its {processes.Count} processes ({noisyWithin[0].Spread!.Noise})"));
        }

        var allocation = Allocation(processes);
        return nearest with
        {
            MedianNs = median,
            MeanNs = processes.Average(r => r.MeanNs),
            MinNs = processes.Min(r => r.MinNs),
            MaxNs = processes.Max(r => r.MaxNs),
            N = processes.Sum(r => r.N),
            // Allocations are deterministic: an exact count from any process, else the first BenchmarkDotNet figure.
            AllocatedBytes = allocation?.AllocatedBytes,
            AllocationExact = allocation?.AllocationExact,
            Spread = new ResultSpread(null, medians.Min(), medians.Max(), spreadPercent / 2, null, reasons.Count == 0 ? null : string.Join("; ", reasons)),
            Repeats = new RepeatSpread(medians, spreadPercent),
        };
    }

    private static ResultRow? Allocation(IReadOnlyList<ResultRow> processes) =>
        processes.Where(r => r.AllocatedBytes is not null).OrderByDescending(r => r.AllocationExact == true).FirstOrDefault();
}
