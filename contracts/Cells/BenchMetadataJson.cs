using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Encodings.Web;
using System.Text.Json;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Contracts.Cells;

/// <summary>metadata.json on disk: written field by field with Utf8JsonWriter and read with JsonDocument, so its shape
/// does not depend on which System.Text.Json (4.7 in the bench on .NET Core 3.1, 10 in the orchestrator) the side
/// carries.</summary>
public static class BenchMetadataJson
{
    public static void Write(Stream stream, BenchMetadata m)
    {
        using var w = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping });
        w.WriteStartObject();
        w.WriteNumber("schemaVersion", m.SchemaVersion);
        w.WriteString("serializer", m.Serializer);
        w.WriteString("escaping", m.Escaping);
        w.WriteString("lifetime", m.Lifetime);
        w.WriteString("job", m.Job);
        w.WriteStartObject("runtime");
        w.WriteString("frameworkDescription", m.Runtime.FrameworkDescription);
        w.WriteString("targetFramework", m.Runtime.TargetFramework);
        w.WriteBooleanOrNull("isMono", m.Runtime.IsMono);
        w.WriteString("osDescription", m.Runtime.OsDescription);
        w.WriteNumberOrNull("processorCount", m.Runtime.ProcessorCount);
        w.WriteEndObject();
        w.WriteStartArray("assemblies");
        foreach (var a in m.Assemblies)
        {
            WriteAssembly(w, a);
        }

        w.WriteEndArray();
        WriteFastPath(w, m.SourceGenerationFastPath);
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
            WriteEmulated(w, e);
        }

        w.WriteEndArray();
        w.WriteStartObject("durations");
        w.WriteNumberOrNull("validationMs", m.ValidationMs);
        w.WriteNumberOrNull("benchmarkMs", m.BenchmarkMs);
        w.WriteEndObject();
        if (m.Drift is { } d)
        {
            w.WriteStartObject("drift");
            WriteDriftFields(w, d);
            w.WriteEndObject();
        }

        if (m.Warmup is { } warmup)
        {
            w.WriteStartObject("warmup");
            w.WriteNumber("milliseconds", warmup.Milliseconds);
            w.WriteNumber("rounds", warmup.Rounds);
            w.WriteNumberOrNull("compiledMethods", warmup.CompiledMethods);
            w.WriteBooleanOrNull("steady", warmup.Steady);
            w.WriteString("rule", warmup.Rule);
            w.WriteEndObject();
        }

        if (m.Order is { } order) w.WriteString("order", order);
        if (m.Compilation is { } compilation)
        {
            w.WriteStartObject("compilation");
            w.WriteBoolean("isDynamicCodeSupported", compilation.IsDynamicCodeSupported);
            w.WriteNumberOrNull("compiledMethods", compilation.CompiledMethods);
            w.WriteEndObject();
        }

        w.WriteEndObject();
        w.Flush();
    }

    /// <summary>One loaded assembly, as metadata.json lists it and report.json repeats it for each cell.</summary>
    public static void WriteAssembly(Utf8JsonWriter w, AssemblyVersion a)
    {
        w.WriteStartObject();
        w.WriteString("name", a.Name);
        w.WriteString("assemblyVersion", a.AssemblyVersionText);
        w.WriteString("fileVersion", a.FileVersion);
        w.WriteString("informationalVersion", a.InformationalVersion);
        w.WriteEndObject();
    }

    /// <summary>One emulated operation, as metadata.json lists it and report.json repeats it for each cell.</summary>
    public static void WriteEmulated(Utf8JsonWriter w, EmulatedOperation e)
    {
        w.WriteStartObject();
        w.WriteString("operation", e.Operation);
        w.WriteString("note", e.Note);
        w.WriteEndObject();
    }

    /// <summary>The drift sample's fields inside an object the caller opened (report.json adds its judgement to them).</summary>
    public static void WriteDriftFields(Utf8JsonWriter w, DriftSample d)
    {
        w.WriteNumber("calibrationBeforeNs", d.CalibrationBeforeNs);
        w.WriteNumber("calibrationAfterNs", d.CalibrationAfterNs);
        w.WriteNumberOrNull("loadAverageBefore", d.LoadAverageBefore);
        w.WriteNumberOrNull("loadAverageAfter", d.LoadAverageAfter);
        w.WriteNumberOrNull("stealPercent", d.StealPercent);
    }

    /// <summary>metadata.json text → <see cref="BenchMetadata"/>, or the first thing wrong with it (a JSON path and the
    /// problem). Only the schema version is required: a file of an older bench still reads.</summary>
    public static (BenchMetadata? Metadata, string? Error) Read(string text)
        => JsonTextParser.ReadVersioned(text, BenchMetadata.CurrentSchemaVersion, Read);

    private static BenchMetadata Read(JsonElement root, JsonProblems p)
    {
        var runtime = p.Object(root, "runtime", "$", required: false);
        var durations = p.Object(root, "durations", "$", required: false);
        return new BenchMetadata(
            BenchMetadata.CurrentSchemaVersion,
            p.String(root, "serializer", "$", required: false),
            p.String(root, "escaping", "$", required: false),
            p.String(root, "lifetime", "$", required: false),
            p.String(root, "job", "$", required: false),
            runtime is { } r
                ? new RuntimeDescription(
                    p.String(r, "frameworkDescription", "$.runtime", false), p.String(r, "targetFramework", "$.runtime", false),
                    p.Boolean(r, "isMono", "$.runtime", false), p.String(r, "osDescription", "$.runtime", false),
                    (int?)p.Integer(r, "processorCount", "$.runtime", false))
                : new RuntimeDescription(null, null, null, null, null),
            p.Array(root, "assemblies", "$", false).Select((a, i) => new AssemblyVersion(
                p.String(a, "name", $"$.assemblies[{i}]", true) ?? "?", p.String(a, "assemblyVersion", $"$.assemblies[{i}]", false),
                p.String(a, "fileVersion", $"$.assemblies[{i}]", false), p.String(a, "informationalVersion", $"$.assemblies[{i}]", false))).ToList(),
            FastPath(root),
            p.Array(root, "validation", "$", false).Select((v, i) => new ValidationOutcome(
                p.String(v, "payload", $"$.validation[{i}]", true) ?? "?", p.String(v, "status", $"$.validation[{i}]", true) ?? "?",
                p.String(v, "reason", $"$.validation[{i}]", false), p.String(v, "diff", $"$.validation[{i}]", false))).ToList(),
            p.Array(root, "unsupported", "$", false).Select((u, i) => new Unsupported(
                p.String(u, "payload", $"$.unsupported[{i}]", true) ?? "?", p.String(u, "operation", $"$.unsupported[{i}]", false) ?? "*",
                p.String(u, "reason", $"$.unsupported[{i}]", false) ?? "no reason given")).ToList(),
            p.Array(root, "emulated", "$", false).Select((e, i) => new EmulatedOperation(
                p.String(e, "operation", $"$.emulated[{i}]", true) ?? "?", p.String(e, "note", $"$.emulated[{i}]", false) ?? "")).ToList(),
            durations is { } d ? p.Integer(d, "validationMs", "$.durations", false) : null,
            durations is { } d2 ? p.Integer(d2, "benchmarkMs", "$.durations", false) : null)
        {
            Drift = Drift(root, p),
            Warmup = Warmup(root, p),
            Order = p.String(root, "order", "$", required: false),
            Compilation = Compilation(root, p),
        };
    }

    private static CompilationSample? Compilation(JsonElement root, JsonProblems p)
    {
        if (p.Object(root, "compilation", "$", required: false) is not { } c) return null;
        return p.Boolean(c, "isDynamicCodeSupported", "$.compilation", true) is { } dynamicCode
            ? new CompilationSample(dynamicCode, p.Integer(c, "compiledMethods", "$.compilation", false))
            : null;
    }

    private static WarmupSample? Warmup(JsonElement root, JsonProblems p)
    {
        if (p.Object(root, "warmup", "$", required: false) is not { } w) return null;
        var milliseconds = p.Integer(w, "milliseconds", "$.warmup", true);
        var rounds = p.Integer(w, "rounds", "$.warmup", true);
        return milliseconds is null || rounds is null ? null : new WarmupSample(milliseconds.Value, (int)rounds.Value,
            p.Integer(w, "compiledMethods", "$.warmup", false), p.Boolean(w, "steady", "$.warmup", false), p.String(w, "rule", "$.warmup", false));
    }

    private static DriftSample? Drift(JsonElement root, JsonProblems p)
    {
        if (p.Object(root, "drift", "$", required: false) is not { } d) return null;
        var before = p.Number(d, "calibrationBeforeNs", "$.drift", true);
        var after = p.Number(d, "calibrationAfterNs", "$.drift", true);
        return before is null || after is null ? null : new DriftSample(before.Value, after.Value,
            p.Number(d, "loadAverageBefore", "$.drift", false), p.Number(d, "loadAverageAfter", "$.drift", false), p.Number(d, "stealPercent", "$.drift", false));
    }

    // The bench writes true/false (or null without source generation); a file may name the path that ran instead.
    // The report shows it as text.
    private static string? FastPath(JsonElement root) =>
        root.TryGetProperty("sourceGenerationFastPath", out var value)
            ? value.ValueKind switch
            {
                JsonValueKind.True => "true",
                JsonValueKind.False => "false",
                JsonValueKind.String => value.GetString(),
                JsonValueKind.Null => null,
                _ => value.GetRawText(),
            }
            : null;

    private static void WriteFastPath(Utf8JsonWriter w, string? fastPath)
    {
        switch (fastPath)
        {
            case "true" or "false": w.WriteBoolean("sourceGenerationFastPath", fastPath == "true"); break;
            case null: w.WriteNull("sourceGenerationFastPath"); break;
            default: w.WriteString("sourceGenerationFastPath", fastPath); break;
        }
    }

    /// <summary>A bool? as metadata.json's sourceGenerationFastPath text.</summary>
    public static string? FastPathText(bool? fastPath) => fastPath?.ToString(CultureInfo.InvariantCulture).ToLowerInvariant();
}
