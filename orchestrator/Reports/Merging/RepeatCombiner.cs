using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Reports.Model;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Reports.Merging;

/// <summary>
/// The repeats of a cell (run --repeat) as one: a figure is the median of the repeats' medians, shown with the
/// within-run interval of the repeat nearest that median and the spread between the repeats; a benchmark whose repeats
/// disagree by more than the noise threshold is noisy. A slow drift of the machine shows here: the repeats ran in
/// alternating order, so it moves their medians apart instead of favouring one cell.
/// </summary>
public static class RepeatCombiner
{
    public static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToList();
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

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
    public static string? Flags(IReadOnlyList<CellData> repeats, System.Func<CellData, string?> flagOf)
    {
        var flags = repeats.Select(c => (c.Outcome.Repeat, Flag: flagOf(c))).Where(f => f.Flag is not null).ToList();
        if (flags.Count == 0) return null;
        return repeats.Count == 1 ? flags[0].Flag : string.Join("; ", flags.Select(f => $"repeat {f.Repeat}: {f.Flag}"));
    }

    private static ResultRow Combine(IReadOnlyList<ResultRow> repeats, double noiseThreshold)
    {
        if (repeats.Count == 1) return repeats[0];
        var median = Median(repeats.Select(r => r.MedianNs));
        var nearest = repeats.MinBy(r => System.Math.Abs(r.MedianNs - median))!;
        var medians = repeats.Select(r => r.MedianNs).ToList();
        var spreadPercent = median > 0 ? (medians.Max() - medians.Min()) / median * 100 : 0;
        var disagree = spreadPercent > noiseThreshold * 100
            ? string.Create(CultureInfo.InvariantCulture, $"its {repeats.Count} repeats disagree by {spreadPercent:0.#} % (more than {noiseThreshold * 100:0.#} %)")
            : null;
        var spread = nearest.Spread is { } s
            ? s with { Noise = disagree is null ? s.Noise : s.Noise is null ? disagree : $"{s.Noise}; {disagree}" }
            : disagree is null ? null : new ResultSpread(null, null, null, null, null, disagree);
        return nearest with
        {
            MedianNs = median,
            MeanNs = repeats.Average(r => r.MeanNs),
            MinNs = repeats.Min(r => r.MinNs),
            MaxNs = repeats.Max(r => r.MaxNs),
            N = repeats.Sum(r => r.N),
            Spread = spread,
            Repeats = new RepeatSpread(medians, spreadPercent),
        };
    }
}
