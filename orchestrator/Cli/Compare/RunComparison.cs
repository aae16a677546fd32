using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>Two runs of the same cells (say in containers and as processes) compared benchmark by benchmark: the
/// ratio of medians (first / second) of each benchmark both have, their median per cell and overall, and the
/// benchmarks whose allocations differ (allocations per operation are deterministic, so they should not).</summary>
public sealed record RunComparison(
    IReadOnlyList<(BenchmarkKey Key, double Ratio)> Ratios,
    IReadOnlyList<(string Cell, double MedianRatio, int Benchmarks)> Cells,
    double MedianRatio,
    IReadOnlyList<(BenchmarkKey Key, long? First, long? Second)> AllocationDifferences,
    int OnlyInOne)
{
    public static RunComparison Of(IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second)
    {
        var shared = first.Keys.Where(second.ContainsKey).OrderBy(key => key.ToString(), StringComparer.Ordinal).ToList();
        var ratios = shared
            .Where(key => first[key].MedianNs > 0 && second[key].MedianNs > 0)
            .Select(key => (key, first[key].MedianNs / second[key].MedianNs))
            .ToList();
        var cells = ratios.GroupBy(ratio => ratio.key.Cell)
            .Select(group => (group.Key, Median(group.Select(ratio => ratio.Item2).ToList()), group.Count()))
            .ToList();
        var allocations = shared
            .Where(key => first[key].AllocatedBytes != second[key].AllocatedBytes)
            .Select(key => (key, first[key].AllocatedBytes, second[key].AllocatedBytes))
            .ToList();
        var onlyInOne = first.Count + second.Count - (2 * shared.Count);
        return new RunComparison(ratios, cells, ratios.Count == 0 ? double.NaN : Median(ratios.Select(ratio => ratio.Item2).ToList()), allocations, onlyInOne);
    }

    public static double Median(IReadOnlyList<double> values)
    {
        var sorted = values.Order().ToList();
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
