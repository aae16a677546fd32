using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>An inline SVG of the trends: one line per serializer across the runtimes, 1.0 = the baseline runtime. Each
/// point has a whisker over its 95 % interval, in its serializer's colour (the serializers' points at one runtime sit side
/// by side, a few pixels apart, so their whiskers do not cover each other), and is hollow when that interval is wider
/// than the noise threshold: too noisy to rank.</summary>
public static class SvgTrendChart
{
    private const double Left = 48, Top = 12, PlotHeight = 200, Bottom = 40, Step = 110, Dodge = 6;

    public const string HollowMeaning = "hollow: too noisy to rank (its interval reaches further from it than the noise threshold)";

    public static string Render(ReportView view)
    {
        var runtimes = view.Runtimes;
        var serializers = view.Report.Trends.Select(t => t.Serializer).Distinct().ToList();
        var max = view.Report.Trends.Where(t => t.Ratio is { } r && double.IsFinite(r)).Select(t => t.Ratio!.Value).DefaultIfEmpty(1).Max();
        var top = SvgBarChart.NiceCeiling(Math.Max(1.2, max));
        var width = Left + Math.Max(1, runtimes.Count) * Step;
        var height = Top + PlotHeight + Bottom;
        double Centre(int i) => Left + Step / 2 + i * Step;
        double X(int i, int s) => Centre(i) + (s - (serializers.Count - 1) / 2.0) * Dodge;
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
            svg.Append($"<text class=\"label\" x=\"{C(Centre(i))}\" y=\"{C(Top + PlotHeight + 14)}\" text-anchor=\"middle\">{HtmlText.Escape(view.LabelOf(runtimes[i]))}</text>");

        for (var s = 0; s < serializers.Count; s++)
        {
            var points = runtimes.Select((r, i) => (i, r, t: view.Trend(serializers[s], r)))
                .Where(p => p.t?.Ratio is { } ratio && double.IsFinite(ratio)).ToList();
            var colour = ChartPalette.Of(s);
            if (points.Count > 1)
                svg.Append($"<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{string.Join(" ", points.Select(p => $"{C(X(p.i, s))},{C(Y(p.t!.Ratio!.Value))}"))}\"/>");
            foreach (var p in points)
            {
                var (x, y, trend) = (X(p.i, s), Y(p.t!.Ratio!.Value), p.t);
                if (trend is { Lower: { } lower, Upper: { } upper })
                    svg.Append(SvgMarks.Whisker(x, Y(lower), Y(upper), Top, Top + PlotHeight, colour));
                var noisy = Noisy(trend, view.Report.NoiseThreshold);
                svg.Append($"<circle cx=\"{C(x)}\" cy=\"{C(y)}\" r=\"3.5\" {(noisy ? $"fill=\"#fff\" stroke=\"{colour}\" stroke-width=\"1.5\"" : $"fill=\"{colour}\"")}>")
                    .Append($"<title>{HtmlText.Escape($"{serializers[s]} on {view.LabelOf(p.r)}: {Units.Ratio(trend.Ratio)} ({Interval(trend)}, {trend.Scenarios} scenarios){(noisy ? $"; too noisy to rank: its interval reaches ±{Percent.Format(HalfWidth(trend))} from it, beyond the noise threshold of {Percent.Format(view.Report.NoiseThreshold)}" : "")}")}</title></circle>");
            }
        }
        svg.Append("</svg>");
        return svg.ToString();
    }

    /// <summary>The serializers' colours, then what the whiskers show and what a hollow point means.</summary>
    public static string Legend(IReadOnlyList<string> serializers) =>
        "<p class=\"legend\">" + string.Concat(serializers.Select((s, i) => $"<span><i style=\"background:{ChartPalette.Of(i)}\"></i>{HtmlText.Escape(s)}</span>"))
        + $"<span><i class=\"whisker\"></i>whisker: 95 % interval</span><span><i class=\"hollow\"></i>{HtmlText.Escape(HollowMeaning)}</span></p>";

    /// <summary>The rule a micro result's ± follows: half the interval's width, relative to the figure, above the threshold.</summary>
    public static bool Noisy(TrendRow trend, double threshold) =>
        HalfWidth(trend) > threshold;

    /// <summary>Half the interval's width relative to the trend (0.06 = ±6 %); 0 without an interval.</summary>
    private static double HalfWidth(TrendRow trend) =>
        trend is { Ratio: { } ratio, Lower: { } lower, Upper: { } upper } && ratio > 0 ? (upper - lower) / 2 / ratio : 0;

    private static string Interval(TrendRow trend) => trend switch
    {
        { Lower: { } lower, Upper: { } upper } => $"95 % interval {Units.Ratio(lower)}–{Units.Ratio(upper)}",
        _ when trend.Runtime == trend.RelativeTo => "the runtime it is relative to",
        _ => "no interval: a figure behind it has none",
    };

    private static string C(double value) => HtmlText.Coordinate(value);
}
