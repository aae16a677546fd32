using System.IO;
using System.Linq;
using System.Text.Encodings.Web;
using System.Text.Json;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Contracts.Cells;

/// <summary>cold-start.json on disk, written field by field with Utf8JsonWriter and read with JsonDocument like
/// metadata.json (<see cref="BenchMetadataJson"/>), so the shape does not depend on either side's System.Text.Json.
/// The bench writes it after every sample process has ended: the processes it times never load this code.</summary>
public static class ColdStartResultJson
{
    public static void Write(Stream stream, ColdStartResult r)
    {
        using var w = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping });
        w.WriteStartObject();
        w.WriteNumber("schemaVersion", r.SchemaVersion);
        w.WriteString("serializer", r.Serializer);
        w.WriteNumber("processesPerFigure", r.ProcessesPerFigure);
        w.WriteStartArray("samples");
        foreach (var s in r.Samples)
        {
            w.WriteStartObject();
            w.WriteString("serializer", s.Serializer);
            w.WriteString("payload", s.Payload);
            w.WriteString("operation", s.Operation);
            w.WriteNumber("order", s.Order);
            w.WriteNumber("processMs", s.ProcessMs);
            w.WriteNumberOrNull("firstCallMs", s.FirstCallMs);
            w.WriteNumberOrNull("firstCallAllocatedBytes", s.FirstCallAllocatedBytes);
            w.WriteEndObject();
        }

        w.WriteEndArray();
        w.WriteStartArray("unsupported");
        foreach (var u in r.Unsupported)
        {
            w.WriteStartObject();
            w.WriteString("serializer", u.Serializer ?? r.Serializer);
            w.WriteString("payload", u.Payload);
            w.WriteString("operation", u.Operation);
            w.WriteString("reason", u.Reason);
            w.WriteEndObject();
        }

        w.WriteEndArray();
        w.WriteNumber("measurementMs", r.MeasurementMs);
        w.WriteEndObject();
    }

    /// <summary>cold-start.json text → <see cref="ColdStartResult"/>, or the first thing wrong with it (a JSON path and
    /// the problem): a hostile or truncated file costs the cell its cold-start figures, never the merge.</summary>
    public static (ColdStartResult? Result, string? Error) Read(string text)
        => JsonTextParser.ReadVersioned(text, ColdStartResult.OldestReadableVersion, ColdStartResult.CurrentSchemaVersion, Read);

    /// <summary>Schema 1 names no serializer per sample: all are the file's.</summary>
    private static ColdStartResult Read(JsonElement root, JsonProblems p, int version)
    {
        var fileSerializer = p.String(root, "serializer", "$", true) ?? "?";
        string SerializerOf(JsonElement entry, string path) => version < 2 ? fileSerializer : p.String(entry, "serializer", path, true) ?? "?";
        var samples = p.Array(root, "samples", "$", true).Select((s, i) =>
        {
            var path = $"$.samples[{i}]";
            var processMs = p.Number(s, "processMs", path, true);
            var firstCallMs = p.Number(s, "firstCallMs", path, false);
            var order = p.Integer(s, "order", path, true);
            return new ColdStartSample(
                SerializerOf(s, path), p.String(s, "payload", path, true) ?? "?", p.String(s, "operation", path, true) ?? "?", (int)(order ?? 0),
                processMs ?? 0, firstCallMs, p.Integer(s, "firstCallAllocatedBytes", path, false));
        }).ToList();
        var unsupported = p.Array(root, "unsupported", "$", false).Select((u, i) => new Unsupported(
            p.String(u, "payload", $"$.unsupported[{i}]", true) ?? "?", p.String(u, "operation", $"$.unsupported[{i}]", false) ?? "*",
            p.String(u, "reason", $"$.unsupported[{i}]", false) ?? "no reason given") { Serializer = SerializerOf(u, $"$.unsupported[{i}]") }).ToList();
        return new ColdStartResult(
            version,
            fileSerializer,
            (int)(p.Integer(root, "processesPerFigure", "$", true) ?? 0),
            samples,
            unsupported,
            p.Integer(root, "measurementMs", "$", false) ?? 0);
    }
}
