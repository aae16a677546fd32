using System;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.History;

/// <summary>An inline SVG of one benchmark across runs: its median per run, a red ring where a run was slower than the one before.</summary>
public static class SvgHistoryChart
{
    private const double Left = 64, Top = 12, PlotHeight = 120, Bottom = 24, Step = 56;

    public static string Render(HistoryReport history, BenchmarkSeries series)
    {
        var points = series.Points.Select((p, i) => (p, i)).Where(x => x.p is not null).Select(x => (Point: x.p!, Index: x.i)).ToList();
        var max = points.Select(p => p.Point.MedianNs).DefaultIfEmpty(1).Max();
        var top = SvgBarChart.NiceCeiling(max * 1.1);
        var width = Left + Math.Max(1, history.Runs.Count) * Step;
        var height = Top + PlotHeight + Bottom;
        double X(int i) => Left + Step / 2 + i * Step;
        double Y(double ns) => Top + PlotHeight - PlotHeight * ns / top;

        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart\" role=\"img\" viewBox=\"0 0 {C(width)} {C(height)}\" width=\"{C(width)}\" height=\"{C(height)}\">")
            .Append($"<title>{HtmlText.Escape(series.Key.ToString())}: median time per run</title>");
        for (var i = 0; i <= 2; i++)
        {
            var value = top * i / 2;
            svg.Append($"<line class=\"grid\" stroke=\"#e6e6e6\" x1=\"{C(Left)}\" x2=\"{C(width - 4)}\" y1=\"{C(Y(value))}\" y2=\"{C(Y(value))}\"/>")
                .Append($"<text class=\"axis\" x=\"{C(Left - 4)}\" y=\"{C(Y(value) + 3)}\" text-anchor=\"end\">{HtmlText.Escape(Units.AxisTime(value))}</text>");
        }
        for (var i = 0; i < history.Runs.Count; i++)
            svg.Append($"<text class=\"label\" x=\"{C(X(i))}\" y=\"{C(Top + PlotHeight + 14)}\" text-anchor=\"middle\">{history.Runs[i].Id}</text>");
        if (points.Count > 1)
            svg.Append($"<polyline fill=\"none\" stroke=\"{ChartPalette.Of(0)}\" stroke-width=\"2\" points=\"{string.Join(" ", points.Select(p => $"{C(X(p.Index))},{C(Y(p.Point.MedianNs))}"))}\"/>");
        foreach (var (point, index) in points)
        {
            var slower = point.AgainstPrevious == Verdict.Slower;
            var title = $"{history.Runs[index].Id}: {Units.Time(point.MedianNs)}{(point.RatioToPrevious is { } r ? $", ×{Units.Ratio(r)} of the previous run ({Rendering.Comparison.ComparisonJson.Name(point.AgainstPrevious!.Value)})" : "")}{(point.Versions is { Length: > 0 } v ? $"; {v}" : "")}";
            svg.Append($"<circle cx=\"{C(X(index))}\" cy=\"{C(Y(point.MedianNs))}\" r=\"{(slower ? "5" : "3.5")}\" fill=\"{(slower ? "#fff" : ChartPalette.Of(0))}\"{(slower ? " stroke=\"#c00\" stroke-width=\"2\"" : "")}><title>{HtmlText.Escape(title)}</title></circle>");
        }
        svg.Append("</svg>");
        return svg.ToString();
    }

    private static string C(double value) => HtmlText.Coordinate(value);
}
