using System;
using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>One Utf8JsonWriter and its buffer per thread, reset for each value. A writer keeps the options it was built
/// with, so options other than the last ones (per-call builds a new encoder every time) get a new writer.</summary>
internal sealed class ThreadWriter
{
    [ThreadStatic]
    private static ThreadWriter? _current;

    private Utf8JsonWriter? _writer;

    public static ThreadWriter Current => _current ??= new ThreadWriter();

    public ReusableBuffer Buffer { get; } = new();

    public Utf8JsonWriter Start(JsonWriterOptions options)
    {
        Buffer.Clear();
        if (_writer != null && SameOptions(_writer.Options, options))
        {
            _writer.Reset(Buffer);
            return _writer;
        }

        return _writer = new Utf8JsonWriter(Buffer, options);
    }

    private static bool SameOptions(JsonWriterOptions a, JsonWriterOptions b) =>
        ReferenceEquals(a.Encoder, b.Encoder) && a.Indented == b.Indented && a.SkipValidation == b.SkipValidation;
}
