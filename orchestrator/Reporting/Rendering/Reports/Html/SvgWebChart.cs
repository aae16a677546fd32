using System;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>An inline SVG of one web scenario: median requests/s as bars grouped by serializer, one bar per runtime (the
/// colours of <see cref="SvgBarChart"/>), with a line from the slowest to the fastest window.</summary>
public static class SvgWebChart
{
    private const double BarWidth = 14, GroupGap = 18, Left = 64, Top = 12, PlotHeight = 160, Bottom = 26;

    public static string Render(WebView view, string scenario)
    {
        var serializers = view.Serializers;
        var runtimes = view.Runtimes;
        var max = serializers.SelectMany(s => runtimes.Select(r => view.Row(scenario, s, r)?.RequestsPerSecondMax ?? 0)).DefaultIfEmpty(0).Max();
        var scale = SvgBarChart.NiceCeiling(max);
        var groupWidth = Math.Max(runtimes.Count * BarWidth + GroupGap, serializers.Select(s => s.Length * 6.0 + 12).DefaultIfEmpty(0).Max());
        var width = Left + serializers.Count * groupWidth + 8;
        var height = Top + PlotHeight + Bottom;
        double Y(double value) => Top + PlotHeight - PlotHeight * value / scale;

        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart\" role=\"img\" viewBox=\"0 0 {C(width)} {C(height)}\" width=\"{C(width)}\" height=\"{C(height)}\">")
            .Append($"<title>Requests per second: {HtmlText.Escape(scenario)}</title>");
        for (var i = 0; i <= 4; i++)
        {
            var y = Top + PlotHeight - PlotHeight * i / 4;
            svg.Append($"<line class=\"grid\" stroke=\"#e6e6e6\" x1=\"{C(Left)}\" x2=\"{C(width - 4)}\" y1=\"{C(y)}\" y2=\"{C(y)}\"/>")
                .Append($"<text class=\"axis\" x=\"{C(Left - 4)}\" y=\"{C(y + 3)}\" text-anchor=\"end\">{HtmlText.Escape(Units.Integer((long)(scale * i / 4)))}/s</text>");
        }

        for (var g = 0; g < serializers.Count; g++)
        {
            var x0 = Left + g * groupWidth + (groupWidth - runtimes.Count * BarWidth) / 2;
            for (var b = 0; b < runtimes.Count; b++)
            {
                var x = x0 + b * BarWidth;
                var label = $"{serializers[g]} on {view.LabelOf(runtimes[b])}";
                if (view.Row(scenario, serializers[g], runtimes[b]) is { } r)
                {
                    var top = Y(r.RequestsPerSecond);
                    svg.Append($"<rect x=\"{C(x)}\" y=\"{C(top)}\" width=\"{C(BarWidth - 2)}\" height=\"{C(Math.Max(1, Top + PlotHeight - top))}\" fill=\"{ChartPalette.Of(b)}\">")
                        .Append($"<title>{HtmlText.Escape($"{label}: {WebView.RequestsPerSecond(r)}, {WebView.Latency(r)}, ratio {Units.Ratio(r.Ratio)}")}</title></rect>")
                        .Append($"<line stroke=\"#333\" x1=\"{C(x + BarWidth / 2 - 1)}\" x2=\"{C(x + BarWidth / 2 - 1)}\" y1=\"{C(Y(r.RequestsPerSecondMin))}\" y2=\"{C(Y(r.RequestsPerSecondMax))}\"/>");
                }
                else if (view.Missing(serializers[g], runtimes[b]) is { } missing && missing != "–")
                {
                    svg.Append($"<text class=\"missing\" x=\"{C(x + BarWidth / 2 - 1)}\" y=\"{C(Top + PlotHeight - 3)}\" text-anchor=\"middle\">×<title>{HtmlText.Escape($"{label}: {missing}")}</title></text>");
                }
            }

            svg.Append($"<text class=\"label\" x=\"{C(x0 + runtimes.Count * BarWidth / 2)}\" y=\"{C(Top + PlotHeight + 14)}\" text-anchor=\"middle\">{HtmlText.Escape(serializers[g])}</text>");
        }

        return svg.Append("</svg>").ToString();
    }

    private static string C(double value) => HtmlText.Coordinate(value);
}
