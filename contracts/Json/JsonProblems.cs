using System.Collections.Generic;
using System.Globalization;
using System.Text.Json;

namespace JsonMatrix.Contracts.Json;

/// <summary>
/// Typed reads of JSON properties that note what is wrong (a JSON path and the problem) instead of throwing.
/// A file with any problem is reported with the first one. Shared by the readers of contracts and the orchestrator.
/// </summary>
internal sealed class JsonProblems
{
    private readonly List<string> _problems = [];

    public bool Any => _problems.Count > 0;

    public string? First => _problems.Count > 0 ? _problems[0] : null;

    public void Add(string path, string problem) => _problems.Add($"{path} {problem}");

    public JsonElement? Object(JsonElement parent, string name, string path, bool required)
    {
        if (!Property(parent, name, out var value, path, required)) return null;
        if (value.ValueKind == JsonValueKind.Object) return value;
        if (value.ValueKind == JsonValueKind.Null && !required) return null;
        Add($"{path}.{name}", $"must be an object, found {Kind(value)}");
        return null;
    }

    public IEnumerable<JsonElement> Array(JsonElement parent, string name, string path, bool required)
    {
        if (!Property(parent, name, out var value, path, required)) return [];
        if (value.ValueKind == JsonValueKind.Array) return value.EnumerateArray();
        if (value.ValueKind == JsonValueKind.Null && !required) return [];
        Add($"{path}.{name}", $"must be an array, found {Kind(value)}");
        return [];
    }

    public string? String(JsonElement parent, string name, string path, bool required)
    {
        if (!Property(parent, name, out var value, path, required)) return null;
        if (value.ValueKind == JsonValueKind.String) return value.GetString();
        if (value.ValueKind == JsonValueKind.Null && !required) return null;
        Add($"{path}.{name}", $"must be a string, found {Kind(value)}");
        return null;
    }

    /// <summary>A number; BenchmarkDotNet writes a non-finite statistic (NaN) as "", read as missing.</summary>
    public double? Number(JsonElement parent, string name, string path, bool required)
    {
        if (!Property(parent, name, out var value, path, required)) return null;
        switch (value.ValueKind)
        {
            case JsonValueKind.Number: return value.GetDouble();
            case JsonValueKind.Null when !required: return null;
            case JsonValueKind.String when value.GetString() is "" or "NaN": return null;
            case JsonValueKind.String when double.TryParse(value.GetString(), NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed): return parsed;
            default:
                Add($"{path}.{name}", $"must be a number, found {Kind(value)}");
                return null;
        }
    }

    public long? Integer(JsonElement parent, string name, string path, bool required) =>
        Number(parent, name, path, required) is { } number ? (long)number : null;

    public bool? Boolean(JsonElement parent, string name, string path, bool required)
    {
        if (!Property(parent, name, out var value, path, required)) return null;
        if (value.ValueKind is JsonValueKind.True or JsonValueKind.False) return value.GetBoolean();
        if (value.ValueKind == JsonValueKind.Null && !required) return null;
        Add($"{path}.{name}", $"must be true or false, found {Kind(value)}");
        return null;
    }

    private bool Property(JsonElement parent, string name, out JsonElement value, string path, bool required)
    {
        if (parent.ValueKind == JsonValueKind.Object && parent.TryGetProperty(name, out value)) return true;
        if (required) Add($"{path}.{name}", "is missing");
        value = default;
        return false;
    }

    public static string Kind(JsonElement value) => value.ValueKind switch
    {
        JsonValueKind.String => $"the string \"{Shorten(value.GetString() ?? "")}\"",
        JsonValueKind.Number => $"the number {value.GetRawText()}",
        JsonValueKind.True or JsonValueKind.False => value.GetRawText(),
        JsonValueKind.Null => "null",
        JsonValueKind.Array => "an array",
        _ => "an object",
    };

    private static string Shorten(string text) => text.Length <= 40 ? text : text.Substring(0, 40) + "…";
}
