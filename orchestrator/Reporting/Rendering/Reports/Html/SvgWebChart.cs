using System;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>An inline SVG of one web scenario: median requests/s as bars grouped by serializer, one bar per runtime (the
/// colours of <see cref="SvgBarChart"/>), with a whisker from the slowest to the fastest measured window and hatched when
/// the result is too noisy to rank (<see cref="SvgMarks"/>).</summary>
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
        var chart = "w-" + scenario;

        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart\" role=\"img\" viewBox=\"0 0 {C(width)} {C(height)}\" width=\"{C(width)}\" height=\"{C(height)}\">")
            .Append($"<title>Requests per second: {HtmlText.Escape(scenario)}</title>")
            .Append(SvgMarks.HatchPatterns(chart, runtimes.Count));
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
                    svg.Append($"<rect x=\"{C(x)}\" y=\"{C(top)}\" width=\"{C(BarWidth - 2)}\" height=\"{C(Math.Max(1, Top + PlotHeight - top))}\" {SvgMarks.Fill(chart, b, r.Noise is not null)}>")
                        .Append($"<title>{HtmlText.Escape($"{label}: {Range(r)}, {WebView.Latency(r)}, ratio {Units.Ratio(r.Ratio)}{(r.Noise is { } noise ? $"; too noisy to rank: {noise}" : "")}")}</title></rect>")
                        .Append(SvgMarks.Whisker(x + BarWidth / 2 - 1, Y(r.RequestsPerSecondMin), Y(r.RequestsPerSecondMax), Top, Top + PlotHeight));
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

    /// <summary>"5,024 req/s (range of the 3 measured windows: 3,759–5,162)"; with rounds the host ran slow in, "range of
    /// the 4 windows at the host's fast speed (5 left out)"; with a server's own slow windows too, "at the host's and its
    /// CPU's fast speed".</summary>
    private static string Range(WebResultRow r)
    {
        var left = (r.RoundsLeftOut?.Count ?? 0) + (r.SlowWindowsLeftOut ?? 0);
        var windows = left == 0 ? $"{r.Repeats} measured windows"
            : r.SlowWindowsLeftOut is null ? $"{r.Repeats - left} windows at the host's fast speed ({left} left out)"
            : $"{r.Repeats - left} windows at the host's and its CPU's fast speed ({left} left out)";
        return $"{Units.Integer((long)Math.Round(r.RequestsPerSecond))} req/s (range of the {windows}: {Units.Integer((long)Math.Round(r.RequestsPerSecondMin))}–{Units.Integer((long)Math.Round(r.RequestsPerSecondMax))})";
    }

    private static string C(double value) => HtmlText.Coordinate(value);
}
