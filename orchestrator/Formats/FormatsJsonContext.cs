using System.Collections.Generic;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>
/// The one System.Text.Json source-generated context of the orchestrator's own files (docs/report-schema.md): every
/// document is a record here, mapped from the domain by its renderer, so no file is written by hand or by reflection.
/// camelCase names in declaration order, indented with "\n" line ends, nulls written (a missing value is an explicit
/// null, so every field is present) unless a property says otherwise.
/// </summary>
[JsonSourceGenerationOptions(
    PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase,
    WriteIndented = true,
    NewLine = "\n",
    DefaultIgnoreCondition = JsonIgnoreCondition.Never,
    ReadCommentHandling = JsonCommentHandling.Skip,
    // cell.json is read back; a hand-written one may quote its numbers, as the field-by-field reader accepted.
    NumberHandling = JsonNumberHandling.AllowReadingFromString)]
[JsonSerializable(typeof(CellRecordDocument))]
[JsonSerializable(typeof(PlanDocument))]
[JsonSerializable(typeof(ComparisonDocument))]
[JsonSerializable(typeof(ReportDocument))]
[JsonSerializable(typeof(HistoryDocument))]
[JsonSerializable(typeof(GithubPlanDocument))]
[JsonSerializable(typeof(DurationsDocument))]
[JsonSerializable(typeof(IReadOnlyDictionary<string, PackageCacheEntryDocument>))]
internal sealed partial class FormatsJsonContext : JsonSerializerContext
{
    /// <summary>cell.json: the default encoder, as the reflection writer before it (ASCII only, HTML characters escaped),
    /// so files written by older runs and new ones are alike byte for byte.</summary>
    public static FormatsJsonContext CellJson => Default;

    /// <summary>The reports, plan and compare: readable non-ASCII and quotes, as their Utf8JsonWriter writers had
    /// (<see cref="JavaScriptEncoder.UnsafeRelaxedJsonEscaping"/>). Safe where these files go: report.html never embeds
    /// this text in a script (it renders its own escaped HTML), and a JSON reader unescapes either form.</summary>
    public static FormatsJsonContext Readable => _readable ??= new(new JsonSerializerOptions(Default.Options) { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping });

    /// <summary>`plan --format github`: readable as the others, on one line (a workflow reads it from an output).</summary>
    public static FormatsJsonContext ReadableOneLine => _readableOneLine ??= new(new JsonSerializerOptions(Default.Options) { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping, WriteIndented = false });

    /// <summary>The machine cache's files (durations.json, package-versions.json): the default encoder, as the
    /// Utf8JsonWriter writers before them, so a cache written by an older version is alike byte for byte.</summary>
    public static FormatsJsonContext MachineCache => Default;

    // Made on first use: a static initializer here could run before the generated Default's, in the other part.
    private static FormatsJsonContext? _readable;
    private static FormatsJsonContext? _readableOneLine;
}
