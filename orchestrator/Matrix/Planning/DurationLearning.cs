using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>Folds finished cells into a <see cref="DurationHistory"/>: pure, so the estimate is tested without running anything.</summary>
public static class DurationLearning
{
    /// <summary>Learned durations: a cell or benchmark taking longer than a week did not happen.</summary>
    public const double MaxLearnedSeconds = 7 * 24 * 3600;

    /// <summary>Seconds learned from a finished cell, or read back from durations.json: finite, not negative, at most a week.</summary>
    public static bool IsLearnedSeconds(double seconds) => double.IsFinite(seconds) && seconds >= 0 && seconds <= MaxLearnedSeconds;

    /// <summary>A new sample moves a figure a third of the way: the last three or four runs dominate, and one disturbed
    /// run (a shared machine) does not replace a settled figure.</summary>
    public const double Weight = 1.0 / 3;

    public static DurationHistory Learn(DurationHistory history, IEnumerable<CellDuration> cells)
    {
        var benchmarks = new Dictionary<string, double>(history.BenchmarkSeconds);
        var overheads = new Dictionary<string, double>(history.CellOverheadSeconds);
        var setups = new Dictionary<string, double>(history.SetupSeconds);
        var failed = new Dictionary<string, double>(history.FailedCellSeconds);
        var coldStart = new Dictionary<string, double>(history.ColdStartSecondsPerProcess);
        foreach (var cell in cells)
        {
            foreach (var (pair, seconds) in cell.BenchmarkSeconds)
            {
                Fold(benchmarks, DurationHistory.BenchmarkKey(cell.Job, cell.Runtime, cell.Serializer, cell.Lifetime, pair), seconds);
            }

            if (cell.BenchmarkSeconds.Count > 0 || (cell.IsWeb && cell.FailedSeconds is null))
            {
                Fold(overheads, DurationHistory.CellKey(cell.Job, cell.Runtime), cell.OverheadSeconds);
            }

            // A failing cell is expected to fail the same way next time; once it runs, it is estimated like any other.
            var failedKey = DurationHistory.FailedCellKey(cell.Job, cell.CellId);
            if (cell.FailedSeconds is { } wall && IsLearnedSeconds(wall)) failed[failedKey] = wall;
            else failed.Remove(failedKey);

            if (cell.ColdStartSecondsPerProcess is { } perProcess)
            {
                Fold(coldStart, DurationHistory.ColdStartKey(cell.Runtime, cell.Serializer), perProcess);
            }

            if (cell.SetupSeconds is { } setup)
            {
                Fold(setups, DurationHistory.SetupKey(cell.IsWeb ? $"{cell.Runtime}|{DurationEstimate.WebJobKey}" : cell.Runtime), setup);
            }
        }

        return new DurationHistory(benchmarks, overheads, setups, failed) { ColdStartSecondsPerProcess = coldStart };
    }

    /// <summary>A sample that is not a duration (a corrupt file's infinity, a negative wall time) teaches nothing: it
    /// would poison every later estimate, and durations.json could not even be written.</summary>
    private static void Fold(Dictionary<string, double> figures, string key, double sample)
    {
        if (!IsLearnedSeconds(sample)) return;
        figures[key] = figures.TryGetValue(key, out var old) ? old + (Weight * (sample - old)) : sample;
    }
}
