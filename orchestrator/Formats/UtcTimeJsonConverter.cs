using System;
using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>
/// cell.json's times. Written as System.Text.Json writes a DateTime; read as the field-by-field reader before it did:
/// any invariant-culture time, one without an offset taken as UTC and every one turned to UTC (the built-in reader
/// takes ISO 8601 only and keeps an offset as local time, which would move which copy of a cell is the newest).
/// </summary>
internal sealed class UtcTimeJsonConverter : JsonConverter<DateTime>
{
    public override DateTime Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        if (reader.TokenType != JsonTokenType.String) throw new JsonException("must be a string holding an ISO 8601 time");
        var text = reader.GetString()!;
        return DateTime.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal | DateTimeStyles.AdjustToUniversal, out var time)
            ? time
            : throw new JsonException($"is '{text}', not an ISO 8601 time");
    }

    public override void Write(Utf8JsonWriter writer, DateTime value, JsonSerializerOptions options) => writer.WriteStringValue(value);
}
