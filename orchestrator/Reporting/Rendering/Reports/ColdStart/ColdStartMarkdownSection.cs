using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;

/// <summary>report.md's cold-start section: one serializer × runtime table per payload and first call, the start-up
/// floor under each, then what has no figure and why. Absent when no cell measured cold start.</summary>
public static class ColdStartMarkdownSection
{
    public static void Append(StringBuilder md, ColdStartView view)
    {
        if (view.IsEmpty) return;
        md.Append("## ").Append(ColdStartText.Title).Append("\n\n").Append(MarkdownText.Escape(ColdStartText.HowToRead)).Append("\n\n");
        foreach (var table in view.Tables)
        {
            md.Append("### ").Append(MarkdownText.Escape(table.Title)).Append("\n\n");
            var rows = view.Serializers.Select(s => (IReadOnlyList<string>)[s, .. view.Runtimes.Select(r => ColdStartText.Entry(view.Entry(table, s, r)))])
                .Append([ColdStartText.FloorLabel, .. view.Runtimes.Select(r => ColdStartText.Floor(view.Floor(table.Payload, r)))]);
            MarkdownText.Table(md, ["serializer", .. view.Runtimes.Select(view.LabelOf)], rows, [false, .. view.Runtimes.Select(_ => true)]);
        }

        if (ColdStartText.Binaries(view) is { Length: > 0 } binaries) md.Append(MarkdownText.Escape(binaries)).Append("\n\n");
        if (view.Gaps.Count == 0) return;
        md.Append("Cold start without figures:\n\n");
        MarkdownText.Table(md, ["cell", "payload", "operation", "status", "reason"], view.Gaps.Select(Gap));
    }

    internal static IReadOnlyList<string> Gap(ColdStartRow row) =>
        [row.Cell, row.Payload == ColdStartRow.AnyPayloadOrOperation ? "all" : row.Payload, row.Operation == ColdStartRow.AnyPayloadOrOperation ? "all" : row.Operation,
         row.Status == JsonMatrix.Orchestrator.Cells.CellStatus.Unsupported ? "n/a" : row.Status, row.Reason ?? ""];
}
