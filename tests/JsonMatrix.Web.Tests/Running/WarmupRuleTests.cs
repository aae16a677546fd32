using System.Linq;
using JsonMatrix.Web.Running;
using Xunit;

namespace JsonMatrix.Web.Tests.Running;

public sealed class WarmupRuleTests
{
    // GET list-1000 on .NET 10 (System.Text.Json), one-second windows, server and wrk on one core each: a plateau at
    // ~1,200 requests/s, another at ~4,700, then steady at ~8,600 (docs/performance.md).
    private static readonly double[] Net10Get = [1247.9, 1226.7, 3004.4, 4924.6, 4647.6, 7889, 8767.4, 8603.7, 8569.6, 8453.7, 7790.5, 8649.8];

    [Fact]
    public void The_warm_up_passes_over_early_plateaus_and_ends_once_three_seconds_serve_what_the_three_before_served()
    {
        var done = Enumerable.Range(1, Net10Get.Length).First(n => WarmupRule.IsDone(Net10Get[..n], leastSeconds: 2, mostSeconds: 20));

        Assert.Equal(11, done);
        Assert.False(WarmupRule.IsSteady(Net10Get[..2]), "two windows in a row agree on the first plateau");
    }

    [Fact]
    public void A_steady_server_is_judged_after_six_windows_and_never_before_the_least_warm_up()
    {
        double[] flat = [5000, 5100, 4950, 5050, 5000, 5000, 5000];

        Assert.False(WarmupRule.IsDone(flat[..5], leastSeconds: 1, mostSeconds: 20));
        Assert.True(WarmupRule.IsDone(flat[..6], leastSeconds: 1, mostSeconds: 20));
        Assert.False(WarmupRule.IsDone(flat[..6], leastSeconds: 7, mostSeconds: 20));
    }

    [Fact]
    public void The_most_warm_up_ends_it_even_while_requests_still_rise()
    {
        double[] rising = [1000, 2000, 3000, 4000, 5000, 6000, 7000];

        Assert.True(WarmupRule.IsDone(rising, leastSeconds: 2, mostSeconds: 7));
        Assert.False(WarmupRule.IsSteady(rising));
    }

    // Compiled methods after each warm-up cycle, .NET 8 servers of one default run (2026-11-28, docs/web.md).
    private static readonly long[] Net8SystemTextJson = [2335, 2392, 2546, 2660, 2688, 4567, 4567, 4567, 5477, 5509, 5836, 5954, 6034, 6043, 6052, 6069];
    private static readonly long[] Net8Newtonsoft = [2558, 2768, 3385, 3541, 3659, 3774, 4224, 4925, 5037, 5493, 5932, 5932, 6579, 6846, 7365, 7453];

    [Fact]
    public void A_server_is_quiet_once_its_last_three_cycles_added_at_most_two_percent_of_its_methods()
    {
        // Cycles 12 to 15 added 98 methods to 6,052 (1.6 %); cycles 11 to 14, 207 to 6,043 (3.4 %).
        Assert.Equal(15, Enumerable.Range(1, Net8SystemTextJson.Length).First(n => WarmupRule.IsQuiet(Net8SystemTextJson[..n])));
        Assert.False(WarmupRule.IsQuiet([2335, 2335, 2335]), "three counts cannot show three cycles' growth");
        Assert.False(WarmupRule.IsQuiet(Net8Newtonsoft), "newtonsoft still compiled 607 methods in its last three cycles");
        Assert.True(WarmupRule.IsQuiet(null), "a runtime that cannot count holds nothing up");
    }

    [Fact]
    public void The_cycles_end_once_every_server_is_quiet_after_the_least_or_at_the_most()
    {
        Assert.False(WarmupRule.IsDone(14, [Net8SystemTextJson[..14], Net8Newtonsoft[..14]], leastCycles: 12, mostCycles: 20));
        Assert.True(WarmupRule.IsDone(15, [Net8SystemTextJson[..15], null], leastCycles: 12, mostCycles: 20));
        Assert.False(WarmupRule.IsDone(15, [Net8SystemTextJson[..15], Net8Newtonsoft[..15]], leastCycles: 12, mostCycles: 20));
        Assert.False(WarmupRule.IsDone(8, [[2335, 2335, 2335, 2335, 2335, 2335, 2335, 2335]], leastCycles: 12, mostCycles: 20));
        Assert.True(WarmupRule.IsDone(16, [Net8Newtonsoft], leastCycles: 12, mostCycles: 16));
    }
}
