using System;
using System.Collections.Generic;
using System.Linq;
using Perfolizer.Mathematics.Distributions.DiscreteDistributions;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>A distribution-free interval for the median of a few independent figures (a web cell's paired rounds):
/// the k-th smallest and the k-th largest, k the largest order for which a binomial count puts the median between them
/// with at least the asked confidence. It needs no assumption about the figures' spread, and one wild round moves it
/// by one place instead of to that round (the slowest–fastest span it replaces could only widen with more rounds).
/// Below six figures no pair of order statistics reaches 95 %: the span is then the slowest–fastest, with the
/// confidence it does reach (93.75 % for five).</summary>
public static class MedianInterval
{
    public sealed record Interval(double Lower, double Upper, double Confidence, int Order);

    public static Interval Of(IReadOnlyList<double> values, double confidence = 0.95)
    {
        if (values.Count == 0) throw new ArgumentException("no figures to bound", nameof(values));
        var sorted = values.Order().ToList();
        var n = sorted.Count;
        var (order, reached) = (1, Coverage(n, 1));
        for (var k = 2; k <= (n + 1) / 2; k++)
        {
            var coverage = Coverage(n, k);
            if (coverage < confidence) break;
            (order, reached) = (k, coverage);
        }

        return new Interval(sorted[order - 1], sorted[n - order], reached, order);
    }

    /// <summary>P(x(k) ≤ median ≤ x(n−k+1)) = 1 − 2·P(Binomial(n, ½) ≤ k − 1).</summary>
    private static double Coverage(int n, int k) => 1 - (2 * new BinomialDistribution(n, 0.5).Cdf(k - 1));
}
