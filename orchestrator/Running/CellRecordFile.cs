using System.IO;
using JsonMatrix.Orchestrator.FileSystem;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>Reads and writes cell.json (camelCase, indented, nulls kept so every field is always present).</summary>
public static class CellRecordFile
{
    public const string FileName = "cell.json";

    private static readonly JsonSerializerOptions Options = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.Never,
    };

    /// <summary>cell.json is written whole or not at all (a killed run or a full disk never leaves half a file).</summary>
    public static async Task WriteAsync(string cellDirectory, CellRecord record, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(cellDirectory);
        await AtomicFile.WriteAsync(
            Path.Combine(cellDirectory, FileName),
            (stream, token) => JsonSerializer.SerializeAsync(stream, record, Options, token),
            cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The record of a cell folder, or null when it has none or it cannot be read (the merge names why).</summary>
    public static CellRecord? Read(string cellDirectory)
    {
        var (text, _) = RegularFile.ReadText(Path.Combine(cellDirectory, FileName), MaxBytes);
        if (text is null) return null;
        try
        {
            return JsonSerializer.Deserialize<CellRecord>(text, Options);
        }
        catch (JsonException)
        {
            return null;
        }
    }

    /// <summary>A cell.json is a few KB; the log excerpt is its largest field.</summary>
    public const long MaxBytes = 1024 * 1024;
}
