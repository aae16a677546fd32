using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>Runs → <see cref="HistoryReport"/>: ordered by finish time (runs without one last, in the order given),
/// each benchmark tested against its previous run with <see cref="ChangeTest"/>, as compare does (the spread between
/// processes pooled over every run given).</summary>
public static class HistoryBuilder
{
    public static HistoryReport Build(IReadOnlyList<RunSnapshot> runs, double threshold)
    {
        var ordered = runs.Select((run, index) => (run, index))
            .OrderBy(r => r.run.FinishedUtc is null).ThenBy(r => r.run.FinishedUtc).ThenBy(r => r.index)
            .Select(r => r.run).ToList();
        var ids = ordered.Select((_, i) => $"R{i + 1}").ToList();
        var keys = ordered.SelectMany(r => r.Figures.Keys).Distinct().OrderBy(k => k.ToString(), StringComparer.Ordinal).ToList();
        var pooled = PooledNoise.Of(ordered.SelectMany(r => r.Figures));
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
                    var verdict = ChangeTest.Decide(p.Figure.ProcessMediansNs, figure.ProcessMediansNs, threshold, pooled.For(key),
                        (p.Figure.WithinVariance + figure.WithinVariance) / 2).Verdict;
                    var ratio = figure.MedianNs / p.Figure.MedianNs;
                    points[i] = new HistoryPoint(figure.MedianNs, versions, verdict, ratio);
                    if (verdict == Verdict.Slower) regressions.Add(new HistoryRegression(key, ids[p.Index], ids[i], ratio));
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
