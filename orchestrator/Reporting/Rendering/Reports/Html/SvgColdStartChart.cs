using System;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>An inline SVG of one cold-start table: the median time to the first result as bars grouped by serializer,
/// one bar per runtime (the colours of <see cref="SvgBarChart"/>); the part of each bar below its cell's start-up floor
/// is pale, so the serializer's share is the solid part; a whisker spans the interquartile range of the processes (what
/// the table's ± halves), and a figure too noisy to rank is hatched (<see cref="SvgMarks"/>).</summary>
public static class SvgColdStartChart
{
    private const double BarWidth = 14, GroupGap = 18, Left = 64, Top = 12, PlotHeight = 160, Bottom = 26;

    public static string Render(ColdStartView view, ColdStartTable table)
    {
        var serializers = view.Serializers;
        var runtimes = view.Runtimes;
        var max = serializers.SelectMany(s => runtimes.Select(r => view.Entry(table, s, r)?.Figure?.UpperQuartileMs ?? 0)).DefaultIfEmpty(0).Max();
        var scale = SvgBarChart.NiceCeiling(max);
        var groupWidth = Math.Max(runtimes.Count * BarWidth + GroupGap, serializers.Select(s => s.Length * 6.0 + 12).DefaultIfEmpty(0).Max());
        var width = Left + serializers.Count * groupWidth + 8;
        var height = Top + PlotHeight + Bottom;
        double Y(double ms) => Top + PlotHeight - PlotHeight * Math.Min(ms, scale) / scale;
        var chart = "c-" + table.Anchor;

        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart\" role=\"img\" viewBox=\"0 0 {C(width)} {C(height)}\" width=\"{C(width)}\" height=\"{C(height)}\">")
            .Append($"<title>Cold start, time to the first result: {HtmlText.Escape(table.Title)}</title>")
            .Append(SvgMarks.HatchPatterns(chart, runtimes.Count));
        for (var i = 0; i <= 4; i++)
        {
            var y = Top + PlotHeight - PlotHeight * i / 4;
            svg.Append($"<line class=\"grid\" stroke=\"#e6e6e6\" x1=\"{C(Left)}\" x2=\"{C(width - 4)}\" y1=\"{C(y)}\" y2=\"{C(y)}\"/>")
                .Append($"<text class=\"axis\" x=\"{C(Left - 4)}\" y=\"{C(y + 3)}\" text-anchor=\"end\">{HtmlText.Escape(Units.AxisTime(scale * i / 4 * 1e6))}</text>");
        }

        for (var g = 0; g < serializers.Count; g++)
        {
            var x0 = Left + g * groupWidth + (groupWidth - runtimes.Count * BarWidth) / 2;
            for (var b = 0; b < runtimes.Count; b++)
            {
                var x = x0 + b * BarWidth;
                var label = $"{serializers[g]} on {view.LabelOf(runtimes[b])}";
                var entry = view.Entry(table, serializers[g], runtimes[b]);
                if (entry?.Figure is { } f)
                {
                    var top = Y(f.ProcessMs);
                    var floorTop = Math.Max(top, Y(f.StartUpMs ?? 0));
                    svg.Append($"<rect x=\"{C(x)}\" y=\"{C(top)}\" width=\"{C(BarWidth - 2)}\" height=\"{C(Math.Max(1, Top + PlotHeight - top))}\" {SvgMarks.Fill(chart, b, f.Noisy)}>")
                        .Append($"<title>{HtmlText.Escape($"{label}: {ColdStartText.Entry(entry)} · interquartile range of the processes {Units.Time(f.LowerQuartileMs * 1e6)}–{Units.Time(f.UpperQuartileMs * 1e6)}{(f.Noise is { } noise ? $"; too noisy to rank: {noise}" : "")}")}</title></rect>")
                        .Append($"<rect x=\"{C(x)}\" y=\"{C(floorTop)}\" width=\"{C(BarWidth - 2)}\" height=\"{C(Top + PlotHeight - floorTop)}\" fill=\"#fff\" fill-opacity=\"0.55\" pointer-events=\"none\"/>")
                        .Append(SvgMarks.Whisker(x + BarWidth / 2 - 1, Y(f.LowerQuartileMs), Y(f.UpperQuartileMs), Top, Top + PlotHeight));
                }
                else if (entry is not null)
                {
                    svg.Append($"<text class=\"missing\" x=\"{C(x + BarWidth / 2 - 1)}\" y=\"{C(Top + PlotHeight - 3)}\" text-anchor=\"middle\">×<title>{HtmlText.Escape($"{label}: {ColdStartText.Missing(entry)}")}</title></text>");
                }
            }

            svg.Append($"<text class=\"label\" x=\"{C(x0 + runtimes.Count * BarWidth / 2)}\" y=\"{C(Top + PlotHeight + 14)}\" text-anchor=\"middle\">{HtmlText.Escape(serializers[g])}</text>");
        }

        return svg.Append("</svg>").ToString();
    }

    private static string C(double value) => HtmlText.Coordinate(value);
}
