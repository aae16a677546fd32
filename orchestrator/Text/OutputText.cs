using System.Globalization;
using System.Text;

namespace JsonMatrix.Orchestrator.Text;

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

    /// <summary>A cell's reason in a report or a summary: a few sentences. A longer one (a cell.json edited by hand, a
    /// pile of problems) is cut, saying how long it was; the cell's files keep it whole.</summary>
    public const int ReasonLength = 600;

    /// <summary>The end of a failed cell's log a report quotes: 20 lines of a build or a benchmark, read from at most
    /// 16 KB of the log's end (CellFolderReader.LogTail); a longer excerpt comes from a cell.json edited by hand.</summary>
    public const int LogExcerptLength = 16 * 1024;

    /// <summary>The text cut to <paramref name="maxLength"/> characters (never inside a surrogate pair), saying how long
    /// it was; null and short texts unchanged.</summary>
    public static string? Cut(string? text, int maxLength)
    {
        if (text is null || text.Length <= maxLength) return text;
        return $"{text[..CutEnd(text, maxLength)]}… (cut: {text.Length.ToString("N0", CultureInfo.InvariantCulture)} characters in all)";
    }

    // Where to cut a text longer than maxLength: never between the two halves of a surrogate pair.
    private static int CutEnd(string text, int maxLength) => char.IsHighSurrogate(text[maxLength - 1]) ? maxLength - 1 : maxLength;

    /// <summary>The last <paramref name="maxLength"/> characters of a log (its end is what explains a failure), saying
    /// how much was left out; null and short texts unchanged.</summary>
    public static string? CutKeepingEnd(string? text, int maxLength)
    {
        if (text is null || text.Length <= maxLength) return text;
        var start = char.IsLowSurrogate(text[^maxLength]) ? text.Length - maxLength + 1 : text.Length - maxLength;
        return $"(cut: the first {start.ToString("N0", CultureInfo.InvariantCulture)} of {text.Length.ToString("N0", CultureInfo.InvariantCulture)} characters are left out) …{text[start..]}";
    }

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
        var cut = text.Length > maxLength ? text[..CutEnd(text, maxLength)] : text;
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
