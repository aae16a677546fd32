using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>Folds finished cells into a <see cref="DurationHistory"/>: pure, so the estimate is tested without running anything.</summary>
public static class DurationLearning
{
    /// <summary>Learned durations: a cell or benchmark taking longer than a week did not happen.</summary>
    public const double MaxLearnedSeconds = 7 * 24 * 3600;

    /// <summary>Seconds learned from a finished cell, or read back from durations.json: finite, not negative, at most a week.</summary>
    public static bool IsLearnedSeconds(double seconds) => double.IsFinite(seconds) && seconds >= 0 && seconds <= MaxLearnedSeconds;

    /// <summary>A run's sample moves a figure a third of the way: the last three or four runs dominate, and one disturbed
    /// run (a shared machine) does not replace a settled figure.</summary>
    public const double Weight = 1.0 / 3;

    /// <remarks>A run teaches one sample per figure: the median of its cells' (a runtime's overhead over its hundred
    /// processes, a benchmark over a cell's processes). Folded cell by cell, the last few cells of one run replaced a
    /// figure, whatever came before: a filtered run on a busy machine left 5 s of overhead per process, and the default
    /// matrix's plan read 17 min 34 s on the machine where it ran in 14 min 8 s.</remarks>
    public static DurationHistory Learn(DurationHistory history, IEnumerable<CellDuration> cells)
    {
        var benchmarks = new Samples();
        var overheads = new Samples();
        var setups = new Samples();
        var coldStart = new Samples();
        var failed = new Dictionary<string, double>(history.FailedCellSeconds);
        foreach (var cell in cells)
        {
            var job = cell.MeasuredAllocations ? DurationHistory.AllocationsJob(cell.Job) : cell.Job;
            foreach (var (pair, seconds) in cell.BenchmarkSeconds)
            {
                benchmarks.Add(DurationHistory.BenchmarkKey(job, cell.Runtime, cell.Serializer, cell.Lifetime, pair), seconds);
            }

            if (cell.BenchmarkSeconds.Count > 0 || (cell.IsWeb && cell.FailedSeconds is null))
            {
                overheads.Add(DurationHistory.CellKey(job, cell.Runtime), cell.OverheadSeconds);
            }

            // A failing cell is expected to fail the same way next time; once it runs, it is estimated like any other.
            var failedKey = DurationHistory.FailedCellKey(cell.Job, cell.CellId);
            if (cell.FailedSeconds is { } wall && IsLearnedSeconds(wall)) failed[failedKey] = wall;
            else failed.Remove(failedKey);

            if (cell.ColdStartSecondsPerProcess is { } perProcess)
            {
                coldStart.Add(DurationHistory.ColdStartKey(cell.Runtime, cell.Serializer), perProcess);
            }

            if (cell.SetupSeconds is { } setup)
            {
                setups.Add(DurationHistory.SetupKey(cell.IsWeb ? $"{cell.Runtime}|{DurationEstimate.WebJobKey}" : cell.Runtime), setup);
            }
        }

        return new DurationHistory(benchmarks.FoldInto(history.BenchmarkSeconds), overheads.FoldInto(history.CellOverheadSeconds),
            setups.FoldInto(history.SetupSeconds), failed) { ColdStartSecondsPerProcess = coldStart.FoldInto(history.ColdStartSecondsPerProcess) };
    }

    /// <summary>One run's samples of each figure, folded into the history as their median.</summary>
    private sealed class Samples
    {
        private readonly Dictionary<string, List<double>> _byKey = new();

        /// <summary>A sample that is not a duration (a corrupt file's infinity, a negative wall time) teaches nothing: it
        /// would poison every later estimate, and durations.json could not even be written.</summary>
        public void Add(string key, double seconds)
        {
            if (!IsLearnedSeconds(seconds)) return;
            if (!_byKey.TryGetValue(key, out var list)) _byKey[key] = list = new List<double>();
            list.Add(seconds);
        }

        public Dictionary<string, double> FoldInto(IReadOnlyDictionary<string, double> learned)
        {
            var figures = new Dictionary<string, double>(learned);
            foreach (var (key, samples) in _byKey)
            {
                var sample = Statistics.Median.Of(samples);
                figures[key] = figures.TryGetValue(key, out var old) ? old + (Weight * (sample - old)) : sample;
            }

            return figures;
        }
    }
}
