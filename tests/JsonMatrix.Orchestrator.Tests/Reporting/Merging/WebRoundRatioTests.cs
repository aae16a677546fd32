using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>Windows measured in rotation pair by round: the ratio to System.Text.Json is the median of the per-round
/// ratios, its interval their least and greatest, while requests/s stay the median of the windows.</summary>
public sealed class WebRoundRatioTests
{
    private static WebRepeat Window(double rps, int? round) => new(1000, 1, rps, 1, 2, 3, 0, 0, 100, round, round is null ? null : 1);

    private static WebCellResult WithGetWindows(string serializer, params WebRepeat[] windows)
    {
        var r = WebOutput.Fixture();
        var get = r.Scenarios[0];
        var scenario = new WebScenario(get.Id, get.Method, get.Path, get.RequestBytes, get.ResponseBytes, windows, get.Warmup);
        return new WebCellResult(serializer, r.Runtime, r.Assemblies, r.Settings, r.Validation, [scenario], r.Durations);
    }

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
