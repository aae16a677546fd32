using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Reports.Merging;

/// <summary>The web trend, as <see cref="TrendCalculator"/> computes the micro one: each serializer relative to itself
/// on the baseline runtime, or on its first runtime with results when the baseline runtime has none (3.1's web cells
/// cannot be published everywhere), over the scenarios it has on all its runtimes. Requests/s: above 1 is faster.</summary>
public static class WebTrendCalculator
{
    public static (IReadOnlyList<WebTrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<WebResultRow> rows, string baselineRuntime)
    {
        var trends = new List<WebTrendRow>();
        var notes = new List<string>();
        foreach (var serializer in IdOrder.Serializers(rows.Select(r => r.Serializer).Distinct()))
        {
            var byRuntime = rows.Where(r => r.Serializer == serializer && r.RequestsPerSecond > 0)
                .GroupBy(r => r.Runtime)
                .ToDictionary(g => g.Key, g => g.GroupBy(r => r.Scenario).ToDictionary(s => s.Key, s => s.First().RequestsPerSecond));
            var runtimes = IdOrder.Runtimes(byRuntime.Keys).ToList();
            if (runtimes.Count == 0) continue;
            var reference = byRuntime.ContainsKey(baselineRuntime) ? baselineRuntime : runtimes[0];
            if (reference != baselineRuntime && runtimes.Count > 1)
                notes.Add($"web trend of {serializer} is relative to {reference}, its first runtime with web results: it has none on the baseline runtime {baselineRuntime}.");
            var common = byRuntime[reference].Keys.Where(s => byRuntime.Values.All(scenarios => scenarios.ContainsKey(s))).Order().ToList();
            foreach (var runtime in runtimes)
            {
                var ratio = common.Count == 0 ? (double?)null : TrendCalculator.GeometricMean(common.Select(s => byRuntime[runtime][s] / byRuntime[reference][s]));
                trends.Add(new WebTrendRow(serializer, runtime, ratio, common.Count, reference));
            }
        }

        return (trends, notes);
    }
}
