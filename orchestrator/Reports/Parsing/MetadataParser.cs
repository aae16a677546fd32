using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Reports.Parsing;

/// <summary>metadata.json text (docs/architecture.md) → <see cref="BenchMetadata"/>, or what is wrong with it.</summary>
public static class MetadataParser
{
    public const int SupportedSchemaVersion = 1;

    public static (BenchMetadata? Metadata, string? Error) Parse(string text)
    {
        var (document, syntaxError) = JsonTextParser.Parse(text);
        if (document is null) return (null, syntaxError);
        using (document)
        {
            var root = document.RootElement;
            if (root.ValueKind != JsonValueKind.Object) return (null, $"must hold a JSON object, found {JsonProblems.Kind(root)}");
            var p = new JsonProblems();
            var schemaVersion = p.Integer(root, "schemaVersion", "$", required: true);
            if (schemaVersion is { } v && v != SupportedSchemaVersion)
                return (null, $"has schemaVersion {v}; this orchestrator reads version {SupportedSchemaVersion}. Merge with the orchestrator of the same commit as the bench.");
            var metadata = Read(root, p);
            return p.Any ? (null, p.First) : (metadata, null);
        }
    }

    private static BenchMetadata Read(JsonElement root, JsonProblems p)
    {
        var runtime = p.Object(root, "runtime", "$", required: false);
        var durations = p.Object(root, "durations", "$", required: false);
        return new BenchMetadata(
            SupportedSchemaVersion,
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
                p.String(v, "reason", $"$.validation[{i}]", false))).ToList(),
            p.Array(root, "unsupported", "$", false).Select((u, i) => new Unsupported(
                p.String(u, "payload", $"$.unsupported[{i}]", true) ?? "?", p.String(u, "operation", $"$.unsupported[{i}]", false) ?? "*",
                p.String(u, "reason", $"$.unsupported[{i}]", false) ?? "no reason given")).ToList(),
            p.Array(root, "emulated", "$", false).Select((e, i) => new EmulatedOperation(
                p.String(e, "operation", $"$.emulated[{i}]", true) ?? "?", p.String(e, "note", $"$.emulated[{i}]", false) ?? "")).ToList(),
            durations is { } d ? p.Integer(d, "validationMs", "$.durations", false) : null,
            durations is { } d2 ? p.Integer(d2, "benchmarkMs", "$.durations", false) : null)
        {
            Drift = Drift(root, p),
        };
    }

    private static DriftSample? Drift(JsonElement root, JsonProblems p)
    {
        if (p.Object(root, "drift", "$", required: false) is not { } d) return null;
        var before = p.Number(d, "calibrationBeforeNs", "$.drift", true);
        var after = p.Number(d, "calibrationAfterNs", "$.drift", true);
        return before is null || after is null ? null : new DriftSample(before.Value, after.Value,
            p.Number(d, "loadAverageBefore", "$.drift", false), p.Number(d, "loadAverageAfter", "$.drift", false), p.Number(d, "stealPercent", "$.drift", false));
    }

    // The bench may say true/false, or name the path that ran; the report shows it as text.
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
}
