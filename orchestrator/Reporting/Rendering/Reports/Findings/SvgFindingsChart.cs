using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Findings;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>
/// Every finding as one standalone SVG (findings.svg, and the top of report.html): a panel per study, a row per answer,
/// each ratio a dot with its 95 % interval as a whisker on a log axis with 1 marked. A hollow dot is one the figures
/// cannot tell from 1 (a ratio) or from the serializer ranked before it (a rank): visible without hovering.
/// </summary>
public static class SvgFindingsChart
{
    // The value column holds "fastest: system-text-json-sourcegen" (about 200 px at 11 px): at 150 px it was cut at the
    // right edge of every web row.
    private const double Width = 940, LabelWidth = 300, ValueWidth = 210, RowHeight = 17, PanelGap = 14, TitleHeight = 34, AxisHeight = 20;
    private const double PlotLeft = LabelWidth, PlotRight = Width - ValueWidth;
    private const string Font = "font-family=\"system-ui,-apple-system,'Segoe UI',sans-serif\"";

    private sealed record Dot(Estimate Estimate, bool Hollow, string Colour, string Tip);

    private sealed record Row(string Label, IReadOnlyList<Dot> Dots, string Value);

    /// <param name="standalone">A file of its own (findings.svg) names the SVG namespace; inline in report.html, which
    /// fetches nothing and names no address, it needs none.</param>
    public static string Render(IReadOnlyList<Finding> findings, string caption, bool standalone)
    {
        var panels = findings.Select(f => (Finding: f, Rows: RowsOf(f))).Where(p => p.Rows.Count > 0).ToList();
        var serializers = panels.Where(p => p.Finding.Kind == Finding.RankKind)
            .SelectMany(p => p.Finding.Ranks.SelectMany(l => l.Places.Select(x => x.Serializer))).Distinct().ToList();
        // The serializers' colours get a line of their own: beside the two dot kinds, four names overflow the width.
        var legendHeight = serializers.Count == 0 ? 22.0 : 38.0;
        var height = 28 + legendHeight + panels.Sum(p => TitleHeight + p.Rows.Count * RowHeight + AxisHeight + PanelGap);
        var svg = new StringBuilder();
        svg.Append($"<svg{(standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : "")} class=\"findings\" role=\"img\" viewBox=\"0 0 {C(Width)} {C(height)}\" width=\"{C(Width)}\" height=\"{C(height)}\" {Font} font-size=\"11\">")
            .Append("<title>").Append(HtmlText.Escape(caption)).Append("</title>")
            .Append($"<rect width=\"{C(Width)}\" height=\"{C(height)}\" fill=\"#fff\"/>")
            .Append($"<text x=\"8\" y=\"18\" font-size=\"14\" font-weight=\"600\" fill=\"#1b1b1b\">{HtmlText.Escape(caption)}</text>");
        Legend(svg, 8, 36, serializers);
        var y = 28 + legendHeight;
        foreach (var (finding, rows) in panels) y = Panel(svg, finding, rows, y, serializers);
        return svg.Append("</svg>").ToString();
    }

    private static void Legend(StringBuilder svg, double x, double y, IReadOnlyList<string> serializers)
    {
        svg.Append($"<circle cx=\"{C(x + 4)}\" cy=\"{C(y - 4)}\" r=\"4\" fill=\"#333\"/><text x=\"{C(x + 12)}\" y=\"{C(y)}\" fill=\"#444\">differs (95 % interval)</text>");
        svg.Append($"<circle cx=\"{C(x + 148)}\" cy=\"{C(y - 4)}\" r=\"3.5\" fill=\"#fff\" stroke=\"#333\" stroke-width=\"1.3\"/><text x=\"{C(x + 156)}\" y=\"{C(y)}\" fill=\"#444\">cannot tell apart (from 1, or from the one ranked before)</text>");
        var at = x;
        y += 16;
        for (var i = 0; i < serializers.Count; i++)
        {
            svg.Append($"<rect x=\"{C(at)}\" y=\"{C(y - 8)}\" width=\"9\" height=\"9\" fill=\"{ChartPalette.Of(i)}\"/><text x=\"{C(at + 12)}\" y=\"{C(y)}\" fill=\"#444\">{HtmlText.Escape(serializers[i])}</text>");
            at += 20 + serializers[i].Length * 5.6;
        }
    }

