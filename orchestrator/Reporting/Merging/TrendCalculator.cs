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
/// From <see cref="TrimFrom"/> scenarios on, the mean leaves out the highest and the lowest ratio (a trimmed mean),
/// and the row names them: one scenario that ran at two speeds (list-1000 serialize-string, whose large strings meet
/// the background collector) moved a trend of seven by 12 % between two runs of the same code, and over six such pairs
/// the trimmed mean held 71 of 72 trends within 5 % where the mean held 65 (docs/performance.md, "The trend: a trimmed
/// mean").
/// A serializer with no result on the baseline runtime is compared with its own first runtime instead, and a note says so.
/// Each trend carries the 95 % interval its inputs' intervals give it (<see cref="TrendInterval"/>).
/// </summary>
public static class TrendCalculator
{
    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<ResultRow> rows, string baselineRuntime) =>
        Compute([.. rows.Select(r => new TrendPoint(r.Serializer, r.Runtime, $"{r.Payload} {r.Operation} ({r.Escaping}, {r.Lifetime})", r.MedianNs,
            r.Spread?.CiLowerNs, r.Spread?.CiUpperNs, r.Spread?.ConfidenceLevel ?? TrendInterval.Level)
        {
            // A paired time's two errors: its floor ×'s and its yardstick group's floor time's (TrendInterval).
            LogStandardErrors = r.Paired is { } p ? (Math.Sqrt(p.YardstickRatioVariance), Math.Sqrt(p.FloorTimeVariance)) : null,
            SharedGroup = r.Paired?.YardstickGroup,
        })], baselineRuntime, "trend");

    /// <remarks>A web figure's interval is its windows' median interval, at the confidence its order statistics give
    /// (<see cref="Statistics.MedianInterval"/>). Read as 95 %, nine windows' slowest–fastest held the other run's trend
    /// 42 times of 42 at ±25 %, the median's 41 of 42 at ±16.5 % (docs/web.md, "Rounds"). One window has no spread to
    /// read, so its trend has no interval.</remarks>
    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<WebResultRow> rows, string baselineRuntime) =>
        Compute([.. rows.Select(r => r.MedianInterval is not { } interval
            ? new TrendPoint(r.Serializer, r.Runtime, r.Scenario, r.RequestsPerSecond)
            : new TrendPoint(r.Serializer, r.Runtime, r.Scenario, r.RequestsPerSecond, interval.Lower, interval.Upper, interval.Confidence * 100))], baselineRuntime, "web trend");

    /// <param name="name">How the notes name this trend ("trend", "web trend").</param>
    public static (IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes) Compute(IReadOnlyList<TrendPoint> points, string baselineRuntime, string name)
    {
        var trends = new List<TrendRow>();
        var notes = new List<string>();
        foreach (var serializer in IdOrder.Serializers(points.Select(p => p.Serializer).Distinct()))
        {
            var byRuntime = points.Where(p => p.Serializer == serializer && p.Value > 0)
                .GroupBy(p => p.Runtime)
                .ToDictionary(g => g.Key, g => g.GroupBy(p => p.Scenario).ToDictionary(s => s.Key, s => s.First()));
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
                // The reference against itself is 1 by definition: nothing to leave out, and no interval, as a
                // baseline's own ratio has none.
                double Ratio(string scenario) => byRuntime[runtime][scenario].Value / baseline[scenario].Value;
                var (kept, leftOut) = runtime == reference ? (common, []) : Trimmed(common, Ratio);
                var ratio = common.Count == 0 ? (double?)null : GeometricMean(kept.Select(Ratio));
                var interval = runtime == reference ? null : TrendInterval.Of([.. kept.Select(s => (byRuntime[runtime][s], baseline[s]))]);
                trends.Add(new TrendRow(serializer, runtime, ratio, common.Count, reference) { Lower = interval?.Lower, Upper = interval?.Upper, LeftOut = leftOut });
            }
        }
        return (trends, notes);
    }

    /// <summary>The fewest scenarios whose trend leaves out its highest and lowest ratio: with four or fewer, two of
    /// them would be half the mean.</summary>
    public const int TrimFrom = 5;

    /// <summary>The scenarios the mean keeps, in their order, and the two it leaves out (the lowest ratio, then the
    /// highest; ties by the scenario's name) when there are at least <see cref="TrimFrom"/>.</summary>
    private static (IReadOnlyList<string> Kept, IReadOnlyList<string> LeftOut) Trimmed(IReadOnlyList<string> scenarios, Func<string, double> ratio)
    {
        if (scenarios.Count < TrimFrom) return (scenarios, []);
        var ordered = scenarios.OrderBy(ratio).ThenBy(s => s, StringComparer.Ordinal).ToList();
        string[] leftOut = [ordered[0], ordered[^1]];
        return ([.. scenarios.Where(s => !leftOut.Contains(s))], leftOut);
    }

    public static double GeometricMean(IEnumerable<double> values)
    {
        var list = values.ToList();
        return Math.Exp(list.Sum(Math.Log) / list.Count);
    }
}
