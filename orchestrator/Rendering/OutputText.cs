using System.Globalization;
using System.Text;

namespace JsonMatrix.Orchestrator.Rendering;

/// <summary>
/// The one place that makes text from files and options safe to show: on the terminal, in report.md, report.html and
/// report.csv alike. A label, a reason or a path may come from a cell folder anyone wrote, and a NUL, an ESC (which
/// starts a terminal command) or a bidirectional override (U+202E shows text in another order than it is) must never
/// reach a reader raw: each is shown as \uXXXX. Line feeds and tabs stay (the renderers decide about lines).
/// </summary>
public static class OutputText
{
    /// <summary>How much of a quoted value an error line shows: enough to recognise it, never a whole file.</summary>
    public const int QuoteLength = 80;

    public static bool IsUnsafe(char c) =>
        (char.IsControl(c) && c is not '\n' and not '\t')
        || c is '\u061C' or '\u200E' or '\u200F' or '\u2028' or '\u2029' or (>= '\u202A' and <= '\u202E') or (>= '\u2066' and <= '\u2069');

    /// <summary>The text with every unsafe character as \uXXXX (unchanged, and not copied, when it has none).</summary>
    public static string Escape(string? text)
    {
        if (string.IsNullOrEmpty(text)) return text ?? string.Empty;
        var first = IndexOfUnsafe(text);
        if (first < 0) return text;
        var safe = new StringBuilder(text.Length + 8).Append(text, 0, first);
        for (var i = first; i < text.Length; i++)
        {
            var c = text[i];
            if (IsUnsafe(c)) safe.Append("\\u").Append(((int)c).ToString("X4", CultureInfo.InvariantCulture));
            else safe.Append(c);
        }

        return safe.ToString();
    }

    /// <summary>A value for an error line: escaped, on one line, cut to <paramref name="maxLength"/> characters with how
    /// long it really is, in single quotes.</summary>
    public static string Quote(string? value, int maxLength = QuoteLength)
    {
        var text = value ?? string.Empty;
        var cut = text.Length > maxLength ? text[..maxLength] : text;
        var shown = Escape(cut).Replace("\n", "\\n").Replace("\t", "\\t");
        return text.Length > maxLength
            ? $"'{shown}…' ({text.Length.ToString("N0", CultureInfo.InvariantCulture)} characters)"
            : $"'{shown}'";
    }

    private static int IndexOfUnsafe(string text)
    {
        for (var i = 0; i < text.Length; i++)
        {
            if (IsUnsafe(text[i])) return i;
        }

        return -1;
    }
}
