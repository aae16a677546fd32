using System;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>What the charts draw over their figures: a whisker for the interval a figure lies in, so a bar that would move
/// 30 % in a second run does not look as certain as one that would not, and a hatched fill for a figure too noisy to rank.</summary>
public static class SvgMarks
{
    public const string WhiskerColour = "#333";

    /// <summary>What the legend says a hatched bar means; the noise rules themselves are in "Noisy results".</summary>
    public const string HatchedMeaning = "hatched: too noisy to rank (its spread is beyond the noise threshold, or another noise rule applies; hover for why)";

    private const double CapHalfWidth = 3;

    /// <summary>A thin vertical line at x from the interval's lower to its upper bound (y coordinates, lower below upper), with
    /// a cap at each end, over a pale halo so it shows on a dark bar too. An end beyond the plot is cut at its edge and has no
    /// cap, so it reads as going on.</summary>
    public static string Whisker(double x, double yLower, double yUpper, double plotTop, double plotBottom, string colour = WhiskerColour)
    {
        var (bottom, top) = (Math.Min(yLower, plotBottom), Math.Max(yUpper, plotTop));
        var path = new StringBuilder($"M{C(x)} {C(bottom)}V{C(top)}");
        if (yUpper >= plotTop) path.Append($"M{C(x - CapHalfWidth)} {C(top)}H{C(x + CapHalfWidth)}");
        if (yLower <= plotBottom) path.Append($"M{C(x - CapHalfWidth)} {C(bottom)}H{C(x + CapHalfWidth)}");
        return $"<path class=\"whisker-halo\" d=\"{path}\" fill=\"none\" stroke=\"#fff\" stroke-opacity=\"0.7\" stroke-width=\"3\" pointer-events=\"none\"/>"
            + $"<path class=\"whisker\" d=\"{path}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"1\" pointer-events=\"none\"/>";
    }

    /// <summary>One diagonal hatch per palette colour the chart uses, stroked in that colour. Every inline SVG shares the
    /// page's ids, so each chart names its own: a fill pointing into another chart would not paint while that chart's
    /// section is hidden by the filters.</summary>
    public static string HatchPatterns(string chart, int colours) =>
        "<defs>" + string.Concat(Enumerable.Range(0, colours).Select(i =>
            $"<pattern id=\"{HatchId(chart, i)}\" patternUnits=\"userSpaceOnUse\" width=\"4\" height=\"4\" patternTransform=\"rotate(45)\">"
            + $"<rect width=\"4\" height=\"4\" fill=\"#fff\"/><rect width=\"1.5\" height=\"4\" fill=\"{ChartPalette.Of(i)}\"/></pattern>")) + "</defs>";

    /// <summary>A bar's fill: its palette colour, or, when noisy, the chart's hatch of that colour outlined in it.</summary>
    public static string Fill(string chart, int colour, bool noisy) => noisy
        ? $"fill=\"url(#{HatchId(chart, colour)})\" stroke=\"{ChartPalette.Of(colour)}\" stroke-width=\"1\""
        : $"fill=\"{ChartPalette.Of(colour)}\"";

    /// <summary>An id made of letters, digits and hyphens only, as a url(#…) reference reads it unescaped.</summary>
    public static string HatchId(string chart, int colour) =>
        $"hatch-{new string(chart.Select(c => char.IsAsciiLetterOrDigit(c) ? c : '-').ToArray())}-{colour}";

    private static string C(double value) => HtmlText.Coordinate(value);
}
