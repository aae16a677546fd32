using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Comparing;

/// <summary>compare's verdicts on cold-start figures: each fresh process is a sample, their spread is pooled apart from
/// the steady-state benchmarks', and they stay out of the whole run's change and the geometric mean.</summary>
public sealed class ColdStartComparisonTests
{
    private static readonly BenchmarkKey Cold = BenchmarkKey.ColdStart("net8.0_newtonsoft_default_cached", "serialize-string", "person");

    // Ten fresh processes around a median, ±3 % (in ns, as RunFigures keeps them).
    private static IReadOnlyList<double> Processes(double medianMs) =>
        [.. new[] { 0.97, 0.98, 0.99, 0.995, 1.0, 1.0, 1.005, 1.01, 1.02, 1.03 }.Select(f => f * medianMs * 1e6)];

    private static Dictionary<BenchmarkKey, BenchmarkFigure> Run(double coldMs, params (string Method, double Ns, IReadOnlyList<double> Processes)[] benchmarks)
    {
        var figures = benchmarks.ToDictionary(b => new BenchmarkKey("net8.0_newtonsoft_default_cached", b.Method, "person"), b => new BenchmarkFigure(b.Ns, 64, b.Processes));
        figures[Cold] = new BenchmarkFigure(coldMs * 1e6, null, Processes(coldMs));
        return figures;
    }

    [Theory]
    [InlineData(50, 60, Verdict.Slower)]
    [InlineData(60, 50, Verdict.Faster)]
    [InlineData(50, 50.5, Verdict.Same)]
    public void Ten_processes_a_side_tell_a_change_of_the_threshold(double firstMs, double secondMs, Verdict expected)
    {
        var comparison = RunComparison.Of(Run(firstMs), Run(secondMs), 0.05);

        var cold = comparison.Benchmarks.Single(b => b.Key == Cold);
        Assert.Equal(expected, cold.Verdict);
        Assert.Equal((10, 10), (cold.FirstN, cold.SecondN));
        Assert.InRange(cold.DetectableChange, 0.001, 0.05);
    }

    [Fact]
    public void Wildly_noisy_steady_state_benchmarks_do_not_make_a_clear_cold_start_change_untellable()
    {
        IReadOnlyList<double> wild = [100, 160, 70];
        var comparison = RunComparison.Of(Run(50, ("serialize-string", 100, wild)), Run(60, ("serialize-string", 100, wild)), 0.05);

        Assert.Equal(Verdict.Slower, comparison.Benchmarks.Single(b => b.Key == Cold).Verdict);
        Assert.Equal(Verdict.CannotTell, comparison.Benchmarks.Single(b => b.Key.Method == "serialize-string").Verdict);
    }

    [Fact]
    public void Cold_start_stays_out_of_the_geometric_mean_and_the_allocation_differences()
    {
        IReadOnlyList<double> steady = [99, 100, 101];
        var comparison = RunComparison.Of(Run(50, ("serialize-string", 100, steady)), Run(100, ("serialize-string", 100, steady)), 0.05);

        Assert.Equal(1, comparison.GeometricMean!.Value, precision: 9);
        Assert.Empty(comparison.AllocationDifferences);
        Assert.Equal("cold-start:serialize-string", Cold.Method);
        Assert.True(Cold.IsColdStart);
    }

    [Fact]
    public void A_failed_cold_start_file_covers_every_cold_start_figure_of_its_cell_only()
    {
        var failed = new BenchmarkKey("net8.0_newtonsoft_default_cached", BenchmarkKey.AnyColdStart, "*");

        Assert.True(failed.Covers(Cold));
        Assert.False(failed.Covers(Cold with { Cell = "net10.0_newtonsoft_default_cached" }));
        Assert.False(failed.Covers(new BenchmarkKey(Cold.Cell, "serialize-string", "person")));
    }
}
