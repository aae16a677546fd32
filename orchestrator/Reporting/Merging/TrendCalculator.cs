using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Cross-version trend of each serializer, the same for micro results and web results: for every runtime R, the
/// geometric mean over the scenarios the serializer has on ALL its runtimes of value(R) / value(baseline runtime), where
/// the value is a micro result's median time (below 1: faster) or a web scenario's requests/s (above 1: faster).
/// Using only common scenarios keeps the columns comparable; the scenario count says how many there were.
/// A serializer with no result on the baseline runtime is compared with its own first runtime instead, and a note says so.
/// </summary>
public static class TrendCalculator
{
    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<ResultRow> rows, string baselineRuntime) =>
        Compute([.. rows.Select(r => new TrendPoint(r.Serializer, r.Runtime, $"{r.Payload}|{r.Operation}|{r.Escaping}|{r.Lifetime}", r.MedianNs))],
            baselineRuntime, "trend");

    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<WebResultRow> rows, string baselineRuntime) =>
        Compute([.. rows.Select(r => new TrendPoint(r.Serializer, r.Runtime, r.Scenario, r.RequestsPerSecond))], baselineRuntime, "web trend");

    /// <param name="name">How the notes name this trend ("trend", "web trend").</param>
    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<TrendPoint> points, string baselineRuntime, string name)
    {
        var trends = new List<TrendRow>();
        var notes = new List<string>();
        foreach (var serializer in IdOrder.Serializers(points.Select(p => p.Serializer).Distinct()))
        {
            var byRuntime = points.Where(p => p.Serializer == serializer && p.Value > 0)
                .GroupBy(p => p.Runtime)
                .ToDictionary(g => g.Key, g => g.GroupBy(p => p.Scenario).ToDictionary(s => s.Key, s => s.First().Value));
            var runtimes = IdOrder.Runtimes(byRuntime.Keys).ToList();
            if (runtimes.Count == 0) continue;
            var reference = byRuntime.ContainsKey(baselineRuntime) ? baselineRuntime : runtimes[0];
            var baseline = byRuntime[reference];
            if (reference != baselineRuntime)
                notes.Add($"{name} of {serializer} is relative to {reference}, its first runtime: it has no results on the baseline runtime {baselineRuntime}.");
            var common = baseline.Keys.Where(s => byRuntime.Values.All(scenarios => scenarios.ContainsKey(s))).Order(StringComparer.Ordinal).ToList();
            if (common.Count == 0)
                notes.Add($"no {name} for {serializer}: no scenario has results on all of its runtimes ({string.Join(", ", runtimes)}).");
            foreach (var runtime in runtimes)
            {
                var ratio = common.Count == 0 ? (double?)null : GeometricMean(common.Select(s => byRuntime[runtime][s] / baseline[s]));
                trends.Add(new TrendRow(serializer, runtime, ratio, common.Count, reference));
            }
        }
        return (trends, notes);
    }

    public static double GeometricMean(IEnumerable<double> values)
    {
        var list = values.ToList();
        return Math.Exp(list.Sum(Math.Log) / list.Count);
    }
}
