using System.IO;
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

    public static async Task WriteAsync(string cellDirectory, CellRecord record, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(cellDirectory);
        var path = Path.Combine(cellDirectory, FileName);
        await using var stream = File.Create(path);
        await JsonSerializer.SerializeAsync(stream, record, Options, cancellationToken).ConfigureAwait(false);
    }

    public static CellRecord? Read(string cellDirectory)
    {
        var path = Path.Combine(cellDirectory, FileName);
        return File.Exists(path) ? JsonSerializer.Deserialize<CellRecord>(File.ReadAllText(path), Options) : null;
    }
}
