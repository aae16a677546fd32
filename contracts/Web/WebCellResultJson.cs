using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Encodings.Web;
using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Contracts.Web;

/// <summary>web-result.json on disk. Written field by field with Utf8JsonWriter and read with JsonDocument, so the shape
/// is the same whichever System.Text.Json version the web app and the orchestrator carry.</summary>
public static class WebCellResultJson
{
    public static void Write(Stream stream, WebCellResult r)
    {
        using var w = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping });
        w.WriteStartObject();
        w.WriteNumber("schemaVersion", WebCellResult.SchemaVersion);
        w.WriteString("workload", "web");
        w.WriteString("serializer", r.Serializer);
        w.WriteStartObject("runtime");
        w.WriteString("frameworkDescription", r.Runtime.FrameworkDescription);
        w.WriteString("targetFramework", r.Runtime.TargetFramework);
        w.WriteString("osDescription", r.Runtime.OsDescription);
        w.WriteNumber("processorCount", r.Runtime.ProcessorCount);
        WriteMachine(w, r.Runtime.Machine);
        WriteGarbageCollector(w, r.Runtime.GarbageCollector);
        w.WriteEndObject();
        w.WriteStartArray("assemblies");
        foreach (var a in r.Assemblies)
        {
            BenchMetadataJson.WriteAssembly(w, a);
        }

        w.WriteEndArray();
        var s = r.Settings;
        w.WriteStartObject("settings");
        w.WriteNumber("durationSeconds", s.DurationSeconds);
        w.WriteNumber("warmupSeconds", s.WarmupSeconds);
        w.WriteNumberOrNull("maxWarmupSeconds", s.MaxWarmupSeconds);
        w.WriteNumber("connections", s.Connections);
        w.WriteNumber("repeats", s.Repeats);
        w.WriteString("serverCpus", s.ServerCpus);
        w.WriteString("clientCpus", s.ClientCpus);
        w.WriteString("loadGenerator", s.LoadGenerator);
        w.WriteEndObject();
        w.WriteStartArray("validation");
        foreach (var v in r.Validation)
        {
            w.WriteStartObject();
            w.WriteString("endpoint", v.Endpoint);
            w.WriteString("status", v.Status);
            w.WriteString("reason", v.Reason);
            w.WriteString("diff", v.Diff);
            w.WriteEndObject();
        }

        w.WriteEndArray();
        w.WriteStartArray("scenarios");
        foreach (var sc in r.Scenarios)
        {
            WriteScenario(w, sc);
        }

        w.WriteEndArray();
        w.WriteStartObject("durations");
        w.WriteNumber("validationMs", r.Durations.ValidationMs);
        w.WriteNumber("measurementMs", r.Durations.MeasurementMs);
        w.WriteEndObject();
        w.WriteEndObject();
    }

    private static void WriteGarbageCollector(Utf8JsonWriter w, WebGarbageCollector? gc)
    {
        if (gc == null)
        {
            return;
        }

        w.WriteBoolean("gcServer", gc.IsServer);
        w.WriteBoolean("gcConcurrent", gc.IsConcurrent);
        w.WriteString("gcLatencyMode", gc.LatencyMode);
    }

    private static void WriteMachine(Utf8JsonWriter w, WebMachine m)
    {
        w.WriteString("processorName", m.ProcessorName);
        w.WriteNumberOrNull("machinePhysicalCoreCount", m.PhysicalCoreCount);
        w.WriteNumberOrNull("machineLogicalCoreCount", m.LogicalCoreCount);
        w.WriteString("osVersion", m.OsVersion);
        w.WriteString("osArchitecture", m.OsArchitecture);
    }

    private static void WriteScenario(Utf8JsonWriter w, WebScenario sc)
    {
        w.WriteStartObject();
        w.WriteString("id", sc.Id);
        w.WriteString("method", sc.Method);
        w.WriteString("path", sc.Path);
        w.WriteNumber("requestBytes", sc.RequestBytes);
        w.WriteNumber("responseBytes", sc.ResponseBytes);
        w.WriteStartArray("repeats");
        foreach (var p in sc.Repeats)
        {
            w.WriteStartObject();
            w.WriteNumber("requests", p.Requests);
            w.WriteNumber("seconds", p.Seconds);
            w.WriteNumber("requestsPerSecond", p.RequestsPerSecond);
            w.WriteNumber("latencyP50Us", p.LatencyP50Us);
            w.WriteNumber("latencyP90Us", p.LatencyP90Us);
            w.WriteNumber("latencyP99Us", p.LatencyP99Us);
            w.WriteNumber("errors", p.Errors);
            w.WriteNumber("non2xx", p.Non2xx);
            w.WriteNumberOrNull("serverAllocatedBytesPerRequest", p.ServerAllocatedBytesPerRequest);
            if (p.Round is { } round && p.Position is { } position)
            {
                w.WriteNumber("round", round);
                w.WriteNumber("position", position);
            }

            if (p.ServerCpu is { } cpu) w.WriteNumber("serverCpu", cpu);

            w.WriteEndObject();
        }

        w.WriteEndArray();
        if (sc.Warmup is { } warmup)
        {
            w.WriteStartObject("warmup");
            w.WriteNumber("seconds", warmup.Seconds);
            w.WriteBoolean("steady", warmup.Steady);
            w.WriteStartArray("requestsPerSecond");
            foreach (var rps in warmup.RequestsPerSecond)
            {
                w.WriteNumberValue(rps);
            }

            w.WriteEndArray();
            w.WriteEndObject();
        }
        else
        {
            w.WriteNull("warmup");
        }

        w.WriteEndObject();
    }

    /// <summary>Reads web-result.json; a file that is not one (bad JSON, wrong schemaVersion, missing fields) throws
    /// <see cref="FormatException"/> naming what is wrong, so a hostile cell folder costs a failed row, not a crash.</summary>
    public static WebCellResult Read(ReadOnlyMemory<byte> utf8)
    {
        try
        {
            using var doc = JsonDocument.Parse(utf8, new JsonDocumentOptions { MaxDepth = 16 });
            return Read(doc.RootElement);
        }
        catch (Exception e) when (e is JsonException or InvalidOperationException or KeyNotFoundException)
        {
            throw new FormatException($"{WebCellResult.FileName} is not a web cell result: {e.Message}", e);
        }
    }

    private static WebCellResult Read(JsonElement root)
    {
        var version = root.GetProperty("schemaVersion").GetInt32();
        if (version < WebCellResult.OldestReadableSchemaVersion || version > WebCellResult.SchemaVersion)
        {
            throw new FormatException($"{WebCellResult.FileName} has schemaVersion {version}; this build reads {WebCellResult.OldestReadableSchemaVersion} to {WebCellResult.SchemaVersion}.");
        }

        var rt = root.GetProperty("runtime");
        var runtime = new WebRuntime(Str(rt, "frameworkDescription"), Str(rt, "targetFramework"), Str(rt, "osDescription"),
            rt.GetProperty("processorCount").GetInt32(),
            new WebMachine(OptStr(rt, "processorName"), OptInt(rt, "machinePhysicalCoreCount"), OptInt(rt, "machineLogicalCoreCount"),
                OptStr(rt, "osVersion"), OptStr(rt, "osArchitecture")),
            ReadGarbageCollector(rt));
        var assemblies = root.GetProperty("assemblies").EnumerateArray()
            .Select(a => new AssemblyVersion(Str(a, "name"), OptStr(a, "assemblyVersion"), OptStr(a, "fileVersion"), OptStr(a, "informationalVersion")))
            .ToList();
        var s = root.GetProperty("settings");
        var settings = new WebSettings(s.GetProperty("durationSeconds").GetDouble(), s.GetProperty("warmupSeconds").GetDouble(),
            s.GetProperty("connections").GetInt32(), s.GetProperty("repeats").GetInt32(), OptStr(s, "serverCpus"),
            OptStr(s, "clientCpus"), Str(s, "loadGenerator"),
            s.TryGetProperty("maxWarmupSeconds", out var max) && max.ValueKind == JsonValueKind.Number ? max.GetDouble() : null);
        var validation = root.GetProperty("validation").EnumerateArray()
            .Select(v => new WebValidation(Str(v, "endpoint"), Str(v, "status"), OptStr(v, "reason"), OptStr(v, "diff")))
            .ToList();
        var scenarios = root.GetProperty("scenarios").EnumerateArray().Select(ReadScenario).ToList();
        var d = root.GetProperty("durations");
        var durations = new WebDurations(d.GetProperty("validationMs").GetInt64(), d.GetProperty("measurementMs").GetInt64());
        return new WebCellResult(Str(root, "serializer"), runtime, assemblies, settings, validation, scenarios, durations);
    }

    /// <summary>Null in files written before the garbage collector was recorded.</summary>
    private static WebGarbageCollector? ReadGarbageCollector(JsonElement rt) =>
        rt.TryGetProperty("gcServer", out var server) && server.ValueKind is JsonValueKind.True or JsonValueKind.False
            ? new WebGarbageCollector(server.GetBoolean(), rt.GetProperty("gcConcurrent").GetBoolean(), Str(rt, "gcLatencyMode"))
            : null;

    private static WebScenario ReadScenario(JsonElement sc)
    {
        var repeats = sc.GetProperty("repeats").EnumerateArray().Select(p => new WebRepeat(
            p.GetProperty("requests").GetInt64(), p.GetProperty("seconds").GetDouble(), p.GetProperty("requestsPerSecond").GetDouble(),
            p.GetProperty("latencyP50Us").GetDouble(), p.GetProperty("latencyP90Us").GetDouble(), p.GetProperty("latencyP99Us").GetDouble(),
            p.GetProperty("errors").GetInt64(), p.GetProperty("non2xx").GetInt64(),
            p.TryGetProperty("serverAllocatedBytesPerRequest", out var b) && b.ValueKind == JsonValueKind.Number ? b.GetDouble() : null,
            OptInt(p, "round"), OptInt(p, "position"), OptInt(p, "serverCpu"))).ToList();
        var warmup = sc.TryGetProperty("warmup", out var wu) && wu.ValueKind == JsonValueKind.Object
            ? new WebWarmup(wu.GetProperty("seconds").GetDouble(), wu.GetProperty("steady").GetBoolean(),
                wu.GetProperty("requestsPerSecond").EnumerateArray().Select(r => r.GetDouble()).ToList())
            : null;
        return new WebScenario(Str(sc, "id"), Str(sc, "method"), Str(sc, "path"), sc.GetProperty("requestBytes").GetInt64(),
            sc.GetProperty("responseBytes").GetInt64(), repeats, warmup);
    }

    private static string Str(JsonElement e, string name) =>
        e.GetProperty(name).GetString() ?? throw new FormatException($"'{name}' is null in {WebCellResult.FileName}.");

    private static int? OptInt(JsonElement e, string name) =>
        e.TryGetProperty(name, out var v) && v.ValueKind == JsonValueKind.Number ? v.GetInt32() : null;

    private static string? OptStr(JsonElement e, string name) =>
        e.TryGetProperty(name, out var v) && v.ValueKind == JsonValueKind.String ? v.GetString() : null;
}
