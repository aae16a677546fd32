using System;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>An inline SVG of the trends: one line per serializer across the runtimes, 1.0 = the baseline runtime.</summary>
public static class SvgTrendChart
{
    private const double Left = 48, Top = 12, PlotHeight = 200, Bottom = 40, Step = 110;

    public static string Render(ReportView view)
    {
        var runtimes = view.Runtimes;
        var serializers = view.Report.Trends.Select(t => t.Serializer).Distinct().ToList();
        var max = view.Report.Trends.Where(t => t.Ratio is { } r && double.IsFinite(r)).Select(t => t.Ratio!.Value).DefaultIfEmpty(1).Max();
        var top = SvgBarChart.NiceCeiling(Math.Max(1.2, max));
        var width = Left + Math.Max(1, runtimes.Count) * Step;
        var height = Top + PlotHeight + Bottom;
        double X(int i) => Left + Step / 2 + i * Step;
        double Y(double ratio) => Top + PlotHeight - PlotHeight * ratio / top;

        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart\" role=\"img\" viewBox=\"0 0 {C(width)} {C(height)}\" width=\"{C(width)}\" height=\"{C(height)}\">")
            .Append("<title>Trend of each serializer across runtimes</title>");
        for (var i = 0; i <= 4; i++)
        {
            var value = top * i / 4;
            svg.Append($"<line class=\"grid\" stroke=\"#e6e6e6\" x1=\"{C(Left)}\" x2=\"{C(width - 4)}\" y1=\"{C(Y(value))}\" y2=\"{C(Y(value))}\"/>")
                .Append($"<text class=\"axis\" x=\"{C(Left - 4)}\" y=\"{C(Y(value) + 3)}\" text-anchor=\"end\">{Units.Ratio(value)}</text>");
        }
        svg.Append($"<line class=\"one\" stroke=\"#888\" stroke-dasharray=\"4 3\" x1=\"{C(Left)}\" x2=\"{C(width - 4)}\" y1=\"{C(Y(1))}\" y2=\"{C(Y(1))}\"/>");
        for (var i = 0; i < runtimes.Count; i++)
            svg.Append($"<text class=\"label\" x=\"{C(X(i))}\" y=\"{C(Top + PlotHeight + 14)}\" text-anchor=\"middle\">{HtmlText.Escape(view.LabelOf(runtimes[i]))}</text>");

        for (var s = 0; s < serializers.Count; s++)
        {
            var points = runtimes.Select((r, i) => (i, r, t: view.Trend(serializers[s], r)))
                .Where(p => p.t?.Ratio is { } ratio && double.IsFinite(ratio)).ToList();
            var colour = ChartPalette.Of(s);
            if (points.Count > 1)
                svg.Append($"<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{string.Join(" ", points.Select(p => $"{C(X(p.i))},{C(Y(p.t!.Ratio!.Value))}"))}\"/>");
            foreach (var p in points)
                svg.Append($"<circle cx=\"{C(X(p.i))}\" cy=\"{C(Y(p.t!.Ratio!.Value))}\" r=\"3.5\" fill=\"{colour}\"><title>{HtmlText.Escape($"{serializers[s]} on {view.LabelOf(p.r)}: {Units.Ratio(p.t.Ratio)} ({p.t.Scenarios} scenarios)")}</title></circle>");
        }
        svg.Append("</svg>");
        return svg.ToString();
    }

    private static string C(double value) => HtmlText.Coordinate(value);
}
