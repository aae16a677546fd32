using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>One benchmark both runs have: medians, ratio second / first (above 1: the second run is slower), verdict.</summary>
public sealed record BenchmarkComparison(BenchmarkKey Key, double FirstMedianNs, double SecondMedianNs, double Ratio, Verdict Verdict, int FirstN, int SecondN);

/// <summary>A benchmark whose allocated bytes per operation differ between the runs (they are deterministic, so they should not).</summary>
public sealed record AllocationDifference(BenchmarkKey Key, long? First, long? Second);

/// <summary>
/// Two runs compared benchmark by benchmark with <see cref="VerdictTest"/>: the verdicts, the benchmarks only one run
/// has, the geometric mean of the ratios second / first, and the benchmarks whose allocations differ.
/// </summary>
public sealed record RunComparison(
    IReadOnlyList<BenchmarkComparison> Benchmarks,
    IReadOnlyList<BenchmarkKey> OnlyInFirst,
    IReadOnlyList<BenchmarkKey> OnlyInSecond,
    double? GeometricMean,
    IReadOnlyList<AllocationDifference> AllocationDifferences,
    double Threshold)
{
    /// <summary>Slower in the second run, largest ratio first.</summary>
    public IReadOnlyList<BenchmarkComparison> Regressions => Benchmarks.Where(b => b.Verdict == Verdict.Slower).OrderByDescending(b => b.Ratio).ToList();

    /// <summary>Faster in the second run, smallest ratio first.</summary>
    public IReadOnlyList<BenchmarkComparison> Improvements => Benchmarks.Where(b => b.Verdict == Verdict.Faster).OrderBy(b => b.Ratio).ToList();

    public int Count(Verdict verdict) => Benchmarks.Count(b => b.Verdict == verdict);

    public static RunComparison Of(IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second, double threshold)
    {
        var shared = first.Keys.Where(second.ContainsKey).OrderBy(key => key.ToString(), StringComparer.Ordinal).ToList();
        var benchmarks = shared
            .Where(key => first[key].MedianNs > 0 && second[key].MedianNs > 0)
            .Select(key => Compare(key, first[key], second[key], threshold))
            .ToList();
        var allocations = shared
            .Where(key => first[key].AllocatedBytes != second[key].AllocatedBytes)
            .Select(key => new AllocationDifference(key, first[key].AllocatedBytes, second[key].AllocatedBytes))
            .ToList();
        double? geometricMean = benchmarks.Count == 0 ? null : Math.Exp(benchmarks.Average(b => Math.Log(b.Ratio)));
        return new RunComparison(benchmarks, Only(first, second), Only(second, first), geometricMean, allocations, threshold);
    }

    private static BenchmarkComparison Compare(BenchmarkKey key, BenchmarkFigure first, BenchmarkFigure second, double threshold) =>
        new(key, first.MedianNs, second.MedianNs, second.MedianNs / first.MedianNs,
            VerdictTest.Decide(first.Sample, second.Sample, threshold), first.Sample.Count, second.Sample.Count);

    private static IReadOnlyList<BenchmarkKey> Only(IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> these, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> others) =>
        these.Keys.Where(key => !others.ContainsKey(key)).OrderBy(key => key.ToString(), StringComparer.Ordinal).ToList();
}