    private static double Panel(StringBuilder svg, Finding finding, IReadOnlyList<Row> rows, double top, IReadOnlyList<string> serializers)
    {
        var title = finding.Kind == Finding.RankKind ? $"{finding.Study}: × the fastest (time; requests/s behind ASP.NET Core)" : $"{finding.Study}: {finding.Answer} (time)";
        svg.Append($"<text x=\"8\" y=\"{C(top + 14)}\" font-weight=\"600\" fill=\"#1b1b1b\">{HtmlText.Escape(title)}</text>");
        if (finding.Question is { } q) svg.Append($"<text x=\"8\" y=\"{C(top + 28)}\" fill=\"#666\">{HtmlText.Escape(q)}</text>");
        var plotTop = top + TitleHeight;
        var values = rows.SelectMany(r => r.Dots).SelectMany(d => new[] { d.Estimate.Value, d.Estimate.Lower ?? d.Estimate.Value, d.Estimate.Upper ?? d.Estimate.Value }).Append(1.0).ToList();
        var (low, high) = Range(values.Min(), values.Max());
        double X(double v) => PlotLeft + (Math.Log(v) - Math.Log(low)) / (Math.Log(high) - Math.Log(low)) * (PlotRight - PlotLeft - 10) + 5;
        var plotBottom = plotTop + rows.Count * RowHeight;
        for (var i = 0; i < rows.Count; i++)
        {
            var cy = plotTop + i * RowHeight + RowHeight / 2;
            if (i % 2 == 0) svg.Append($"<rect x=\"4\" y=\"{C(cy - RowHeight / 2)}\" width=\"{C(Width - 8)}\" height=\"{C(RowHeight)}\" fill=\"#f6f6f6\"/>");
            svg.Append($"<text x=\"{C(PlotLeft - 6)}\" y=\"{C(cy + 4)}\" text-anchor=\"end\" fill=\"#333\">{HtmlText.Escape(rows[i].Label)}</text>")
                .Append($"<text x=\"{C(PlotRight + 6)}\" y=\"{C(cy + 4)}\" fill=\"#333\">{HtmlText.Escape(rows[i].Value)}</text>");
        }
        foreach (var tick in Ticks(low, high, X))
            svg.Append($"<line x1=\"{C(X(tick))}\" x2=\"{C(X(tick))}\" y1=\"{C(plotTop)}\" y2=\"{C(plotBottom)}\" stroke=\"{(tick == 1 ? "#777" : "#e0e0e0")}\"{(tick == 1 ? " stroke-dasharray=\"4 3\"" : "")}/>")
                .Append($"<text x=\"{C(X(tick))}\" y=\"{C(plotBottom + 13)}\" text-anchor=\"middle\" fill=\"#666\">{tick.ToString("0.##", System.Globalization.CultureInfo.InvariantCulture)}×</text>");
        for (var i = 0; i < rows.Count; i++)
        {
            var cy = plotTop + i * RowHeight + RowHeight / 2;
            foreach (var dot in rows[i].Dots)
            {
                var e = dot.Estimate;
                svg.Append("<g>").Append("<title>").Append(HtmlText.Escape(dot.Tip)).Append("</title>");
                if (e.Lower is { } lower && e.Upper is { } upper)
                    svg.Append($"<line x1=\"{C(X(lower))}\" x2=\"{C(X(upper))}\" y1=\"{C(cy)}\" y2=\"{C(cy)}\" stroke=\"{dot.Colour}\" stroke-width=\"1.6\"/>")
                        .Append($"<line x1=\"{C(X(lower))}\" x2=\"{C(X(lower))}\" y1=\"{C(cy - 3)}\" y2=\"{C(cy + 3)}\" stroke=\"{dot.Colour}\"/>")
                        .Append($"<line x1=\"{C(X(upper))}\" x2=\"{C(X(upper))}\" y1=\"{C(cy - 3)}\" y2=\"{C(cy + 3)}\" stroke=\"{dot.Colour}\"/>");
                svg.Append(dot.Hollow
                    ? $"<circle cx=\"{C(X(e.Value))}\" cy=\"{C(cy)}\" r=\"3.5\" fill=\"#fff\" stroke=\"{dot.Colour}\" stroke-width=\"1.5\"/>"
                    : $"<circle cx=\"{C(X(e.Value))}\" cy=\"{C(cy)}\" r=\"4\" fill=\"{dot.Colour}\"/>");
                svg.Append("</g>");
            }
        }
        return plotBottom + AxisHeight + PanelGap;
    }

    private static IReadOnlyList<Row> RowsOf(Finding finding)
    {
        if (finding.Kind != Finding.RankKind)
            return [.. finding.Ratios.Select(l => new Row(FindingText.Context(l),
                [new Dot(l.Overall, !l.Overall.Differs && l.Overall.HasInterval, "#0072B2", $"{FindingText.Context(l)}: {FindingText.Estimate(l.Overall)}")],
                FindingText.Estimate(l.Overall).Replace(", no difference shown", " ≈1")))];
        var serializers = finding.Ranks.SelectMany(l => l.Places.Select(p => p.Serializer)).Distinct().ToList();
        return [.. finding.Ranks.Select(l => new Row($"{l.RuntimeLabel} · {l.Scenario}",
            [.. l.Places.Select(p => new Dot(p.VersusFastest, p.TiedWithPrevious, ChartPalette.Of(serializers.IndexOf(p.Serializer)),
                $"{p.Serializer} on {l.RuntimeLabel}, {l.Scenario}: {FindingText.Value(l, p.Value)}" + (p.VersusFastest.HasInterval ? $", {FindingText.Estimate(p.VersusFastest)} the fastest's" : " (fastest)")))],
            $"fastest: {l.Places[0].Serializer}"))];
    }

    /// <summary>A log axis from just below the smallest value to just above the largest, 1 included.</summary>
    private static (double Low, double High) Range(double min, double max)
    {
        var low = Math.Min(min, 1) / 1.08;
        var high = Math.Max(max, 1) * 1.08;
        return high / low < 1.3 ? (low / 1.1, high * 1.1) : (low, high);
    }

    /// <summary>1, 2 and 5 times powers of ten within the axis (and tenths near 1 on a short axis), kept where they
    /// stand at least <paramref name="minGap"/> pixels apart, 1 always.</summary>
    private static IReadOnlyList<double> Ticks(double low, double high, Func<double, double> x, double minGap = 48)
    {
        var round = new List<double>();
        for (var power = Math.Floor(Math.Log10(low)); power <= Math.Ceiling(Math.Log10(high)); power++)
            foreach (var step in new[] { 1.0, 2.0, 5.0 }) round.Add(step * Math.Pow(10, power));
        var tenths = Enumerable.Range(1, 5).SelectMany(t => new[] { 1 - t / 10.0, 1 + t / 10.0 });
        var kept = new List<double> { 1 };
        foreach (var tick in round.OrderBy(t => Math.Abs(Math.Log(t))).Concat(tenths).Where(t => t >= low && t <= high))
            if (kept.All(k => Math.Abs(x(k) - x(tick)) >= minGap)) kept.Add(tick);
        return [.. kept.Order()];
    }

    private static string C(double value) => HtmlText.Coordinate(value);
}
