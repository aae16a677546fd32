using System;
using System.IO;
using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;

namespace JsonMatrix.Orchestrator.Rendering;

/// <summary>Writes JSON text with Utf8JsonWriter: explicit property order, invariant numbers, readable non-ASCII.</summary>
public static class JsonText
{
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
