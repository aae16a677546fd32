using System.Linq;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

/// <summary>The median's distribution-free interval: order statistics chosen by a binomial count.</summary>
public sealed class MedianIntervalTests
{
    [Theory]
    // n, order k, its confidence: 1 − 2·P(Binomial(n, ½) ≤ k − 1).
    [InlineData(5, 1, 0.9375)]
    [InlineData(6, 1, 0.96875)]
    [InlineData(8, 1, 0.9921875)]
    [InlineData(9, 2, 0.9609375)]
    [InlineData(12, 3, 0.96142578125)]
    [InlineData(15, 4, 0.96484375)]
    public void The_order_is_the_largest_that_keeps_95_percent(int n, int order, double confidence)
    {
        var values = Enumerable.Range(1, n).Select(i => (double)i).Reverse().ToList();

        var interval = MedianInterval.Of(values);

        Assert.Equal(order, interval.Order);
        Assert.Equal(confidence, interval.Confidence, precision: 6);
        Assert.Equal(order, interval.Lower);
        Assert.Equal(n + 1 - order, interval.Upper);
    }

    [Fact]
    public void One_wild_figure_moves_the_interval_by_one_place_not_to_itself()
    {
        var interval = MedianInterval.Of([0.50, 0.52, 0.49, 0.51, 0.50, 0.53, 0.48, 1.30, 0.50]);

        Assert.Equal(0.49, interval.Lower);
        Assert.Equal(0.53, interval.Upper);
    }

    [Fact]
    public void One_figure_is_its_own_interval_with_no_confidence()
    {
        var interval = MedianInterval.Of([2.0]);

        Assert.Equal((2.0, 2.0), (interval.Lower, interval.Upper));
        Assert.Equal(0, interval.Confidence, precision: 6);
    }
}
