using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Findings;

/// <summary>A ratio study's lines: every result whose dimension is "of" beside its twin whose dimension is "over" (same
/// runtime, payload, operation and other settings), one line per runtime and setting.</summary>
internal static class RatioFinding
{
    public static (IReadOnlyList<string> Columns, IReadOnlyList<RatioLine> Lines) Build(MergedReport report, Study study, IReadOnlyList<ResultRow> rows)
    {
        var answer = study.Answer!;
        var dimension = answer.Dimension!;
        var others = StudyAnswer.Dimensions.Where(d => d != dimension).ToList();
        var overs = rows.Where(r => StudyRows.Is(StudyRows.ValueOf(r, dimension), answer.Over!))
            .GroupBy(r => Twin(r, others)).ToDictionary(g => g.Key, g => g.First());
        var pairs = rows.Where(r => StudyRows.Is(StudyRows.ValueOf(r, dimension), answer.Of!))
            .Select(r => (Of: r, Over: overs.GetValueOrDefault(Twin(r, others))))
            .Where(p => p.Over is not null).Select(p => (p.Of, Over: p.Over!)).ToList();
        var columns = IdOrder.Operations(pairs.Select(p => p.Of.Operation)).ToList();
        // A setting is named in a line only where the study's lines differ in it.
        var varying = others.Where(d => pairs.Select(p => StudyRows.ValueOf(p.Of, d)).Distinct().Count() > 1).ToList();
        var labels = StudyRows.RuntimeLabels(report);
        var lines = pairs
            .GroupBy(p => (p.Of.Runtime, Context: string.Join(", ", varying.Select(d => StudyRows.ValueOf(p.Of, d)))))
            // Settings in the reports' order (System.Text.Json first, default escaping, cached), then runtimes.
            .OrderBy(g => ("", g.First().Of.Serializer, g.First().Of.Escaping, g.First().Of.Lifetime), IdOrder.CellKeys)
            .ThenBy(g => IdOrder.Rank(JsonMatrix.Contracts.Cells.KnownIds.Runtimes, g.Key.Runtime))
            .Select(g => Line(g.Key.Runtime, labels.GetValueOrDefault(g.Key.Runtime, g.Key.Runtime), g.Key.Context, [.. g], columns))
            .ToList();
        return (columns, lines);
    }

    private static RatioLine Line(string runtime, string label, string context, IReadOnlyList<(ResultRow Of, ResultRow Over)> pairs, IReadOnlyList<string> columns)
    {
        var figures = pairs.Select(p => (p.Of.Operation, Figure: FigureRatio.Of(p.Of, p.Over))).ToList();
        var byOperation = columns.Select(op => figures.Where(f => f.Operation == op).Select(f => f.Figure).ToList() is { Count: > 0 } some
            ? FigureRatio.ToEstimate(FigureRatio.GeometricMean(some)) : null).ToList();
        var allocations = pairs.All(p => p.Of.AllocatedBytes > 0 && p.Over.AllocatedBytes > 0)
            ? TrendCalculator.GeometricMean(pairs.Select(p => (double)p.Of.AllocatedBytes!.Value / p.Over.AllocatedBytes!.Value))
            : (double?)null;
        var noisy = pairs.Count(p => p.Of.Spread?.Noisy == true || p.Over.Spread?.Noisy == true);
        return new RatioLine(runtime, label, context, FigureRatio.ToEstimate(FigureRatio.GeometricMean([.. figures.Select(f => f.Figure)])),
            byOperation, allocations, pairs.Count, noisy);
    }

    private static string Twin(ResultRow row, IReadOnlyList<string> others) =>
        $"{row.Runtime}|{row.Payload}|{row.Operation}|{string.Join("|", others.Select(d => StudyRows.ValueOf(row, d)))}";
}
