using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Running.Durations;

/// <summary>durations.json in the machine-wide cache directory: the figures a <see cref="DurationEstimate"/> learns.
/// A missing, unreadable or older-schema file is an empty history (the built-in figures apply), never an error.</summary>
public static class DurationHistoryFile
{
    public const string FileName = "durations.json";

    public static string PathIn(string machineCacheDirectory) => Path.Combine(machineCacheDirectory, FileName);

    public static DurationHistory Read(string machineCacheDirectory)
    {
        var path = PathIn(machineCacheDirectory);
        try
        {
            if (!File.Exists(path)) return DurationHistory.Empty;
            // Bounded and never a FIFO or device: a broken history only costs the estimate.
            var (text, _) = FileSystem.RegularFile.ReadText(path, FileSystem.ReadLimits.DurationHistoryBytes);
            if (text is null) return DurationHistory.Empty;
            using var document = JsonDocument.Parse(text);
            var root = document.RootElement;
            if (!root.TryGetProperty("schemaVersion", out var version) || version.GetInt32() != DurationHistory.SchemaVersion)
            {
                return DurationHistory.Empty;
            }

            return new DurationHistory(Figures(root, "benchmarkSeconds"), Figures(root, "cellOverheadSeconds"), Figures(root, "setupSeconds"), Figures(root, "failedCellSeconds"));
        }
        catch (System.Exception exception) when (exception is JsonException or IOException or System.InvalidOperationException or System.FormatException or System.UnauthorizedAccessException)
        {
            return DurationHistory.Empty;
        }
    }

    /// <summary>Written atomically (AtomicFile), so a reader never sees half a file.</summary>
    public static void Write(string machineCacheDirectory, DurationHistory history)
    {
        Directory.CreateDirectory(machineCacheDirectory);
        using var stream = new MemoryStream();
        using (var writer = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true }))
        {
            writer.WriteStartObject();
            writer.WriteNumber("schemaVersion", DurationHistory.SchemaVersion);
            WriteFigures(writer, "benchmarkSeconds", history.BenchmarkSeconds);
            WriteFigures(writer, "cellOverheadSeconds", history.CellOverheadSeconds);
            WriteFigures(writer, "setupSeconds", history.SetupSeconds);
            WriteFigures(writer, "failedCellSeconds", history.FailedCellSeconds);
            writer.WriteEndObject();
        }

        FileSystem.AtomicFile.WriteAllText(PathIn(machineCacheDirectory), System.Text.Encoding.UTF8.GetString(stream.ToArray()));
    }

    private static Dictionary<string, double> Figures(JsonElement root, string name)
    {
        var figures = new Dictionary<string, double>();
        if (root.TryGetProperty(name, out var map) && map.ValueKind == JsonValueKind.Object)
        {
            foreach (var property in map.EnumerateObject())
            {
                if (property.Value.ValueKind == JsonValueKind.Number && property.Value.GetDouble() is var seconds
                    && DurationLearning.IsLearnedSeconds(seconds))
                {
                    figures[property.Name] = seconds;
                }
            }
        }

        return figures;
    }

    private static void WriteFigures(Utf8JsonWriter writer, string name, IReadOnlyDictionary<string, double> figures)
    {
        writer.WriteStartObject(name);
        // Only figures: Utf8JsonWriter throws on infinity and NaN, and a history that cannot be written loses them all.
        foreach (var (key, seconds) in figures.Where(pair => DurationLearning.IsLearnedSeconds(pair.Value)))
        {
            writer.WriteNumber(key, System.Math.Round(seconds, 3));
        }

        writer.WriteEndObject();
    }
}
