using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;

/// <summary>One table of the cold-start section: a payload and the first call measured (serialize-string or
/// deserialize-string).</summary>
public sealed record ColdStartTable(string Payload, string Operation)
{
    public string Title => $"{Payload} · {Operation}";

    public string Anchor => $"cold-start-{Payload}-{Operation}";
}

/// <summary>The cold-start section arranged for tables and charts: its tables, the serializers (rows) and runtimes
/// (columns; an AOT runtime such as net10.0-aot is a runtime id of its own, so its own column), each entry, and the
/// start-up floor of each runtime.</summary>
public sealed class ColdStartView
{
    public ColdStartView(MergedReport report, Func<string, string> labelOf)
    {
        Section = report.ColdStart;
        LabelOf = labelOf;
        Runtimes = IdOrder.Runtimes(Section.Rows.Select(r => r.Runtime)).ToList();
        Serializers = IdOrder.Serializers(Section.Rows.Select(r => r.Serializer))
            .SelectMany(s => Section.Rows.Where(r => r.Serializer == s).Select(RowLabel).Distinct().Order(StringComparer.Ordinal)).ToList();
        // A table for each payload and first call some cell measured; what no cell measured is only listed with its reason.
        var measured = Section.Rows.Where(r => r.Figure is not null && r.Operation != ColdStartResult.StartUp).ToList();
        Tables = IdOrder.Payloads(measured.Select(r => r.Payload))
            .SelectMany(p => ColdStartResult.Operations.Where(o => measured.Any(r => r.Payload == p && r.Operation == o)).Select(o => new ColdStartTable(p, o)))
            .ToList();
        _notApplicable = NotApplicable(report, Runtimes, Serializers, Section.Rows);
        Gaps = [.. Section.Rows.Where(r => r.Status != CellStatus.Ok), .. _notApplicable];
        Binaries = Runtimes.Select(r => (Runtime: r, Bytes: NativeAotRows.BinaryBytes(report.Cells.Where(c => c.Runtime == r))))
            .Where(b => b.Bytes is not null).Select(b => (b.Runtime, b.Bytes!.Value)).ToList();
    }

    /// <summary>The cold-start runtimes that start one native executable (NativeAOT), with its size from cell.json: what
    /// a container that scales from zero pulls and maps before its first call.</summary>
    public IReadOnlyList<(string Runtime, long Bytes)> Binaries { get; }

    public ColdStartSection Section { get; }

    public Func<string, string> LabelOf { get; }

    public IReadOnlyList<string> Runtimes { get; }

    /// <summary>Row labels: the serializer, with escaping and lifetime when they are not the cells' usual default and cached.</summary>
    public IReadOnlyList<string> Serializers { get; }

    public IReadOnlyList<ColdStartTable> Tables { get; }

    /// <summary>Rows without a figure (unsupported, or a cold-start.json that could not be used), listed with their reasons.</summary>
    public IReadOnlyList<ColdStartRow> Gaps { get; }

    public bool IsEmpty => Section.Rows.Count == 0;

    public static string RowLabel(ColdStartRow row) =>
        row.Escaping == "default" && row.Lifetime == "cached" ? row.Serializer : $"{row.Serializer} ({row.Escaping}, {row.Lifetime})";

    /// <summary>The entry of a serializer on a runtime: its figure, or the row saying why it has none (operation "*"
    /// stands for every operation of its payload, a failed file for everything of its cell); null when the cell
    /// measured no cold start.</summary>
    public ColdStartRow? Entry(ColdStartTable table, string serializer, string runtime)
    {
        var rows = Section.Rows.Concat(_notApplicable).Where(r => r.Runtime == runtime && RowLabel(r) == serializer).ToList();
        return rows.FirstOrDefault(r => r.Payload == table.Payload && r.Operation == table.Operation)
            ?? rows.FirstOrDefault(r => r.Payload == table.Payload && r.Operation == ColdStartRow.AnyPayloadOrOperation)
            ?? rows.FirstOrDefault(r => r.Payload == ColdStartRow.AnyPayloadOrOperation);
    }

    private readonly IReadOnlyList<ColdStartRow> _notApplicable;

    /// <summary>A row for each serializer × runtime of the tables whose cell did not run because it cannot there (a
    /// reflection serializer on a NativeAOT runtime): the table says "n/a" with the cell's reason instead of nothing.</summary>
    private static List<ColdStartRow> NotApplicable(MergedReport report, IReadOnlyList<string> runtimes, IReadOnlyList<string> serializers, IReadOnlyList<ColdStartRow> rows) =>
        report.Cells
            .Where(c => c.Status == CellStatus.Unsupported && !c.IsWeb && runtimes.Contains(c.Runtime))
            .Select(c => new ColdStartRow(c.Id, c.Runtime, c.Serializer, c.Escaping, c.Lifetime, ColdStartRow.AnyPayloadOrOperation,
                ColdStartRow.AnyPayloadOrOperation, CellStatus.Unsupported, c.Reason, null))
            .Where(r => serializers.Contains(RowLabel(r)) && !rows.Any(other => other.Runtime == r.Runtime && RowLabel(other) == RowLabel(r)))
            .ToList();

    /// <summary>The start-up floor of a runtime on a payload: the median of its distinct start-up medians, with how many
    /// and their range. The serializers sampled in one build share its floor (the same samples, so the same median), counted
    /// once; a run whose cells each sampled their own has one per cell.</summary>
    public (double MedianMs, double MinMs, double MaxMs, int Floors)? Floor(string payload, string runtime)
    {
        var floors = Section.Rows.Where(r => r.Runtime == runtime && r.Payload == payload && r.Operation == ColdStartResult.StartUp && r.Figure is not null)
            .Select(r => r.Figure!.ProcessMs).Distinct().ToList();
        return floors.Count == 0 ? null : (Median.Of(floors), floors.Min(), floors.Max(), floors.Count);
    }
}
