using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// cell.json ⇄ <see cref="CellRecord"/>, the one writer and the one reader (fields in docs/report-schema.md). The writer
/// serializes the record whole (camelCase, indented, nulls kept so every field is present). The reader names the
/// first problem by its JSON path; only id and status are required: a missing cell key falls back to the part of the
/// id, and missing platform and host follow from the runtime, so a file of an older run still merges.
/// </summary>
public static class CellRecordJson
{
    public const int SupportedSchemaVersion = CellRecord.CurrentSchemaVersion;

    private static readonly JsonSerializerOptions WriteOptions = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.Never,
    };

    public static Task WriteAsync(Stream stream, CellRecord record, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, record, WriteOptions, cancellationToken);

    public static (CellRecord? Record, string? Error) Parse(string text)
    {
        var (document, syntaxError) = JsonTextParser.Parse(text);
        if (document is null) return (null, syntaxError);
        using (document)
        {
            var root = document.RootElement;
            if (root.ValueKind != JsonValueKind.Object) return (null, $"must hold a JSON object, found {JsonProblems.Kind(root)}");
            var problems = new JsonProblems();
            // Absent in hand-written files, which read as version 1; a newer layout is refused rather than misread.
            var schemaVersion = problems.Integer(root, "schemaVersion", "$", required: false);
            if (schemaVersion is { } version && version != SupportedSchemaVersion)
                return (null, $"has schemaVersion {version}; this orchestrator reads version {SupportedSchemaVersion}. Merge it with the orchestrator version that wrote it.");
            var record = Read(root, problems);
            return problems.Any || record is null ? (null, problems.First) : (record, null);
        }
    }

    private static CellRecord? Read(JsonElement root, JsonProblems p)
    {
        const string path = "$";
        var id = p.String(root, "id", path, required: true);
        var status = p.String(root, "status", path, required: true);
        if (id is null || status is null) return null;
        if (!CellStatus.All.Contains(status))
        {
            p.Add("$.status", $"is '{status}'; expected one of {string.Join(", ", CellStatus.All)}");
            return null;
        }

        // The id names the cell's folder and paths made from it: read back, it must pass what a typed id passes.
        if (CellIds.Check(id) is { } invalid)
        {
            p.Add("$.id", $"is {Rendering.OutputText.Quote(id)}, not a cell id ({invalid})");
            return null;
        }

        var key = CellKey.TryParse(id);
        string Key(string name, string? fromId) => p.String(root, name, path, required: key is null) ?? fromId ?? "?";
        string? Text(string name) => p.String(root, name, path, required: false);
        long? Integer(string name) => p.Integer(root, name, path, required: false);
        var runtime = Key("runtime", key?.Runtime);
        var framework = Text("framework");
        var (platform, host) = PlatformAndHost(runtime, framework);

        return new CellRecord(
            CellRecord.CurrentSchemaVersion,
            id, runtime, Key("serializer", key?.Serializer), Key("escaping", key?.Escaping), Key("lifetime", key?.Lifetime),
            Text("platform") ?? platform, Text("host") ?? host, framework,
            Text("runtimeLabel"), Text("runtimeVersion"), Text("package"), Text("packageVersion"),
            status, Text("reason"), Text("logExcerpt"), Text("isolation"), Text("job"), Text("runId"),
            Time(root, "startedUtc", p), Time(root, "finishedUtc", p),
            Limits(root, p),
            Text("image"), Text("publishHash"), (int?)Integer("exitCode"),
            Integer("wallMs"), Integer("benchMs"), Integer("overheadMs"),
            Steps(root, p))
        {
            Benchmarks = Benchmarks(root, p),
            Interference = Interference(root, p),
            Repeat = (int)Math.Clamp(Integer("repeat") ?? 1, 1, int.MaxValue),
            Workload = Text("workload") ?? key?.Workload ?? CellKey.Micro,
        };
    }

    private static CellLimits Limits(JsonElement root, JsonProblems p) =>
        p.Object(root, "limits", "$", required: false) is { } limits
            ? new CellLimits(p.String(limits, "cpuset", "$.limits", required: false), p.Integer(limits, "memoryBytes", "$.limits", required: false))
            : new CellLimits(null, null);

    private static List<StepTiming> Steps(JsonElement root, JsonProblems p) =>
        p.Array(root, "steps", "$", required: false).Select((step, i) =>
        {
            var path = $"$.steps[{i}]";
            return new StepTiming(
                p.String(step, "name", path, required: true) ?? "?",
                p.String(step, "status", path, required: false) ?? "?",
                p.Integer(step, "milliseconds", path, required: false) ?? 0,
                p.Boolean(step, "cached", path, required: false) ?? false,
                p.Boolean(step, "shared", path, required: false) ?? false,
                p.String(step, "detail", path, required: false));
        }).ToList();

    /// <summary>"benchmarks": null when absent (a file written before it), else every "payload:operation".</summary>
    private static IReadOnlyList<string>? Benchmarks(JsonElement root, JsonProblems p)
    {
        if (!root.TryGetProperty("benchmarks", out var value) || value.ValueKind == JsonValueKind.Null) return null;
        return p.Array(root, "benchmarks", "$", required: false)
            .Select((pair, i) => pair.ValueKind == JsonValueKind.String ? pair.GetString()! : Bad(p, $"$.benchmarks[{i}]", pair))
            .ToList();
    }

    /// <summary>"interference": null when absent or null.</summary>
    private static CellInterference? Interference(JsonElement root, JsonProblems p)
    {
        if (p.Object(root, "interference", "$", required: false) is not { } i) return null;
        const string path = "$.interference";
        var others = p.Array(i, "otherRunsDuringCell", path, required: false).Select((run, n) => new OtherRun(
            p.String(run, "runId", $"{path}.otherRunsDuringCell[{n}]", required: false),
            (int?)p.Integer(run, "processId", $"{path}.otherRunsDuringCell[{n}]", required: false),
            p.Array(run, "cpus", $"{path}.otherRunsDuringCell[{n}]", required: false)
                .Select(cpu => cpu.ValueKind == JsonValueKind.Number && cpu.TryGetInt32(out var c) ? c : -1).Where(c => c >= 0).ToList())).ToList();
        return new CellInterference(others, p.Number(i, "waitedSeconds", path, required: false) ?? 0, p.String(i, "waitedFor", path, required: false));
    }

    private static string Bad(JsonProblems p, string path, JsonElement value)
    {
        p.Add(path, $"must be a string \"payload:operation\", found {JsonProblems.Kind(value)}");
        return "?";
    }

    /// <summary>Where the runtime runs when cell.json does not say: Mono on Linux, net48 on Windows, the rest on Linux.</summary>
    public static (string Platform, string Host) PlatformAndHost(string runtime, string? framework) =>
        runtime == "mono" ? ("linux", "mono")
        : runtime == "net48" || framework == "net48" ? ("windows", "dotnet")
        : ("linux", "dotnet");

    private static DateTime? Time(JsonElement root, string name, JsonProblems p)
    {
        var text = p.String(root, name, "$", required: false);
        if (text is null) return null;
        if (DateTime.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal | DateTimeStyles.AdjustToUniversal, out var time)) return time;
        p.Add($"$.{name}", $"is '{text}', not an ISO 8601 time");
        return null;
    }
}
