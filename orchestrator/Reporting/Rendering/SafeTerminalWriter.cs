using System.IO;
using System.Text;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering;

/// <summary>
/// The terminal's side of <see cref="OutputText"/>: every line the commands print passes through here, so a label, path
/// or reason read from a file cannot send the terminal a command (ESC), cut a line (NUL) or reorder it (U+202E). The only
/// control sequence let through is <see cref="ClearLine"/>, the progress display's own.
/// </summary>
public sealed partial class SafeTerminalWriter : TextWriter
{
    /// <summary>Back to the start of the line and erase it: how the live status line is redrawn.</summary>
    public const string ClearLine = "\r\u001b[2K";

    private readonly TextWriter _inner;
    private readonly bool _cutQuotes;

    /// <param name="cutQuotes">For error lines: a quoted value longer than <see cref="LongestQuote"/> characters (a
    /// whole bad file, a 100,000-character id) is cut, saying how long it was.</param>
    public SafeTerminalWriter(TextWriter inner, bool cutQuotes = false)
    {
        _inner = inner;
        _cutQuotes = cutQuotes;
    }

    /// <summary>Long enough for any path an error names, short enough to read.</summary>
    public const int LongestQuote = 200;

    public override Encoding Encoding => _inner.Encoding;

    public override void Write(char value)
    {
        if (OutputText.IsUnsafe(value)) _inner.Write(OutputText.Escape(value.ToString()));
        else _inner.Write(value);
    }

    public override void Write(string? value)
    {
        if (value == ClearLine) _inner.Write(value);
        else _inner.Write(OutputText.Escape(_cutQuotes && value is { Length: > LongestQuote } ? CutQuotes(value) : value?.Replace("\r\n", "\n")));
    }

    private static string CutQuotes(string line) =>
        LongQuote().Replace(line.Replace("\r\n", "\n"), match => OutputText.Quote(match.Groups[1].Value, LongestQuote));

    [System.Text.RegularExpressions.GeneratedRegex("'([^']{201,})'")]
    private static partial System.Text.RegularExpressions.Regex LongQuote();

    public override void Write(char[] buffer, int index, int count) => Write(new string(buffer, index, count));

    public override void WriteLine(string? value)
    {
        Write(value);
        _inner.WriteLine();
    }

    public override void WriteLine() => _inner.WriteLine();

    public override void Flush() => _inner.Flush();
}
