using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>A trend as a serializer × runtime table of ratios with the scenario count, the same for micro and web
/// trends in report.md and report.html. A serializer whose trend divides by another runtime than the baseline runtime
/// is named with it.</summary>
public sealed record TrendTable(IReadOnlyList<string> Headers, IReadOnlyList<IReadOnlyList<string>> Rows)
{
    public static TrendTable Of(IReadOnlyList<TrendRow> trends, IReadOnlyList<string> runtimes, Func<string, string> labelOf, string baselineRuntime)
    {
        var rows = trends.GroupBy(t => t.Serializer).Select(serializer => (IReadOnlyList<string>)
        [
            Label(serializer.Key, serializer.First().RelativeTo, labelOf, baselineRuntime),
            .. runtimes.Select(r => Units.Ratio(serializer.FirstOrDefault(t => t.Runtime == r)?.Ratio)),
            Units.Integer(serializer.Max(t => t.Scenarios)),
        ]).ToList();
        return new TrendTable(["serializer", .. runtimes.Select(labelOf), "scenarios"], rows);
    }

    /// <summary>Every column but the serializer's holds a number.</summary>
    public IReadOnlyList<bool> RightAligned => [false, .. Headers.Skip(1).Select(_ => true)];

    private static string Label(string serializer, string relativeTo, Func<string, string> labelOf, string baselineRuntime) =>
        relativeTo == baselineRuntime ? serializer : $"{serializer} (relative to {labelOf(relativeTo)})";
}
