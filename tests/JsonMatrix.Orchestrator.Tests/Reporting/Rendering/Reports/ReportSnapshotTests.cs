using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

public sealed class ReportSnapshotTests
{
    [Fact]
    public void The_markdown_report_of_the_fixed_input_matches_its_snapshot() =>
        Snapshot.Match(new MarkdownReportRenderer().Render(SnapshotInput.Report()), "report.md");

    [Fact]
    public void The_html_report_of_the_fixed_input_matches_its_snapshot() =>
        Snapshot.Match(new HtmlReportRenderer().Render(SnapshotInput.Report()), "report.html");

    [Fact]
    public void The_json_report_of_the_fixed_input_matches_its_snapshot() =>
        Snapshot.Match(new JsonReportRenderer().Render(SnapshotInput.Report()), "report.json");

    [Fact]
    public void The_findings_chart_of_the_fixed_input_matches_its_snapshot() =>
        Snapshot.Match(new Orchestrator.Reporting.Rendering.Reports.Findings.FindingsSvgRenderer().Render(SnapshotInput.Report()), "findings.svg");

    [Fact]
    public void The_csv_report_of_the_fixed_input_matches_its_snapshot() =>
        Snapshot.Match(new CsvReportRenderer().Render(SnapshotInput.Report()), "report.csv");
}
