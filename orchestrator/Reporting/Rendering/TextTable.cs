using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering;

/// <summary>A plain-text table with columns padded to their widest value, for terminal output.</summary>
public static class TextTable
{
    public static string Render(IReadOnlyList<string> headers, IReadOnlyList<IReadOnlyList<string>> rows)
    {
        var widths = headers.Select((h, i) => rows.Select(r => r[i].Length).Append(h.Length).Max()).ToList();
        var text = new StringBuilder();
        AppendRow(text, headers, widths);
        AppendRow(text, widths.Select(w => new string('-', w)).ToList(), widths);
        foreach (var row in rows) AppendRow(text, row, widths);
        return text.ToString();
    }

    private static void AppendRow(StringBuilder text, IReadOnlyList<string> cells, IReadOnlyList<int> widths)
    {
        var line = string.Join("  ", cells.Select((cell, i) => cell.PadRight(widths[i])));
        text.Append(line.TrimEnd()).Append('\n');
    }
}
