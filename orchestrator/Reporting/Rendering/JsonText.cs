using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace JsonMatrix.Orchestrator.Reporting.Rendering;

/// <summary>JSON text of the orchestrator's outputs: a declared document (Formats) serialized, indented with "\n" and
/// with a final line end, or on one line without one.</summary>
public static class JsonText
{
    public static string Serialize<T>(T document, JsonTypeInfo<T> format) => JsonSerializer.Serialize(document, format) + "\n";

    public static string SerializeOneLine<T>(T document, JsonTypeInfo<T> format) => JsonSerializer.Serialize(document, format);
}
