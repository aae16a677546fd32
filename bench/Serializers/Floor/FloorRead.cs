using System.Collections.Generic;
using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>The reading steps every contract repeats, with the errors JsonSerializer would give (JsonException).</summary>
internal static class FloorRead
{
    public static void Expect(ref Utf8JsonReader reader, JsonTokenType token)
    {
        if (reader.TokenType != token)
        {
            throw new JsonException($"Expected {token}, found {reader.TokenType} at byte {reader.TokenStartIndex}.");
        }
    }

    /// <summary>Moves to the next property name of an object and returns true, or to its end and returns false.</summary>
    public static bool NextProperty(ref Utf8JsonReader reader)
    {
        reader.Read();
        if (reader.TokenType == JsonTokenType.EndObject)
        {
            return false;
        }

        Expect(ref reader, JsonTokenType.PropertyName);
        return true;
    }

    /// <summary>From a property name to its value; or past an array's item, false at the array's end.</summary>
    public static bool NextValue(ref Utf8JsonReader reader) => reader.Read() && reader.TokenType != JsonTokenType.EndArray;

    /// <summary>Unknown properties are skipped, as JsonSerializer does by default.</summary>
    public static void SkipValue(ref Utf8JsonReader reader) => reader.Skip();

    public static string String(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType is JsonTokenType.String or JsonTokenType.Null ? reader.GetString()! : throw NotA("string", ref reader);
    }

    public static int Int32(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.Number ? reader.GetInt32() : throw NotA("number", ref reader);
    }

    public static uint UInt32(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.Number ? reader.GetUInt32() : throw NotA("number", ref reader);
    }

    public static double Double(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.Number ? reader.GetDouble() : throw NotA("number", ref reader);
    }

    public static bool Boolean(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType is JsonTokenType.True or JsonTokenType.False ? reader.GetBoolean() : throw NotA("boolean", ref reader);
    }

    public static System.DateTime DateTime(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.String ? reader.GetDateTime() : throw NotA("date", ref reader);
    }

    public static System.DateTimeOffset DateTimeOffset(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.String ? reader.GetDateTimeOffset() : throw NotA("date", ref reader);
    }

    public static System.Guid Guid(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.String ? reader.GetGuid() : throw NotA("GUID", ref reader);
    }

    public static string[] Strings(ref Utf8JsonReader reader)
    {
        reader.Read();
        Expect(ref reader, JsonTokenType.StartArray);
        var items = new List<string>();
        while (NextValue(ref reader))
        {
            items.Add(reader.TokenType is JsonTokenType.String or JsonTokenType.Null ? reader.GetString()! : throw NotA("string", ref reader));
        }

        return items.ToArray();
    }

    public static JsonException NotA(string what, ref Utf8JsonReader reader) =>
        new($"Expected a {what}, found {reader.TokenType} at byte {reader.TokenStartIndex}.");
}
