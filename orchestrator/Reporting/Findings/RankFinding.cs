using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Findings;

/// <summary>A rank study's lines: per runtime and operation, the serializers fastest to slowest by the geometric mean of
/// their time over the study's payloads (the floor, a yardstick rather than a choice, is left out); then per runtime and
/// web scenario, by requests/s behind ASP.NET Core.</summary>
internal static class RankFinding
{
    public static IReadOnlyList<RankLine> Build(MergedReport report, IReadOnlyList<ResultRow> rows)
    {
        var labels = StudyRows.RuntimeLabels(report);
        string Label(string runtime) => labels.GetValueOrDefault(runtime, runtime);
        var micro = rows.Where(r => r.Serializer != KnownIds.Floor)
            .GroupBy(r => (r.Runtime, r.Operation, r.Escaping, r.Lifetime))
            .OrderBy(g => IdOrder.Rank(KnownIds.Runtimes, g.Key.Runtime)).ThenBy(g => IdOrder.Rank(KnownIds.Operations, g.Key.Operation))
            .Select(g => Micro(g.Key.Runtime, Label(g.Key.Runtime), g.Key.Operation, [.. g]))
            .Where(line => line.Places.Count > 1);
        var web = report.Web.Results.Where(r => r.Serializer != KnownIds.Floor && r.RequestsPerSecond > 0)
            .GroupBy(r => (r.Runtime, r.Scenario))
            .OrderBy(g => IdOrder.Rank(KnownIds.Runtimes, g.Key.Runtime)).ThenBy(g => g.Key.Scenario, System.StringComparer.Ordinal)
            .Select(g => Web(g.Key.Runtime, Label(g.Key.Runtime), $"{g.First().Method} {g.First().Path}", [.. g]))
            .Where(line => line.Places.Count > 1);
        return [.. micro, .. web];
    }

    /// <summary>The fastest against itself: exactly 1.</summary>
    private static readonly Estimate Fastest = new(1, null, null);

    private static RankLine Micro(string runtime, string label, string operation, IReadOnlyList<ResultRow> rows)
    {
        // Only payloads every serializer ran, so each is ranked on the same work.
        var serializers = rows.GroupBy(r => r.Serializer).ToDictionary(g => g.Key, g => g.GroupBy(r => r.Payload).ToDictionary(p => p.Key, p => p.First()));
        var payloads = serializers.Values.Select(p => p.Keys.AsEnumerable()).Aggregate((a, b) => a.Intersect(b)).ToList();
        if (payloads.Count == 0) return new RankLine(runtime, label, operation, "time", []);
        var ordered = serializers.OrderBy(s => TrendCalculator.GeometricMean(payloads.Select(p => s.Value[p].MedianNs))).ToList();
        var fastest = ordered[0].Value;
        FigureRatio.LogFigure Versus(IReadOnlyDictionary<string, ResultRow> a, IReadOnlyDictionary<string, ResultRow> b) =>
            FigureRatio.GeometricMean([.. payloads.Select(p => FigureRatio.Of(a[p], b[p]))]);
        var places = ordered.Select((s, i) => new RankPlace(s.Key, TrendCalculator.GeometricMean(payloads.Select(p => s.Value[p].MedianNs)),
            i == 0 ? Fastest : FigureRatio.ToEstimate(Versus(s.Value, fastest)),
            i > 0 && !FigureRatio.ToEstimate(Versus(s.Value, ordered[i - 1].Value)).Differs)).ToList();
        return new RankLine(runtime, label, operation, "time", places);
    }

    private static RankLine Web(string runtime, string label, string scenario, IReadOnlyList<WebResultRow> rows)
    {
        var ordered = rows.GroupBy(r => r.Serializer).Select(g => g.First()).OrderByDescending(r => r.RequestsPerSecond).ToList();
        var places = ordered.Select((r, i) => new RankPlace(r.Serializer, r.RequestsPerSecond,
            i == 0 ? Fastest : FigureRatio.ToEstimate(FigureRatio.Of(r, ordered[0])),
            i > 0 && !FigureRatio.ToEstimate(FigureRatio.Of(r, ordered[i - 1])).Differs)).ToList();
        return new RankLine(runtime, label, scenario, "requests/s", places);
    }
}
