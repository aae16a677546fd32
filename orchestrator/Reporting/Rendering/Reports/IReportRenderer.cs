







using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>Renders the merged report as the text of one file; <see cref="ReportWriter"/> does the file I/O.</summary>
public interface IReportRenderer
{
    /// <summary>The file name in the output folder, like "report.md".</summary>
    string FileName { get; }

    string Render(MergedReport report);
}
