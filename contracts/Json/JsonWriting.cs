using System.Text.Json;

namespace JsonMatrix.Contracts.Json;

/// <summary>Nullable values for Utf8JsonWriter: every file format writes a missing value as an explicit null, so each
/// field is always present.</summary>
public static class JsonWriting
{
    /// <summary>A number, or null for a missing or non-finite value (JSON has no NaN).</summary>
    public static void WriteNumberOrNull(this Utf8JsonWriter writer, string name, double? value)
    {
        if (value is { } v && !double.IsNaN(v) && !double.IsInfinity(v)) writer.WriteNumber(name, v);
        else writer.WriteNull(name);
    }

    public static void WriteNumberOrNull(this Utf8JsonWriter writer, string name, long? value)
    {
        if (value is { } v) writer.WriteNumber(name, v);
        else writer.WriteNull(name);
    }

    public static void WriteBooleanOrNull(this Utf8JsonWriter writer, string name, bool? value)
    {
        if (value is { } b) writer.WriteBoolean(name, b);
        else writer.WriteNull(name);
    }
}
