using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reports.Model;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Orchestrator.Reports.Parsing;

/// <summary>
/// cell.json text (written by the run step, Running/CellRecord; fields in docs/report-schema.md) → <see cref="CellOutcome"/>.
/// Only id and status are required; a missing cell key falls back to the part of the id, and missing platform and
/// host follow from the runtime, so a file of an older run still merges.
/// </summary>
public static class CellJsonParser
{
    public const int SupportedSchemaVersion = 1;

    public static (CellOutcome? Outcome, string? Error) Parse(string text)
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
            var outcome = Read(root, problems);
            return problems.Any || outcome is null ? (null, problems.First) : (outcome, null);
        }
    }

    private static CellOutcome? Read(JsonElement root, JsonProblems p)
    {
        const string path = "$";
        var cell = root;
        var id = p.String(cell, "id", path, required: true);
        var status = p.String(root, "status", "$", required: true);
        if (id is null || status is null) return null;
        if (!CellStatuses.All.Contains(status))
        {
            p.Add("$.status", $"is '{status}'; expected one of {string.Join(", ", CellStatuses.All)}");
            return null;
        }

        var key = CellKey.TryParse(id);
        string Key(string name, string? fromId)
        {
            var value = p.String(cell, name, path, required: key is null);
            return value ?? fromId ?? "?";
        }
        var runtime = Key("runtime", key?.Runtime);
        var framework = p.String(cell, "framework", path, required: false);
        var (platform, host) = PlatformAndHost(runtime, framework);
        var limits = p.Object(root, "limits", "$", required: false);

        return new CellOutcome(
            id, runtime, Key("serializer", key?.Serializer), Key("escaping", key?.Escaping), Key("lifetime", key?.Lifetime),
            p.String(cell, "platform", path, required: false) ?? platform,
            p.String(cell, "host", path, required: false) ?? host,
            framework,
            p.String(cell, "runtimeLabel", path, required: false),
            p.String(cell, "runtimeVersion", path, required: false),
            p.String(cell, "package", path, required: false),
            p.String(cell, "packageVersion", path, required: false),
            status,
            p.String(root, "reason", "$", required: false),
            p.String(root, "logExcerpt", "$", required: false),
            p.String(root, "isolation", "$", required: false),
            p.String(root, "job", "$", required: false),
            p.String(root, "runId", "$", required: false),
            Time(root, "startedUtc", p),
            Time(root, "finishedUtc", p),
            limits is { } l ? p.String(l, "cpuset", "$.limits", required: false) : null,
            limits is { } m ? p.Integer(m, "memoryBytes", "$.limits", required: false) : null,
            p.Integer(root, "wallMs", "$", required: false),
            p.Integer(root, "overheadMs", "$", required: false),
            p.Array(root, "steps", "$", required: false).Select((step, i) => new StepDuration(
                p.String(step, "name", $"$.steps[{i}]", required: true) ?? "?",
                p.String(step, "status", $"$.steps[{i}]", required: false) ?? "?",
                p.Integer(step, "milliseconds", $"$.steps[{i}]", required: false) ?? 0)).ToList())
        {
            Benchmarks = Benchmarks(root, p),
            Interference = Interference(root, p),
            Repeat = (int)System.Math.Clamp(p.Integer(root, "repeat", "$", required: false) ?? 1, 1, int.MaxValue),
            Workload = p.String(root, "workload", "$", required: false) ?? key?.Workload ?? CellKey.Micro,
        };
    }

    /// <summary>cell.json's "benchmarks": null when absent (a file written before it), else every "payload:operation".</summary>
    private static IReadOnlyList<string>? Benchmarks(JsonElement root, JsonProblems p)
    {
        if (!root.TryGetProperty("benchmarks", out var value) || value.ValueKind == JsonValueKind.Null) return null;
        return p.Array(root, "benchmarks", "$", required: false)
            .Select((pair, i) => pair.ValueKind == JsonValueKind.String ? pair.GetString()! : Bad(p, $"$.benchmarks[{i}]", pair))
            .ToList();
    }

    /// <summary>cell.json's "interference": null when absent or null.</summary>
    private static Running.CellInterference? Interference(JsonElement root, JsonProblems p)
    {
        if (p.Object(root, "interference", "$", required: false) is not { } i) return null;
        const string path = "$.interference";
        var others = p.Array(i, "otherRunsDuringCell", path, required: false).Select((run, n) => new Running.OtherRun(
            p.String(run, "runId", $"{path}.otherRunsDuringCell[{n}]", required: false),
            (int?)p.Integer(run, "processId", $"{path}.otherRunsDuringCell[{n}]", required: false),
            p.Array(run, "cpus", $"{path}.otherRunsDuringCell[{n}]", required: false)
                .Select(cpu => cpu.ValueKind == JsonValueKind.Number && cpu.TryGetInt32(out var c) ? c : -1).Where(c => c >= 0).ToList())).ToList();
        return new Running.CellInterference(others, p.Number(i, "waitedSeconds", path, required: false) ?? 0, p.String(i, "waitedFor", path, required: false));
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

    private static DateTimeOffset? Time(JsonElement root, string name, JsonProblems p)
    {
        var text = p.String(root, name, "$", required: false);
        if (text is null) return null;
        if (DateTimeOffset.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal | DateTimeStyles.AdjustToUniversal, out var time)) return time;
        p.Add($"$.{name}", $"is '{text}', not an ISO 8601 time");
        return null;
    }
}
