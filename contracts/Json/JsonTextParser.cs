using System.Text.Json;

namespace JsonMatrix.Contracts.Json;

/// <summary>Parses JSON text into a document, or says where the syntax breaks.</summary>
internal static class JsonTextParser
{
    private static readonly JsonDocumentOptions Options = new() { AllowTrailingCommas = false, CommentHandling = JsonCommentHandling.Skip };

    public static (JsonDocument? Document, string? Error) Parse(string text)
    {
        if (string.IsNullOrWhiteSpace(text)) return (null, "is empty");
        try
        {
            return (JsonDocument.Parse(text, Options), null);
        }
        catch (JsonException ex)
        {
            return (null, $"is not valid JSON (line {(ex.LineNumber ?? 0) + 1}, byte {(ex.BytePositionInLine ?? 0) + 1}): {FirstSentence(ex.Message)}");
        }
    }

    /// <summary>A bench file of one schema version → its record, or the first thing wrong with it: its syntax, a root that
    /// is not an object, another schema version, or the first problem <paramref name="read"/> found (a JSON path and the
    /// problem). metadata.json, cold-start.json and rounds.json are all read this way.</summary>
    public static (T? Result, string? Error) ReadVersioned<T>(string text, int currentVersion, System.Func<JsonElement, JsonProblems, T> read)
        where T : class
        => ReadVersioned(text, currentVersion, currentVersion, (root, p, _) => read(root, p));

    /// <summary>As above for a file whose reader still takes older versions, from <paramref name="oldestVersion"/> on:
    /// <paramref name="read"/> is told the file's version.</summary>
    public static (T? Result, string? Error) ReadVersioned<T>(string text, int oldestVersion, int currentVersion, System.Func<JsonElement, JsonProblems, int, T> read)
        where T : class
    {
        var (document, syntaxError) = Parse(text);
        if (document is null) return (null, syntaxError);
        using (document)
        {
            var root = document.RootElement;
            if (root.ValueKind != JsonValueKind.Object) return (null, $"must hold a JSON object, found {JsonProblems.Kind(root)}");
            var p = new JsonProblems();
            var schemaVersion = p.Integer(root, "schemaVersion", "$", required: true);
            if (schemaVersion is { } v && (v < oldestVersion || v > currentVersion))
                return (null, $"has schemaVersion {v}; this orchestrator reads version {(oldestVersion == currentVersion ? currentVersion.ToString(System.Globalization.CultureInfo.InvariantCulture) : $"{oldestVersion} to {currentVersion}")}. Merge with the orchestrator of the same commit as the bench.");
            var result = read(root, p, (int)(schemaVersion ?? currentVersion));
            return p.Any ? (null, p.First) : (result, null);
        }
    }

    private static string FirstSentence(string message)
    {
        var end = message.IndexOf(". ", System.StringComparison.Ordinal);
        return end > 0 ? message.Substring(0, end + 1) : message;
    }
}
