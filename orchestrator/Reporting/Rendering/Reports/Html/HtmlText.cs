using System.Globalization;
using System.Net;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>Escaping and invariant coordinates for the HTML report.</summary>
public static class HtmlText
{
    /// <summary>HTML-encoded, with control and bidi characters as \uXXXX first (<see cref="OutputText"/>): HtmlEncode
    /// leaves ESC and U+202E as they are.</summary>
    public static string Escape(string? text) => WebUtility.HtmlEncode(OutputText.Escape(text));

    /// <summary>An SVG coordinate: at most one decimal, invariant culture.</summary>
    public static string Coordinate(double value) => value.ToString("0.#", CultureInfo.InvariantCulture);
}
