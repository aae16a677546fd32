using System;
using System.Text;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// A text file of a cell folder as UTF-8 (BenchmarkDotNet reports are large; they are parsed without decoding them
/// to a string first). The name is relative to the cell folder, for messages.
/// </summary>
public sealed record NamedText(string Name, ReadOnlyMemory<byte> Utf8)
{
    public NamedText(string name, string text) : this(name, Encoding.UTF8.GetBytes(text))
    {
    }

    public string Text => Encoding.UTF8.GetString(Utf8.Span);
}
