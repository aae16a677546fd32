using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Findings;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.WebOutput;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>Windows measured in rotation pair by round: the ratio to System.Text.Json is the median of the per-round
/// ratios, its interval that median's (their least and greatest up to eight rounds), while requests/s stay the median of
/// the windows.</summary>
public sealed class WebRoundRatioTests
{
    [Fact]
    public void Per_round_ratios_follow_the_machine_s_spells_where_the_medians_do_not()
    {
        // The machine halves its speed in round 2 and doubles it in round 3: X serves 80 % of the baseline in every round.
        var report = ReportMerger.Merge(
        [
            WebFolders.OkWith("net10.0", "system-text-json", 0, WithGetWindows("system-text-json", Window(1000, 1), Window(500, 2), Window(2000, 3))),
            WebFolders.OkWith("net10.0", "newtonsoft", 1, WithGetWindows("newtonsoft", Window(800, 1), Window(400, 2), Window(1600, 3))),
        ], new Baseline("system-text-json", "net10.0"));

        var row = report.Web.Results.Single(r => r.Serializer == "newtonsoft");
        Assert.Equal(800, row.RequestsPerSecond);
        Assert.Equal(0.8, row.Ratio!.Value, precision: 12);
        Assert.Equal(0.8, row.RatioInterval!.Lower, precision: 12);
        Assert.Equal(0.8, row.RatioInterval.Upper!.Value, precision: 12);
        Assert.Equal(3, row.PairedRounds);
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        Assert.Contains(json.RootElement.GetProperty("web").GetProperty("results").EnumerateArray(),
            r => r.TryGetProperty("ratioPairedRounds", out var rounds) && rounds.GetInt32() == 3);
    }

    [Fact]
    public void Over_nine_rounds_one_wild_round_does_not_set_the_interval()
    {
        // Round 5's baseline window ran in a slow spell of its own: that round's ratio reads 1.3 where the others read 0.5.
        double[] ratios = [0.50, 0.52, 0.49, 0.51, 1.30, 0.53, 0.48, 0.50, 0.50];
        var baseline = Enumerable.Range(1, 9).Select(r => Window(2000, r)).ToArray();
        var other = ratios.Select((x, i) => Window(2000 * x, i + 1)).ToArray();
        var report = ReportMerger.Merge(
        [
            WebFolders.OkWith("net10.0", "system-text-json", 0, WithGetWindows("system-text-json", baseline)),
            WebFolders.OkWith("net10.0", "newtonsoft", 1, WithGetWindows("newtonsoft", other)),
        ], new Baseline("system-text-json", "net10.0"));

        var row = report.Web.Results.Single(r => r.Serializer == "newtonsoft");
        Assert.Equal(0.50, row.Ratio!.Value, precision: 12);
        Assert.Equal(0.49, row.RatioInterval!.Lower, precision: 12);
        Assert.Equal(0.53, row.RatioInterval.Upper!.Value, precision: 12);
        Assert.Equal(9, row.PairedRounds);
    }

    [Fact]
    public void Over_nine_windows_the_web_trend_s_interval_is_the_medians_not_the_wild_window_s()
    {
        // .NET 10 serves 1.2 times .NET 8's requests in every window but one, whose 4,000 is a fast spell of the host.
        double[] net8 = [1000, 1010, 990, 1005, 995, 1000, 1020, 980, 1000];
        var net10 = net8.Select((x, i) => i == 4 ? 4000 : 1.2 * x).ToArray();
        var report = ReportMerger.Merge(
        [
            WebFolders.OkWith("net8.0", "system-text-json", 0, WithGetWindows("system-text-json", [.. net8.Select((x, i) => Window(x, i + 1))])),
            WebFolders.OkWith("net10.0", "system-text-json", 1, WithGetWindows("system-text-json", [.. net10.Select((x, i) => Window(x, i + 1))])),
        ], new Baseline("system-text-json", "net8.0"));

        var trend = report.Web.Trends.Single(t => t.Runtime == "net10.0");
        Assert.Equal(1.2, trend.Ratio!.Value, precision: 2);
        // The second-slowest to second-fastest of each runtime's nine windows, at their 96.1 %: about ±2 %, where the
        // slowest–fastest read as 95 % would have reached 4,000 and put the upper end near 2.
        Assert.InRange(trend.Lower!.Value, 1.15, 1.2);
        Assert.InRange(trend.Upper!.Value, 1.2, 1.25);
    }

