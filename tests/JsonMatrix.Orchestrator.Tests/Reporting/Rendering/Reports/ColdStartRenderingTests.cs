using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>The cold-start section in every report file when cells measured it, and nowhere when none did.</summary>
public sealed class ColdStartRenderingTests
{
    [Fact]
    public void The_markdown_report_with_cold_start_matches_its_snapshot() =>
        Snapshot.Match(new MarkdownReportRenderer().Render(ColdStartInput.Report()), "report-cold-start.md");

    [Fact]
    public void The_json_report_with_cold_start_matches_its_snapshot() =>
        Snapshot.Match(new JsonReportRenderer().Render(ColdStartInput.Report()), "report-cold-start.json");

    [Fact]
    public void The_html_report_with_cold_start_matches_its_snapshot() =>
        Snapshot.Match(new HtmlReportRenderer().Render(ColdStartInput.Report()), "report-cold-start.html");

    [Fact]
    public void The_floor_that_a_host_s_serializers_share_counts_once_in_the_runtime_s_floor_row()
    {
        SyntheticCell Cell(string serializer) => new("net8.0", serializer, "default", "cached", [new SyntheticBenchmark("person", "serialize-string", 300, 64)]);
        var host = ColdStartFiles.HostJson("system-text-json",
        [
            ("system-text-json", [new ColdStartFiles.Figure("person", "serialize-string", ColdStartFiles.Around(60)), new ColdStartFiles.Figure("person", "start-up", ColdStartFiles.Around(45))]),
            ("newtonsoft", [new ColdStartFiles.Figure("person", "serialize-string", ColdStartFiles.Around(90))]),
        ]);
        var report = Orchestrator.Reporting.Merging.ReportMerger.Merge(
            [ColdStartFiles.Folder(Cell("system-text-json"), 0, host), ColdStartFiles.Folder(Cell("newtonsoft"), 1, null)],
            new Orchestrator.Matrix.Baseline("system-text-json", "net8.0"));

        var markdown = new MarkdownReportRenderer().Render(report);

        Assert.Contains("| newtonsoft | 90.0 ms", markdown);
        Assert.Contains("| start-up floor (no serializer) | 45.0 ms |", markdown);
    }

    [Fact]
    public void The_markdown_table_has_a_column_per_runtime_the_aot_one_its_own_and_the_start_up_floor_last()
    {
        var markdown = new MarkdownReportRenderer().Render(ColdStartInput.Report());

        Assert.Contains("## Cold start", markdown);
        Assert.Contains("### person · serialize-string\n\n| serializer | net8.0 | net10.0 | net10.0-aot |", markdown);
        Assert.Contains("| system-text-json | 62.0 ms ±1.3 % (10 processes) · serializer +14.0 ms · start-up ×1.29 (1.29–1.29) · first call 11.5 ms, 18.0 KB |  |", markdown);
        Assert.Contains("serializer: within start-up noise", markdown);
        Assert.Contains("| start-up floor (no serializer) | 48.5 ms (2 floors, 48.0 ms–49.0 ms) |  | 12.1 ms |", markdown);
        Assert.Contains("| net8.0_newtonsoft_default_cached | person-array-200 | all | n/a | synthetic: not measured for this payload |", markdown);
        Assert.Contains("| net10.0_newtonsoft_default_cached | all | all | failed |", markdown);
        Assert.Contains("| net8.0_newtonsoft_default_cached | cold start · person · serialize-string |", markdown);
        Assert.Contains("A cold-start figure is marked noisy when", markdown);
    }

    [Fact]
    public void A_serializer_that_cannot_run_on_a_native_aot_runtime_says_n_a_there_with_its_reason()
    {
        const string why = "needs dynamic code (NativeAOT): newtonsoft serializes through reflection";
        var notApplicable = new SyntheticCell("net10.0-aot", "newtonsoft", "default", "cached", [], Status: "unsupported", Reason: why, WithMetadata: false);
        var report = Orchestrator.Reporting.Merging.ReportMerger.Merge(
            [.. ColdStartInput.Folders(), SyntheticResults.Folder(notApplicable, 4)], new Orchestrator.Matrix.Baseline("system-text-json", "net8.0"));

        var markdown = new MarkdownReportRenderer().Render(report);

        // newtonsoft's row: net8.0's figure, net10.0's unreadable file, and net10.0-aot's cell that could not run.
        Assert.Contains(" | failed (see below) | n/a (see below) |\n", markdown);
        Assert.Contains($"| net10.0-aot_newtonsoft_default_cached | all | all | n/a | {why} |", markdown);
        Assert.Contains($"title=\"{why}\">n/a (see below)</td>", new HtmlReportRenderer().Render(report));
        Assert.DoesNotContain("| failed (see below) | n/a (see below) |", new MarkdownReportRenderer().Render(ColdStartInput.Report()));
    }

