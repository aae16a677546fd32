using System;
using System.Collections.Generic;
using System.Linq;
using System.Globalization;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>An inline SVG of one scenario: median time as bars grouped by serializer, one bar per runtime, each with a
/// whisker over its confidence interval and hatched when the result is too noisy to rank (<see cref="SvgMarks"/>).</summary>
public static class SvgBarChart
{
    private const double BarWidth = 12, GroupGap = 18, Left = 64, Top = 12, PlotHeight = 160, Bottom = 26;

    public static string Render(ReportView view, Scenario scenario)
    {
        var serializers = view.SerializersOf(scenario);
        var runtimes = view.Runtimes;
        var results = serializers.SelectMany(s => runtimes.Select(r => view.Entry(scenario, s, r).Result)).OfType<ResultRow>().ToList();
        // The bars set the axis; a whisker reaching above it is cut at the top (SvgMarks.Whisker): one wide interval must
        // not squash every bar of the chart.
        var scale = NiceCeiling(results.Select(r => r.MedianNs).DefaultIfEmpty(0).Max());
        var chart = "m-" + scenario.Anchor;
        double Y(double ns) => Top + PlotHeight - PlotHeight * ns / scale;
        // Wide enough for the bars and for the longest serializer name under them (about 6 px a character at 10 px).
        var groupWidth = Math.Max(runtimes.Count * BarWidth + GroupGap, serializers.Select(s => s.Length * 6.0 + 12).DefaultIfEmpty(0).Max());
        var width = Left + serializers.Count * groupWidth + 8;
        var height = Top + PlotHeight + Bottom;

        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart\" role=\"img\" viewBox=\"0 0 {C(width)} {C(height)}\" width=\"{C(width)}\" height=\"{C(height)}\">")
            .Append($"<title>Median time: {HtmlText.Escape(scenario.Title)}</title>")
            .Append(SvgMarks.HatchPatterns(chart, runtimes.Count));
        for (var i = 0; i <= 4; i++)
        {
            var y = Top + PlotHeight - PlotHeight * i / 4;
            svg.Append($"<line class=\"grid\" stroke=\"#e6e6e6\" x1=\"{C(Left)}\" x2=\"{C(width - 4)}\" y1=\"{C(y)}\" y2=\"{C(y)}\"/>")
                .Append($"<text class=\"axis\" x=\"{C(Left - 4)}\" y=\"{C(y + 3)}\" text-anchor=\"end\">{HtmlText.Escape(Units.AxisTime(scale * i / 4))}</text>");
        }
        for (var g = 0; g < serializers.Count; g++)
        {
            var x0 = Left + g * groupWidth + (groupWidth - runtimes.Count * BarWidth) / 2;
            for (var b = 0; b < runtimes.Count; b++)
            {
                var entry = view.Entry(scenario, serializers[g], runtimes[b]);
                var x = x0 + b * BarWidth;
                if (entry.Result is { } r)
                {
                    var h = Math.Max(1, PlotHeight * r.MedianNs / scale);
                    var noisy = r.Spread?.Noisy == true;
                    svg.Append($"<rect x=\"{C(x)}\" y=\"{C(Top + PlotHeight - h)}\" width=\"{C(BarWidth - 2)}\" height=\"{C(h)}\" {SvgMarks.Fill(chart, b, noisy)}>")
                        .Append($"<title>{HtmlText.Escape($"{serializers[g]} on {view.LabelOf(runtimes[b])}: {Units.Time(r.MedianNs)} ({Interval(r.Spread)}), {Units.Allocated(r)}, ratio {Units.Ratio(r.Ratio)}{(noisy ? $"; too noisy to rank: {r.Spread!.Noise}" : "")}")}</title></rect>");
                    if (r.Spread is { CiLowerNs: { } lower, CiUpperNs: { } upper })
                        svg.Append(SvgMarks.Whisker(x + BarWidth / 2 - 1, Y(lower), Y(upper), Top, Top + PlotHeight));
                }
                else if (!entry.NotAsked && entry.Missing is { } missing)
                {
                    svg.Append($"<text class=\"missing\" x=\"{C(x + BarWidth / 2 - 1)}\" y=\"{C(Top + PlotHeight - 3)}\" text-anchor=\"middle\">×<title>{HtmlText.Escape($"{serializers[g]} on {view.LabelOf(runtimes[b])}: {missing}")}</title></text>");
                }
            }
            svg.Append($"<text class=\"label\" x=\"{C(x0 + runtimes.Count * BarWidth / 2)}\" y=\"{C(Top + PlotHeight + 14)}\" text-anchor=\"middle\">{HtmlText.Escape(serializers[g])}</text>");
        }
        svg.Append("</svg>");
        return svg.ToString();
    }

    /// <summary>1, 2 or 5 times a power of ten, at least the value: a round top for the axis.</summary>
    public static double NiceCeiling(double value)
    {
        if (value <= 0 || !double.IsFinite(value)) return 1;
        var power = Math.Pow(10, Math.Floor(Math.Log10(value)));
        foreach (var step in new[] { 1.0, 2.0, 5.0, 10.0 })
        {
            if (step * power >= value) return step * power;
        }
        return 10 * power;
    }

    /// <summary>"95 % confidence interval 975 ns–1.18 μs", or that the report has none.</summary>
    private static string Interval(ResultSpread? spread) => spread is { CiLowerNs: { } lower, CiUpperNs: { } upper }
        ? $"{(spread.ConfidenceLevel is { } level ? $"{level.ToString(CultureInfo.InvariantCulture)} % " : "")}confidence interval {Units.Time(lower)}–{Units.Time(upper)}"
        : "no confidence interval";

    private static string C(double value) => HtmlText.Coordinate(value);

    /// <summary>The series' colours, then what the whiskers show (<paramref name="whisker"/>) and what hatching means.</summary>
    public static string Legend(IReadOnlyList<string> runtimes, Func<string, string> label, string whisker = "confidence interval (its level on hover)") =>
        "<p class=\"legend\">" + string.Concat(runtimes.Select((r, i) => $"<span><i style=\"background:{ChartPalette.Of(i)}\"></i>{HtmlText.Escape(label(r))}</span>"))
        + $"<span><i class=\"whisker\"></i>{HtmlText.Escape($"whisker: {whisker}")}</span><span><i class=\"hatched\"></i>{HtmlText.Escape(SvgMarks.HatchedMeaning)}</span></p>";
}
