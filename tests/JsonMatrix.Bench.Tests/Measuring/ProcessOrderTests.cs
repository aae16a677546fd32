using JsonMatrix.Bench.Measuring;
using Xunit;

namespace JsonMatrix.Bench.Tests.Measuring;

public sealed class ProcessOrderTests
{
    [Theory]
    [InlineData("forward", new[] { 1, 2, 3, 4, 5 })]
    [InlineData("reverse", new[] { 5, 4, 3, 2, 1 })]
    [InlineData("rotated", new[] { 3, 4, 5, 1, 2 })]
    public void Each_process_runs_the_benchmarks_in_its_own_order(string order, int[] expected) =>
        Assert.Equal(expected, ProcessOrder.Arrange([1, 2, 3, 4, 5], order));
}
