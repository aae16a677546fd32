using System.IO;
using System.Text.Encodings.Web;
using System.Text.Json;

namespace JsonMatrix.Bench.Metadata;

/// <summary>Writes metadata.json field by field, so its shape does not depend on which System.Text.Json
/// version (4.7 to 10) the build carries.</summary>
public static class MetadataWriter
{
    public const string FileName = "metadata.json";

    public static string Write(RunMetadata metadata, string directory)
    {
        Directory.CreateDirectory(directory);
        var path = Path.Combine(directory, FileName);
        using var stream = File.Create(path);
        using var writer = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping });
        Write(writer, metadata);
        return path;
    }

    private static void WriteNumberOrNull(Utf8JsonWriter w, string name, double? value)
    {
        if (value is { } v && !double.IsNaN(v) && !double.IsInfinity(v))
        {
            w.WriteNumber(name, v);
        }
        else
        {
            w.WriteNull(name);
        }
    }

    public static void Write(Utf8JsonWriter w, RunMetadata m)
    {
        w.WriteStartObject();
        w.WriteNumber("schemaVersion", RunMetadata.SchemaVersion);
        w.WriteString("serializer", m.Serializer);
        w.WriteString("escaping", m.Escaping);
        w.WriteString("lifetime", m.Lifetime);
        w.WriteString("job", m.Job);

        w.WriteStartObject("runtime");
        w.WriteString("frameworkDescription", m.Runtime.FrameworkDescription);
        w.WriteString("targetFramework", m.Runtime.TargetFramework);
        w.WriteBoolean("isMono", m.Runtime.IsMono);
        w.WriteString("osDescription", m.Runtime.OsDescription);
        w.WriteNumber("processorCount", m.Runtime.ProcessorCount);
        w.WriteEndObject();

        w.WriteStartArray("assemblies");
        foreach (var a in m.Assemblies)
        {
            w.WriteStartObject();
            w.WriteString("name", a.Name);
            w.WriteString("assemblyVersion", a.AssemblyVersion);
            w.WriteString("fileVersion", a.FileVersion);
            w.WriteString("informationalVersion", a.InformationalVersion);
            w.WriteEndObject();
        }

        w.WriteEndArray();

        if (m.SourceGenerationFastPath.HasValue)
        {
            w.WriteBoolean("sourceGenerationFastPath", m.SourceGenerationFastPath.Value);
        }
        else
        {
            w.WriteNull("sourceGenerationFastPath");
        }

        w.WriteStartArray("validation");
        foreach (var v in m.Validation)
        {
            w.WriteStartObject();
            w.WriteString("payload", v.Payload);
            w.WriteString("status", v.Status);
            w.WriteString("reason", v.Reason);
            w.WriteString("diff", v.Diff);
            w.WriteEndObject();
        }

        w.WriteEndArray();

        w.WriteStartArray("unsupported");
        foreach (var u in m.Unsupported)
        {
            w.WriteStartObject();
            w.WriteString("payload", u.Payload);
            w.WriteString("operation", u.Operation);
            w.WriteString("reason", u.Reason);
            w.WriteEndObject();
        }

        w.WriteEndArray();

        w.WriteStartArray("emulated");
        foreach (var e in m.Emulated)
        {
            w.WriteStartObject();
            w.WriteString("operation", e.Operation);
            w.WriteString("note", e.Note);
            w.WriteEndObject();
        }

        w.WriteEndArray();

        w.WriteStartObject("durations");
        w.WriteNumber("validationMs", m.ValidationMs);
        w.WriteNumber("benchmarkMs", m.BenchmarkMs);
        w.WriteEndObject();
        if (m.Drift is { } d)
        {
            w.WriteStartObject("drift");
            w.WriteNumber("calibrationBeforeNs", d.CalibrationBeforeNs);
            w.WriteNumber("calibrationAfterNs", d.CalibrationAfterNs);
            WriteNumberOrNull(w, "loadAverageBefore", d.LoadAverageBefore);
            WriteNumberOrNull(w, "loadAverageAfter", d.LoadAverageAfter);
            WriteNumberOrNull(w, "stealPercent", d.StealPercent);
            w.WriteEndObject();
        }

        w.WriteEndObject();
        w.Flush();
    }
}
