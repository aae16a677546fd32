using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>Runs → <see cref="HistoryReport"/>: ordered by finish time (runs without one last, in the order given),
/// each benchmark judged against the previous run that has it by `compare` of those two runs (<see cref="RunComparison"/>:
/// floor × where both paired it with the same yardstick, the start-up floors against each other, time otherwise), so that
/// history calls a change exactly where compare would.</summary>
public static class HistoryBuilder
{
    public static HistoryReport Build(IReadOnlyList<RunSnapshot> runs, double threshold)
    {
        var ordered = runs.Select((run, index) => (run, index))
            .OrderBy(r => r.run.FinishedUtc is null).ThenBy(r => r.run.FinishedUtc).ThenBy(r => r.index)
            .Select(r => r.run).ToList();
        var ids = ordered.Select((_, i) => $"R{i + 1}").ToList();
        var keys = ordered.SelectMany(r => r.Figures.Keys).Distinct().OrderBy(k => k.ToString(), StringComparer.Ordinal).ToList();
        var comparisons = new Dictionary<(int, int), IReadOnlyDictionary<BenchmarkKey, BenchmarkComparison>>();
        BenchmarkComparison Compared(int from, int to, BenchmarkKey key)
        {
            if (!comparisons.TryGetValue((from, to), out var byKey))
                comparisons[(from, to)] = byKey = RunComparison.Of(ordered[from].Figures, ordered[to].Figures, threshold).Benchmarks.ToDictionary(b => b.Key);
            return byKey[key];
        }

        var series = new List<BenchmarkSeries>();
        var regressions = new List<HistoryRegression>();
        foreach (var key in keys)
        {
            var points = new HistoryPoint?[ordered.Count];
            (int Index, BenchmarkFigure Figure)? previous = null;
            for (var i = 0; i < ordered.Count; i++)
            {
                if (!ordered[i].Figures.TryGetValue(key, out var figure) || figure.MedianNs <= 0) continue;
                var versions = ordered[i].CellVersions.GetValueOrDefault(key.Cell);
                if (previous is { } p)
                {
                    var change = Compared(p.Index, i, key);
                    points[i] = new HistoryPoint(figure.MedianNs, versions, change.Verdict, figure.MedianNs / p.Figure.MedianNs);
                    if (change.Verdict == Verdict.Slower) regressions.Add(new HistoryRegression(key, ids[p.Index], ids[i], change.Ratio, change.Compared));
                }
                else
                {
                    points[i] = new HistoryPoint(figure.MedianNs, versions, null, null);
                }
                previous = (i, figure);
            }
            series.Add(new BenchmarkSeries(key, points));
        }
        var historyRuns = ordered.Select((r, i) => new HistoryRun(ids[i], r.Folder, r.FinishedUtc, r.Commit)
        {
            FailedCells = r.FailedCells,
            FailedBenchmarks = r.FailedBenchmarks,
        }).ToList();
        return new HistoryReport(historyRuns, series, regressions, threshold);
    }
}
