using System;
using System.IO;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Json;
using JsonMatrix.Orchestrator.Formats;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// cell.json ⇄ <see cref="CellRecord"/>, the one writer and the one reader (fields in docs/report-schema.md), both
/// through the declared document (<see cref="CellRecordDocument"/>, source-generated). Reading checks what the
/// serializer cannot: the first problem is named by its JSON path; only id and status are required; the id must be a
/// cell id as typed ones are; a missing cell key falls back to the part of the id, and missing platform and host
/// follow from the runtime, so a file of an older run still merges.
/// </summary>
public static class CellRecordJson
{
    public const int SupportedSchemaVersion = CellRecord.CurrentSchemaVersion;

    public static Task WriteAsync(Stream stream, CellRecord record, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, CellRecordMapping.ToDocument(record), FormatsJsonContext.CellJson.CellRecordDocument, cancellationToken);

    public static (CellRecord? Record, string? Error) Parse(string text)
    {
        var (document, syntaxError) = JsonTextParser.Parse(text);
        if (document is null) return (null, syntaxError);
        using (document)
        {
            var root = document.RootElement;
            if (root.ValueKind != JsonValueKind.Object) return (null, $"must hold a JSON object, found {JsonProblems.Kind(root)}");
            // Read before the shape: a newer layout is refused with the fix rather than misread field by field.
            var problems = new JsonProblems();
            var schemaVersion = problems.Integer(root, "schemaVersion", "$", required: false);
            if (schemaVersion is { } version && version != SupportedSchemaVersion)
                return (null, $"has schemaVersion {version}; this orchestrator reads version {SupportedSchemaVersion}. Merge it with the orchestrator version that wrote it.");
            if (problems.Any) return (null, problems.First);
            CellRecordDocument? read;
            try
            {
                read = root.Deserialize(FormatsJsonContext.CellJson.CellRecordDocument);
            }
            catch (JsonException exception)
            {
                return (null, ShapeProblem(exception));
            }

            return CellRecordMapping.FromDocument(read!);
        }
    }

    /// <summary>Where the runtime runs when cell.json does not say: Mono on Linux, net48 on Windows, the rest on Linux.</summary>
    public static (string Platform, string Host) PlatformAndHost(string runtime, string? framework) =>
        runtime == "mono" ? ("linux", "mono")
        : runtime == "net48" || framework == "net48" ? ("windows", "dotnet")
        : ("linux", "dotnet");

    // A value the document cannot hold (a string where a number goes): its path, and the serializer's first sentence
    // without the position it appends (the path says where); a converter's own message (a time) is kept whole.
    private static string ShapeProblem(JsonException exception)
    {
        var message = exception.Message;
        var position = message.IndexOf(" Path: ", StringComparison.Ordinal);
        var problem = position < 0 ? message : $"has a value of the wrong type ({message[..position]})";
        return $"{exception.Path ?? "$"} {problem}";
    }
}
