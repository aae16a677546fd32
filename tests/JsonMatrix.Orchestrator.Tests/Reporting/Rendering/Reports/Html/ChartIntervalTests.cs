using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports.Html;

public sealed class ChartIntervalTests
{
    /// <summary>One result, median 1,500 ns, interval 1,200–1,800 ns: the axis reaches 2,000 ns (the bar rounded up), so on
    /// the 160 px plot below y 12, 1,200 ns is at y 76 and 1,800 ns at y 28.</summary>
    private static (ReportView View, Scenario Scenario) OneResult(string? noise = null)
    {
        var cell = new SyntheticCell("net8.0", "system-text-json", "default", "cached", [new SyntheticBenchmark("small", "round-trip", 1000, 64)]);
        var report = ReportMerger.Merge([SyntheticResults.Folder(cell, 0)], new Baseline("system-text-json", "net8.0"));
        var row = report.Results.Single() with { MedianNs = 1500 };
        var view = new ReportView(report with { Results = [row with { Spread = new ResultSpread(95, 1200, 1800, 20, null, noise) }] });
        return (view, view.Scenarios.Single());
    }

    [Fact]
    public void A_bar_with_an_interval_has_a_whisker_from_its_lower_to_its_upper_bound_over_the_bars_middle()
    {
        var (view, scenario) = OneResult();

        var svg = SvgBarChart.Render(view, scenario);

        var barX = double.Parse(Regex.Match(svg, "<rect x=\"([0-9.]+)\"").Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture);
        var whisker = Regex.Match(svg, "<path class=\"whisker\" d=\"([^\"]+)\"").Groups[1].Value;
        var x = HtmlText.Coordinate(barX + 5); // bars are 10 px wide
        Assert.Equal($"M{x} 76V28M{HtmlText.Coordinate(barX + 2)} 28H{HtmlText.Coordinate(barX + 8)}M{HtmlText.Coordinate(barX + 2)} 76H{HtmlText.Coordinate(barX + 8)}", whisker);
        Assert.Contains("1.50 μs (95 % confidence interval 1.20 μs–1.80 μs)", svg);
    }

    [Fact]
    public void A_noisy_bar_is_filled_with_its_charts_hatch_and_a_steady_one_with_its_colour()
    {
        var (noisyView, scenario) = OneResult(noise: "too wide");
        var (steadyView, _) = OneResult();

        var noisy = SvgBarChart.Render(noisyView, scenario);
        var steady = SvgBarChart.Render(steadyView, scenario);

        var id = SvgMarks.HatchId("m-" + scenario.Anchor, 0);
        Assert.Contains($"<pattern id=\"{id}\"", noisy);
        Assert.Matches($"<rect x=\"[0-9.]+\" y=\"[0-9.]+\" width=\"10\" height=\"[0-9.]+\" fill=\"url\\(#{id}\\)\" stroke=\"{ChartPalette.Of(0)}\"", noisy);
        Assert.Contains("too noisy to rank: too wide", noisy);
        Assert.DoesNotContain("url(#", steady);
        Assert.Contains($"fill=\"{ChartPalette.Of(0)}\"><title>", steady);
    }

    [Fact]
    public void A_whisker_past_the_axis_is_cut_at_the_plot_without_a_cap()
    {
        var d = Regex.Match(SvgMarks.Whisker(20, 150, 2, plotTop: 12, plotBottom: 172), "class=\"whisker\" d=\"([^\"]+)\"").Groups[1].Value;

        Assert.Equal("M20 150V12M17 150H23", d);
    }

    [Fact]
    public void Every_bar_of_every_chart_of_the_report_has_its_whisker()
    {
        foreach (var report in new[] { SnapshotInput.Report(), ColdStartInput.Report() })
        {
            var html = new HtmlReportRenderer().Render(report);
            foreach (Match chart in Regex.Matches(html, "<svg class=\"chart\".*?</svg>"))
            {
                if (chart.Value.Contains("<circle ")) continue; // the trend chart: TrendChartTests
                Assert.Equal(Regex.Matches(chart.Value, "<rect [^>]*><title>").Count, Regex.Matches(chart.Value, "<path class=\"whisker\"").Count);
            }
        }
    }

    [Fact]
    public void A_web_bar_says_its_whisker_is_the_range_of_the_measured_windows()
    {
        var report = SnapshotInput.Report();
        var view = new WebView(report, r => r);

        var svg = SvgWebChart.Render(view, view.Scenarios[0]);

        Assert.Matches("req/s \\(range of the \\d+ measured windows: [0-9,]+–[0-9,]+\\)", svg);
    }
}
