using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>Every result's ratio to the hand-written floor on the same runtime, beside its ratio to System.Text.Json.</summary>
public sealed class FloorRatioTests
{
    private static readonly Baseline Baseline = new("system-text-json", "netcoreapp3.1");

    private static SyntheticCell Cell(string runtime, string serializer, string lifetime, double median) =>
        new(runtime, serializer, "default", lifetime, [new SyntheticBenchmark("person", "serialize-utf8", median, 64)]);

    private static MergedReport Report() => ReportMerger.Merge(new[]
    {
        Cell("net8.0", "system-text-json", "cached", 300),
        Cell("net8.0", "system-text-json", "per-call", 900),
        Cell("net8.0", "newtonsoft", "cached", 600),
        Cell("net8.0", "floor", "cached", 200),
        Cell("net10.0", "system-text-json", "cached", 250),
        Cell("net10.0", "floor", "cached", 100),
        Cell("netcoreapp3.1", "system-text-json", "cached", 400),
    }.Select((c, i) => SyntheticResults.Folder(c, i)).ToList(), Baseline);

    private static ResultRow Row(MergedReport report, string runtime, string serializer, string lifetime = "cached") =>
        report.Results.Single(r => (r.Runtime, r.Serializer, r.Lifetime) == (runtime, serializer, lifetime));

    [Fact]
    public void A_floor_ratio_divides_by_the_floor_s_cached_median_on_the_same_runtime_for_both_lifetimes()
    {
        var report = Report();

        Assert.Equal(1.5, Row(report, "net8.0", "system-text-json").FloorRatio);
        Assert.Equal(4.5, Row(report, "net8.0", "system-text-json", "per-call").FloorRatio);
        Assert.Equal(3.0, Row(report, "net8.0", "newtonsoft").FloorRatio);
        Assert.Equal(1.0, Row(report, "net8.0", "floor").FloorRatio);
        Assert.Equal(2.5, Row(report, "net10.0", "system-text-json").FloorRatio);
        Assert.Null(Row(report, "netcoreapp3.1", "system-text-json").FloorRatio); // no floor measured on 3.1
        Assert.Equal(2.0 / 3, Row(report, "net8.0", "floor").Ratio!.Value, 12); // and the floor keeps its ratio to System.Text.Json
    }

    [Fact]
    public void A_floor_ratio_has_the_interval_both_results_intervals_allow_except_the_floor_s_own()
    {
        var report = Report();
        var newtonsoft = Row(report, "net8.0", "newtonsoft");

        // Both results ±2 %: 3 × 0.98 / 1.02 … 3 × 1.02 / 0.98.
        Assert.Equal(3 * 0.98 / 1.02, newtonsoft.FloorRatioInterval!.Lower, 9);
        Assert.Equal(3 * 1.02 / 0.98, newtonsoft.FloorRatioInterval.Upper!.Value, 9);
        Assert.Null(Row(report, "net8.0", "floor").FloorRatioInterval);
        Assert.Contains("· floor ×3.00 (2.88–3.12)", new MarkdownReportRenderer().Render(report).Split('\n').Single(l => l.StartsWith("| newtonsoft |")));
    }

    [Fact]
    public void Markdown_and_html_entries_show_the_floor_ratio_beside_the_ratio_to_system_text_json_and_explain_it()
    {
        var report = Report();

        var md = new MarkdownReportRenderer().Render(report);
        var html = new HtmlReportRenderer().Render(report);

        Assert.Contains("· 2.00 (", md.Split('\n').Single(l => l.StartsWith("| newtonsoft |")));
        Assert.Contains("· floor ×3.00", md.Split('\n').Single(l => l.StartsWith("| newtonsoft |")));
        Assert.Contains("floor ×: ratio to the hand-written floor on the same runtime", md);
        Assert.Contains("\"floor ×\" divides by floor, hand-written Utf8JsonWriter/Utf8JsonReader code", md);
        Assert.Contains(HtmlText.Escape("floor ×3.00"), html);
        Assert.Contains("floor ×: ratio to the hand-written floor on the same runtime", html); // legend text, written as is
    }

    [Fact]
    public void A_run_without_the_floor_says_nothing_about_it()
    {
        var report = ReportMerger.Merge([SyntheticResults.Folder(Cell("net8.0", "system-text-json", "cached", 300), 0)], Baseline);

        Assert.DoesNotContain("floor", new MarkdownReportRenderer().Render(report));
        Assert.DoesNotContain(HtmlText.Escape("floor ×"), new HtmlReportRenderer().Render(report));
    }

    [Fact]
    public void Json_and_csv_carry_the_floor_ratio_of_every_result()
    {
        var report = Report();

        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        var csv = new CsvReportRenderer().Render(report).Split("\r\n");

        var newtonsoft = json.RootElement.GetProperty("results").EnumerateArray().Single(r => r.GetProperty("serializer").GetString() == "newtonsoft");
        Assert.Equal(3.0, newtonsoft.GetProperty("floorRatio").GetDouble());
        Assert.Equal(3 * 0.98 / 1.02, newtonsoft.GetProperty("floorRatioLower").GetDouble(), 9);
        Assert.Equal(3 * 1.02 / 0.98, newtonsoft.GetProperty("floorRatioUpper").GetDouble(), 9);
        var header = csv[0].Split(',').ToList();
        var row = csv.Single(l => l.StartsWith("net8.0_newtonsoft_")).Split(',');
        Assert.Equal("3", row[header.IndexOf("floorRatio")]);
        Assert.Equal(3 * 0.98 / 1.02, double.Parse(row[header.IndexOf("floorRatioLower")], System.Globalization.CultureInfo.InvariantCulture), 9);
        Assert.Equal(header.Count, row.Length);
    }

    [Fact]
    public void The_trend_table_has_a_floor_row()
    {
        var report = Report();

        Assert.Equal(["net8.0", "net10.0"], report.Trends.Where(t => t.Serializer == "floor").Select(t => t.Runtime));
        Assert.Contains(new MarkdownReportRenderer().Render(report).Split('\n'), l => l.StartsWith("| floor (relative to") && l.Contains("| 1.00 |") && l.Contains("| 0.50 ("));
    }
}
