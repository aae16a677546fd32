using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Running.Durations;

/// <summary>durations.json in the machine-wide cache directory: the figures a <see cref="DurationEstimate"/> learns.
/// Written and read as <see cref="DurationsDocument"/>. A missing, unreadable or older-schema file, or one of a shape this
/// version does not know, is an empty history (the built-in figures apply), never an error.</summary>
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
            var document = JsonSerializer.Deserialize(text, FormatsJsonContext.MachineCache.DurationsDocument);
            if (document is null || document.SchemaVersion != DurationHistory.SchemaVersion)
            {
                return DurationHistory.Empty;
            }

            return new DurationHistory(Figures(document.BenchmarkSeconds), Figures(document.CellOverheadSeconds), Figures(document.SetupSeconds), Figures(document.FailedCellSeconds))
            {
                ColdStartSecondsPerProcess = Figures(document.ColdStartSecondsPerProcess),
            };
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
        var document = new DurationsDocument(DurationHistory.SchemaVersion, Learned(history.BenchmarkSeconds), Learned(history.CellOverheadSeconds),
            Learned(history.SetupSeconds), Learned(history.FailedCellSeconds), Learned(history.ColdStartSecondsPerProcess));
        FileSystem.AtomicFile.WriteAllText(PathIn(machineCacheDirectory), JsonSerializer.Serialize(document, FormatsJsonContext.MachineCache.DurationsDocument));
    }

    /// <summary>The figures a file holds that are learned seconds: one that is not (negative, past the cap) was not
    /// written by this code and is left out, the others kept; a map the file lacks is empty.</summary>
    private static Dictionary<string, double> Figures(IReadOnlyDictionary<string, double>? figures) =>
        (figures ?? new Dictionary<string, double>()).Where(pair => DurationLearning.IsLearnedSeconds(pair.Value)).ToDictionary(pair => pair.Key, pair => pair.Value);

    /// <summary>Only figures, to the millisecond: JSON has no infinity or NaN, and a history that cannot be written loses
    /// them all. In the history's order.</summary>
    private static Dictionary<string, double> Learned(IReadOnlyDictionary<string, double> figures) =>
        figures.Where(pair => DurationLearning.IsLearnedSeconds(pair.Value)).ToDictionary(pair => pair.Key, pair => System.Math.Round(pair.Value, 3));
}
