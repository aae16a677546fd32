using System.Collections.Generic;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Findings;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>report.md's first section: each study's question and its answer per runtime, with intervals.</summary>
public static class FindingsMarkdownSection
{
    public static void Append(StringBuilder md, IReadOnlyList<Finding> findings)
    {
        if (findings.Count == 0) return;
        md.Append("## Findings\n\n");
        foreach (var finding in findings)
        {
            md.Append("### ").Append(MarkdownText.Escape(finding.Study)).Append("\n\n");
            if (finding.Question is { } question) md.Append("**").Append(MarkdownText.Escape(question)).Append("**\n\n");
            md.Append(MarkdownText.Escape(finding.Kind == Finding.RankKind ? FindingText.RankMeaning : FindingText.RatioMeaning(finding))).Append("\n\n");
            var (headers, rows) = FindingTables.Of(finding);
            if (rows.Count > 0) MarkdownText.Table(md, headers, rows);
            foreach (var gap in finding.Gaps) md.Append("- Not answered: ").Append(MarkdownText.Escape(gap)).Append('\n');
            md.Append("- Rests on: ").Append(MarkdownText.Escape(finding.Basis)).Append(".\n\n");
        }
    }
}
