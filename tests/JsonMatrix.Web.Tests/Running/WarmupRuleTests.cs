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
}