    [Fact]
    public void The_size_of_a_native_aot_runtime_s_executable_stands_beside_the_tables_and_only_when_recorded()
    {
        var report = ColdStartInput.Report(aotBinaryBytes: 23_714_392);
        const string line = "Binary size (the one executable every cell of a NativeAOT runtime starts): net10.0-aot 22.6 MiB (23,714,392 bytes).";

        Assert.Contains(line + "\n\nCold start without figures:", new MarkdownReportRenderer().Render(report));
        Assert.Contains($"<p>{line}</p>", new HtmlReportRenderer().Render(report));
        Assert.DoesNotContain("Binary size", new MarkdownReportRenderer().Render(ColdStartInput.Report()));
    }

    [Fact]
    public void The_html_report_has_the_section_in_its_navigation_a_chart_per_table_and_the_reasons()
    {
        var html = new HtmlReportRenderer().Render(ColdStartInput.Report());

        Assert.Contains("<a href=\"#cold-start\">Cold start</a>", html);
        Assert.Contains("<h2 id=\"cold-start\">Cold start</h2>", html);
        Assert.Equal(3, html.Split("<title>Cold start, time to the first result: ").Length - 1);
        Assert.Contains("<section class=\"cold-start\" id=\"cold-start-person-array-200-serialize-string\">", html);
        Assert.Contains("title=\"synthetic: not measured for this payload\">n/a (see below)</td>", html);
    }

    [Fact]
    public void The_charts_axes_start_at_a_plain_zero_not_at_a_zero_in_nanoseconds_on_a_scale_of_milliseconds()
    {
        var html = new HtmlReportRenderer().Render(ColdStartInput.Report());

        Assert.Contains("text-anchor=\"end\">0</text>", html);
        Assert.DoesNotContain("0.00 ns", html);
    }

    [Fact]
    public void Report_json_carries_every_figure_under_cold_start()
    {
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(ColdStartInput.Report()));

        var rows = json.RootElement.GetProperty("coldStart").EnumerateArray().ToList();
        var first = rows.First(r => r.GetProperty("cell").GetString() == "net8.0_system-text-json_default_cached");
        Assert.Equal("person", first.GetProperty("payload").GetString());
        Assert.Equal("serialize-string", first.GetProperty("operation").GetString());
        Assert.Equal(62, first.GetProperty("processMs").GetDouble(), precision: 9);
        Assert.Equal(14, first.GetProperty("serializerMs").GetDouble(), precision: 9);
        Assert.Equal(10, first.GetProperty("processes").GetInt32());
        Assert.Contains(rows, r => r.GetProperty("status").GetString() == "failed" && r.GetProperty("processMs").ValueKind == JsonValueKind.Null);
    }

    [Fact]
    public void Report_csv_has_a_cold_start_row_per_figure_with_the_floor_share_and_first_call_in_their_columns()
    {
        var lines = new CsvReportRenderer().Render(ColdStartInput.Report()).Split("\r\n");

        Assert.EndsWith(",startUpNs,serializerShareNs,firstCallNs,ratioAcrossEnvironments", lines[0]);
        var row = lines.Single(l => l.StartsWith("net8.0_system-text-json_default_cached,net8.0,system-text-json,default,cached,person,serialize-string,62000000,", System.StringComparison.Ordinal));
        Assert.Contains(",cold-start,", row);
        Assert.EndsWith(",48000000,14000000,11500000,", row);
        Assert.Equal(lines[0].Split(',').Length, row.Split(',').Length);
    }

    [Fact]
    public void A_report_without_cold_start_has_no_section_no_json_property_and_no_rule()
    {
        var report = SnapshotInput.Report();

        Assert.DoesNotContain("Cold start", new MarkdownReportRenderer().Render(report));
        Assert.DoesNotContain("cold-start", new HtmlReportRenderer().Render(report));
        Assert.DoesNotContain("coldStart", new JsonReportRenderer().Render(report));
        Assert.DoesNotContain(",cold-start,", new CsvReportRenderer().Render(report));
    }
}