    [Fact]
    public void A_web_ranking_compares_paired_ratios_where_the_windows_ran_in_rotation()
    {
        // The machine's spells swing every window ×4, and newtonsoft serves 80 % of the baseline in every round: the
        // windows' extremes overlap, the rounds do not.
        var study = new Study("b", new CellRule(new Dictionary<string, IReadOnlyList<string>>()), ["small"], ["serialize-string"])
        {
            Answer = new StudyAnswer(StudyAnswer.Rank),
        };
        var paired = ReportMerger.Merge(
        [
            WebFolders.OkWith("net10.0", "system-text-json", 0, WithGetWindows("system-text-json", Window(1000, 1), Window(500, 2), Window(2000, 3))),
            WebFolders.OkWith("net10.0", "newtonsoft", 1, WithGetWindows("newtonsoft", Window(800, 1), Window(400, 2), Window(1600, 3))),
        ], new Baseline("system-text-json", "net10.0"));
        var unpaired = ReportMerger.Merge(
        [
            WebFolders.OkWith("net10.0", "system-text-json", 0, WithGetWindows("system-text-json", Window(1000, null), Window(500, null), Window(2000, null))),
            WebFolders.OkWith("net10.0", "newtonsoft", 1, WithGetWindows("newtonsoft", Window(800, null), Window(400, null), Window(1600, null))),
        ], new Baseline("system-text-json", "net10.0"));

        RankLine Line(MergedReport report) => Assert.Single(Assert.Single(FindingsBuilder.Build(report, [study])).Ranks, l => l.Unit == "requests/s");

        Assert.Equal(["system-text-json", "newtonsoft"], Line(paired).Places.Select(p => p.Serializer));
        Assert.False(Line(paired).Places[1].TiedWithPrevious);
        Assert.Equal(1.25, Line(paired).Places[1].VersusFastest.Value, precision: 9); // the fastest's requests/s over its own
        Assert.True(Line(unpaired).Places[1].TiedWithPrevious);
    }

    [Fact]
    public void Without_rounds_the_ratio_divides_the_medians_as_before()
    {
        var report = ReportMerger.Merge(
        [
            WebFolders.OkWith("net10.0", "system-text-json", 0, WithGetWindows("system-text-json", Window(1000, null), Window(500, null), Window(2000, null))),
            WebFolders.OkWith("net10.0", "newtonsoft", 1, WithGetWindows("newtonsoft", Window(800, null), Window(400, null), Window(1600, null))),
        ], new Baseline("system-text-json", "net10.0"));

        var row = report.Web.Results.Single(r => r.Serializer == "newtonsoft");
        Assert.Equal(0.8, row.Ratio!.Value, precision: 12);
        Assert.Equal(400.0 / 2000, row.RatioInterval!.Lower, precision: 12);
        Assert.Null(row.PairedRounds);
    }

    [Fact]
    public void Rounds_pair_only_where_both_sides_have_them_once()
    {
        Assert.Equal([0.5, 2.0], WebRoundRatios.Of([Window(100, 1), Window(400, 2)], [Window(200, 1), Window(200, 2), Window(300, 3)]));
        Assert.Empty(WebRoundRatios.Of([Window(100, 1), Window(400, null)], [Window(200, 1), Window(200, 2)]));
        Assert.Empty(WebRoundRatios.Of([Window(100, 1), Window(400, 1)], [Window(200, 1)]));
    }
}
