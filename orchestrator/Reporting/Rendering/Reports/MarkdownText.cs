using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

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

    /// <summary>One line, with characters that would break a table cell escaped, and HTML shown as text: markdown
    /// passes HTML through, and ids and reasons come from cell folders that anyone may have written.</summary>
    public static string Escape(string text) =>
        Html(text).Replace("\r", "").Replace("\n", " ").Replace("|", "\\|");

    /// <summary>&amp;, &lt; and &gt; as entities, so that no text of a cell becomes a tag; control and bidi characters as
    /// \uXXXX (<see cref="OutputText"/>).</summary>
    public static string Html(string text) =>
        OutputText.Escape(text).Replace("&", "&amp;").Replace("<", "&lt;").Replace(">", "&gt;");
}
