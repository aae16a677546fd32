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

    private static string FirstSentence(string message)
    {
        var end = message.IndexOf(". ", System.StringComparison.Ordinal);
        return end > 0 ? message.Substring(0, end + 1) : message;
    }
}
