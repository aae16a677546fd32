using System;
using System.IO;
using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace JsonMatrix.Orchestrator.Reporting.Rendering;

/// <summary>JSON text of the orchestrator's outputs: a declared document (Formats) serialized, or, for the outputs not
/// declared yet, written with Utf8JsonWriter; both indented with "\n", readable non-ASCII, invariant numbers, and a
/// final line end.</summary>
public static class JsonText
{
    public static string Serialize<T>(T document, JsonTypeInfo<T> format) => JsonSerializer.Serialize(document, format) + "\n";

    public static string Write(Action<Utf8JsonWriter> write, bool indented)
    {
        using var buffer = new MemoryStream();
        var options = new JsonWriterOptions { Indented = indented, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping };
        using (var writer = new Utf8JsonWriter(buffer, options))
        {
            write(writer);
        }
        var text = Encoding.UTF8.GetString(buffer.GetBuffer(), 0, (int)buffer.Length);
        return indented ? text.Replace("\r\n", "\n") + "\n" : text;
    }
}
