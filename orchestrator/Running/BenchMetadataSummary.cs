using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>The few fields of the bench's metadata.json a run needs (durations, validation outcome); the report
/// reads the whole file itself.</summary>
public sealed record BenchMetadataSummary(
    long? ValidationMs,
    long? BenchmarkMs,
    IReadOnlyList<ValidationEntry> Validation,
    IReadOnlyList<string> Unsupported)
{
    public const string FileName = "metadata.json";

    /// <summary>What the bench itself spent (validation + benchmarks): subtracted from wall time to get overhead.</summary>
    public long? BenchMs => ValidationMs is null && BenchmarkMs is null ? null : (ValidationMs ?? 0) + (BenchmarkMs ?? 0);

    /// <summary>Null when the file is missing; an error text when it cannot be read.</summary>
    public static (BenchMetadataSummary? Summary, string? Error) Read(string cellDirectory)
    {
        var path = Path.Combine(cellDirectory, FileName);
        if (!File.Exists(path))
        {
            return (null, null);
        }

        try
        {
            using var document = JsonDocument.Parse(File.ReadAllText(path));
            return (Parse(document.RootElement), null);
        }
        catch (JsonException exception)
        {
            return (null, $"metadata.json is not valid JSON: {exception.Message}");
        }
    }

    public static BenchMetadataSummary Parse(JsonElement root)
    {
        long? validationMs = null, benchmarkMs = null;
        if (root.TryGetProperty("durations", out var durations) && durations.ValueKind == JsonValueKind.Object)
        {
            validationMs = Number(durations, "validationMs");
            benchmarkMs = Number(durations, "benchmarkMs");
        }

        var validation = Array(root, "validation")
            .Select(entry => new ValidationEntry(Text(entry, "payload") ?? "?", Text(entry, "status") ?? "?", Text(entry, "reason"), Text(entry, "diff")))
            .ToList();
        var unsupported = Array(root, "unsupported")
            .Select(entry => $"{Text(entry, "payload") ?? "?"}/{Text(entry, "operation") ?? "*"}: {Text(entry, "reason") ?? "no reason given"}")
            .ToList();
        return new BenchMetadataSummary(validationMs, benchmarkMs, validation, unsupported);
    }

    private static IEnumerable<JsonElement> Array(JsonElement root, string name) =>
        root.TryGetProperty(name, out var array) && array.ValueKind == JsonValueKind.Array ? array.EnumerateArray().ToList() : [];

    private static long? Number(JsonElement element, string name) =>
        element.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.Number ? (long)value.GetDouble() : null;

    private static string? Text(JsonElement element, string name) =>
        element.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.String ? value.GetString() : null;
}

/// <summary>One payload of the bench's correctness gate.</summary>
public sealed record ValidationEntry(string Payload, string Status, string? Reason, string? Diff);
