using JsonMatrix.Web.Running;
using Xunit;

namespace JsonMatrix.Web.Tests.Running;

public sealed class WarmupCyclesTests
{
    [Theory]
    [InlineData(32, 6, 5)]
    [InlineData(32, 1, 32)]
    [InlineData(4, 6, 1)]
    public void The_bursts_of_a_cycle_share_the_cells_connections_at_least_one_each(int connections, int bursts, int each) =>
        Assert.Equal(each, WarmupCycles.Connections(connections, bursts));

    [Theory]
    [InlineData("0", "1", "0,1")]
    [InlineData("0-1", "0-1", "0-1")]
    [InlineData(null, "1", null)]
    [InlineData("0", null, null)]
    public void The_bursts_spread_over_the_server_and_load_generator_cpus_when_both_are_pinned(string? server, string? client, string? spread) =>
        Assert.Equal(spread, WarmupCycles.Spread(server, client));

    [Fact]
    public void A_pause_outlasts_the_runtimes_call_counting_delay_on_one_cpu() =>
        Assert.True(WarmupCycles.TieringPause.TotalMilliseconds > 100 * 10);
}
