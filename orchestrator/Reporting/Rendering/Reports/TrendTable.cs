using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>A trend as a serializer × runtime table of ratios, each with its 95 % interval in brackets where it has one
/// (the style of the scenario tables' ratios), and the scenario count, the same for micro and web trends in report.md
/// and report.html. A serializer whose trend divides by another runtime than the baseline runtime is named with it.</summary>
public sealed record TrendTable(IReadOnlyList<string> Headers, IReadOnlyList<IReadOnlyList<string>> Rows)
{
    public static TrendTable Of(IReadOnlyList<TrendRow> trends, IReadOnlyList<string> runtimes, Func<string, string> labelOf, string baselineRuntime)
    {
        var rows = trends.GroupBy(t => t.Serializer).Select(serializer => (IReadOnlyList<string>)
        [
            Label(serializer.Key, serializer.First().RelativeTo, labelOf, baselineRuntime),
            .. runtimes.Select(r => Entry(serializer.FirstOrDefault(t => t.Runtime == r))),
            Units.Integer(serializer.Max(t => t.Scenarios)),
        ]).ToList();
        return new TrendTable(["serializer", .. runtimes.Select(labelOf), "scenarios"], rows);
    }

    /// <summary>What the tables' explanations say about the brackets.</summary>
    public const string IntervalLegend = "In brackets: its 95 % interval, from the intervals of the figures it divides.";

    /// <summary>What the micro trend's explanation says about the trimmed mean (Merging/TrendCalculator).</summary>
    public static readonly string TrimLegend = $"From {Merging.TrendCalculator.TrimFrom} scenarios on, the mean leaves out the highest and the lowest ratio, so that one scenario cannot move it alone (the list below the table names them).";

    /// <summary>"System.Text.Json on .NET 8: list-1000 serialize-string (default, cached) and small serialize-stream
    /// (default, cached)", one line per trend that left scenarios out, the lowest ratio first.</summary>
    public static IReadOnlyList<string> LeftOutLines(IReadOnlyList<TrendRow> trends, Func<string, string> labelOf) =>
        [.. trends.Where(t => t.LeftOut.Count > 0).Select(t => $"{t.Serializer} on {labelOf(t.Runtime)}: {string.Join(" and ", t.LeftOut)}")];

    /// <summary>"0.53 (0.49–0.57)"; the ratio alone without an interval.</summary>
    public static string Entry(TrendRow? trend) => (trend is { Lower: { } lower, Upper: { } upper }
        ? Units.RatioWithInterval(trend.Ratio, new RatioInterval(lower, upper))
        : Units.Ratio(trend?.Ratio)) + Units.Across(trend?.AcrossEnvironments);

    /// <summary>Every column but the serializer's holds a number.</summary>
    public IReadOnlyList<bool> RightAligned => [false, .. Headers.Skip(1).Select(_ => true)];

    private static string Label(string serializer, string relativeTo, Func<string, string> labelOf, string baselineRuntime) =>
        relativeTo == baselineRuntime ? serializer : $"{serializer} (relative to {labelOf(relativeTo)})";
}
