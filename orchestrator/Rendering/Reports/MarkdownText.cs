using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Rendering.Reports;

/// <summary>Markdown building blocks: tables with escaped cells.</summary>
public static class MarkdownText
{
    public static void Table(StringBuilder md, IReadOnlyList<string> headers, IEnumerable<IReadOnlyList<string>> rows, IReadOnlyList<bool>? rightAligned = null)
    {
        md.Append("| ").Append(string.Join(" | ", headers.Select(Escape))).Append(" |\n");
        md.Append('|').Append(string.Join("|", headers.Select((_, i) => rightAligned is not null && rightAligned[i] ? "---:" : "---"))).Append("|\n");
        foreach (var row in rows) md.Append("| ").Append(string.Join(" | ", row.Select(Escape))).Append(" |\n");
        md.Append('\n');
    }

    /// <summary>One line, with characters that would break a table cell escaped.</summary>
    public static string Escape(string text) =>
        text.Replace("\r", "").Replace("\n", " ").Replace("|", "\\|");
}
