using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Reports.Merging;

/// <summary>
/// Cross-version trend of each serializer: for every runtime R, the geometric mean over the scenarios (payload ×
/// operation × escaping × lifetime) the serializer has on ALL its runtimes of median(R) / median(baseline runtime).
/// Using only common scenarios keeps the columns comparable; the scenario count says how many there were.
/// A serializer with no result on the baseline runtime is compared with its own first runtime instead, and a note says so.
/// </summary>
public static class TrendCalculator
{
    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<ResultRow> rows, string baselineRuntime)
    {
        var trends = new List<TrendRow>();
        var notes = new List<string>();
        foreach (var serializer in IdOrder.Serializers(rows.Select(r => r.Serializer)))
        {
            var byRuntime = rows.Where(r => r.Serializer == serializer && r.MedianNs > 0)
                .GroupBy(r => r.Runtime)
                .ToDictionary(g => g.Key, g => g.GroupBy(Scenario).ToDictionary(s => s.Key, s => s.First().MedianNs));
            var runtimes = IdOrder.Runtimes(byRuntime.Keys).ToList();
            if (runtimes.Count == 0) continue;
            var reference = byRuntime.ContainsKey(baselineRuntime) ? baselineRuntime : runtimes[0];
            var baseline = byRuntime[reference];
            if (reference != baselineRuntime)
                notes.Add($"trend of {serializer} is relative to {reference}, its first runtime: it has no results on the baseline runtime {baselineRuntime}.");
            var common = baseline.Keys.Where(s => byRuntime.Values.All(scenarios => scenarios.ContainsKey(s)))
                .OrderBy(s => $"{s.Item1}|{s.Item2}|{s.Item3}|{s.Item4}", StringComparer.Ordinal).ToList();
            if (common.Count == 0)
                notes.Add($"no trend for {serializer}: no scenario has results on all of its runtimes ({string.Join(", ", runtimes)}).");
            foreach (var runtime in runtimes)
            {
                var ratio = common.Count == 0 ? (double?)null : GeometricMean(common.Select(s => byRuntime[runtime][s] / baseline[s]));
                trends.Add(new TrendRow(serializer, runtime, ratio, common.Count) { RelativeTo = reference });
            }
        }
        return (trends, notes);
    }

    public static double GeometricMean(IEnumerable<double> values)
    {
        var list = values.ToList();
        return Math.Exp(list.Sum(Math.Log) / list.Count);
    }

    private static (string, string, string, string) Scenario(ResultRow r) => (r.Payload, r.Operation, r.Escaping, r.Lifetime);
}
