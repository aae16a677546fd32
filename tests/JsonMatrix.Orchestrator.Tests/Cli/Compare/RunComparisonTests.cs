using System.Collections.Generic;
using JsonMatrix.Orchestrator.Cli.Compare;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli.Compare;

public sealed class RunComparisonTests
{
    [Fact]
    public void The_overall_ratio_is_the_median_of_per_benchmark_median_ratios_over_shared_benchmarks()
    {
        var container = Figures(("a", 110, 64), ("b", 200, 32), ("c", 99, 16), ("only-here", 5, 0));
        var process = Figures(("a", 100, 64), ("b", 200, 32), ("c", 100, 16));

        var comparison = RunComparison.Of(container, process);

        Assert.Equal(3, comparison.Ratios.Count);
        Assert.Equal(1.0, comparison.MedianRatio, precision: 6);
        Assert.Equal(1, comparison.OnlyInOne);
        Assert.Empty(comparison.AllocationDifferences);
    }

    [Fact]
    public void Different_allocations_of_one_benchmark_are_listed()
    {
        var comparison = RunComparison.Of(Figures(("a", 100, 64)), Figures(("a", 100, 72)));

        Assert.Equal((64L, 72L), (comparison.AllocationDifferences[0].First!.Value, comparison.AllocationDifferences[0].Second!.Value));
    }

    private static Dictionary<BenchmarkKey, BenchmarkFigure> Figures(params (string Method, double Median, long Allocated)[] rows)
    {
        var figures = new Dictionary<BenchmarkKey, BenchmarkFigure>();
        foreach (var (method, median, allocated) in rows)
        {
            figures[new BenchmarkKey("net8.0_newtonsoft_default_cached", method, "small")] = new BenchmarkFigure(median, allocated);
        }

        return figures;
    }
}
