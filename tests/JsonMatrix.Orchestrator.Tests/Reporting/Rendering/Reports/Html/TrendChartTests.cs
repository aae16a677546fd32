using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports.Html;

public sealed class TrendChartTests
{
    [Fact]
    public void A_trend_point_has_a_whisker_over_its_interval_and_is_hollow_when_that_is_wider_than_the_noise_threshold()
    {
        var report = SnapshotInput.Report();
        var view = new ReportView(report with
        {
            NoiseThreshold = 0.05,
            Trends = [new TrendRow("s", "netcoreapp3.1", 1, 3, "netcoreapp3.1"), new TrendRow("s", "net8.0", 0.5, 3, "netcoreapp3.1") { Lower = 0.4, Upper = 0.6 }],
        });

        var svg = SvgTrendChart.Render(view);

        // The axis reaches 2 (1.2 at least, rounded up), so on the 200 px plot below y 12: 0.4 is at 172, 0.6 at 152.
        Assert.Matches("<path class=\"whisker\" d=\"M[0-9.]+ 172V152", svg);
        Assert.Contains("fill=\"#fff\" stroke=", svg);
        Assert.Contains(HtmlText.Escape("0.50 (95 % interval 0.40–0.60, 3 scenarios); too noisy to rank: its interval reaches ±20 %"), svg);
        Assert.Contains("1.00 (the runtime it is relative to, 3 scenarios)", svg);
    }

    [Fact]
    public void Every_trend_point_with_an_interval_has_its_whisker()
    {
        var report = SnapshotInput.Report();

        var svg = SvgTrendChart.Render(new ReportView(report));

        Assert.Equal(report.Trends.Count(t => t.Lower is not null), Regex.Matches(svg, "<path class=\"whisker\"").Count);
        Assert.Equal(report.Trends.Count(t => t.Ratio is not null), Regex.Matches(svg, "<circle ").Count);
    }
}
