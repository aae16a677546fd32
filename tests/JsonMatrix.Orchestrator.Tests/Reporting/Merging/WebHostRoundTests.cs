using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.WebOutput;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>Rounds in which every server of a rotation served markedly less are the host's: requests/s leave them out,
/// the ratios to System.Text.Json pair every round, and the report says which rounds went.</summary>
public sealed class WebHostRoundTests
{
    // Each server's own level, and the host's speed in rounds 1 to 9: fast for four, then 40 % down for five (as in a
    // recorded run's GET windows, where a median of nine landed in the slow level).
    private static readonly double[] Host = [1.0, 1.02, 0.98, 1.0, 0.6, 0.61, 0.59, 0.6, 0.6];

    private static JsonMatrix.Orchestrator.Reporting.Model.MergedReport Merge(params (string Serializer, double Level, double[] Speed)[] servers) =>
        ReportMerger.Merge(
            [.. servers.Select((s, i) => WebFolders.OkWith("net10.0", s.Serializer, i,
                WithGetWindows(s.Serializer, [.. s.Speed.Select((speed, round) => Window(s.Level * speed, round + 1))])))],
            new Baseline("system-text-json", "net10.0"));

    [Fact]
    public void Rounds_in_which_every_server_ran_slow_are_left_out_of_requests_per_second_and_of_the_ratio_s_pairs()
    {
        var report = Merge(("system-text-json", 6000, Host), ("system-text-json-sourcegen", 6600, Host), ("newtonsoft", 3000, Host));

        var stj = report.Web.Results.Single(r => r.Serializer == "system-text-json");
        var newtonsoft = report.Web.Results.Single(r => r.Serializer == "newtonsoft");
        Assert.Equal([5, 6, 7, 8, 9], stj.RoundsLeftOut!);
        // The median of rounds 1 to 4 (6,000 and 6,000), where all nine windows' median is a slow round's 3,660.
        Assert.Equal(6000, stj.RequestsPerSecond, precision: 6);
        Assert.Equal(9, stj.Repeats);
        Assert.Equal(0.5, newtonsoft.Ratio!.Value, precision: 12);
        Assert.Equal(4, newtonsoft.PairedRounds);
        Assert.Contains(report.Web.Notes, note => note.EndsWith("the ratios to system-text-json pair the rounds in which both servers ran at their fast speed.", System.StringComparison.Ordinal));
        Assert.Contains(report.Web.Notes, note => note.StartsWith("get-list-1000: requests/s and latencies from 4 of 9 rounds: in rounds 5, 6, 7, 8 and 9 the rotation's 3 servers", System.StringComparison.Ordinal));
        Assert.Contains("6,000 req/s (range of the 4 windows at the host&#39;s fast speed (5 left out): 5,880–6,120)", new HtmlReportRenderer().Render(report));
        Assert.Contains("median requests/s over the measured windows (slowest–fastest window), without the rounds in which every server ran slow", new MarkdownReportRenderer().Render(report));
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        Assert.All(json.RootElement.GetProperty("web").GetProperty("results").EnumerateArray(),
            r => Assert.Equal([5, 6, 7, 8, 9], r.GetProperty("roundsLeftOut").EnumerateArray().Select(x => x.GetInt32())));
    }

    [Fact]
    public void One_server_s_own_slow_windows_are_not_the_host_s_rounds_but_its_cpu_s_and_leave_its_requests_per_second()
    {
        double[] steady = [1, 1, 1, 1, 1, 1, 1, 1, 1];
        var report = Merge(("system-text-json", 6000, Host), ("system-text-json-sourcegen", 6600, steady), ("newtonsoft", 3000, steady));

        Assert.All(report.Web.Results, r => Assert.Null(r.RoundsLeftOut));
        var stj = report.Web.Results.Single(r => r.Serializer == "system-text-json");
        // Its five windows at 0.59 to 0.61 of its fastest go (the median of all nine was a slow window's 3,660), and the
        // ratios pair only the four rounds in which both servers ran fast: Newtonsoft.Json's 0.5, not its slow rounds' 0.83.
        Assert.Equal(6000, stj.RequestsPerSecond, precision: 6);
        Assert.Equal(5, stj.SlowWindowsLeftOut);
        Assert.Equal((5880, 6120), (stj.RequestsPerSecondMin, stj.RequestsPerSecondMax));
        Assert.All(report.Web.Results.Where(r => r.Serializer != "system-text-json"), r => Assert.Null(r.SlowWindowsLeftOut));
        var newtonsoft = report.Web.Results.Single(r => r.Serializer == "newtonsoft");
        Assert.Equal((0.5, 4), (newtonsoft.Ratio!.Value, newtonsoft.PairedRounds!.Value));
        Assert.Contains("6,000 req/s (range of the 4 windows at the host&#39;s and its CPU&#39;s fast speed (5 left out): 5,880–6,120)", new HtmlReportRenderer().Render(report));
        Assert.Contains("and without a server's windows more than 1.25 times below its fastest (its CPU's slow speed", new MarkdownReportRenderer().Render(report));
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        var rows = json.RootElement.GetProperty("web").GetProperty("results").EnumerateArray().ToList();
        Assert.Equal(5, rows.Single(r => r.GetProperty("serializer").GetString() == "system-text-json").GetProperty("slowWindowsLeftOut").GetInt32());
        Assert.All(rows.Where(r => r.GetProperty("serializer").GetString() != "system-text-json"), r => Assert.False(r.TryGetProperty("slowWindowsLeftOut", out _)));
    }

    [Fact]
    public void A_server_with_one_fast_window_keeps_every_window()
    {
        double[] steady = [1, 1, 1, 1, 1, 1, 1, 1, 1];
        double[] oneFast = [1.0, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6];
        var report = Merge(("system-text-json", 6000, oneFast), ("system-text-json-sourcegen", 6600, steady), ("newtonsoft", 3000, steady));

        var stj = report.Web.Results.Single(r => r.Serializer == "system-text-json");
        Assert.Null(stj.SlowWindowsLeftOut);
        Assert.Equal(3600, stj.RequestsPerSecond, precision: 6);
    }

    [Fact]
    public void Two_servers_cannot_tell_the_host_from_themselves()
    {
        var report = Merge(("system-text-json", 6000, Host), ("newtonsoft", 3000, Host));

        Assert.All(report.Web.Results, r => Assert.Null(r.RoundsLeftOut));
        Assert.DoesNotContain(report.Web.Notes, note => note.Contains("rounds:", System.StringComparison.Ordinal));
    }
}
