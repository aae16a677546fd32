using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>
/// The start-up floors (each build's fresh process started and stopped, cold start's yardstick) have no yardstick of their
/// own, and the host's speed at starting processes moves between runs by more than their processes' spread shows: over
/// four pairs of runs of the same code on a 2-vCPU machine, a start-up floor's change had a root mean square of 11 %
/// where its ten processes put a standard error of about 5 % (docs/performance.md, "compare: the start-up floors").
/// So each start-up floor is judged against how far the other builds' start-up floors moved between the same two runs:
/// the mean square of their log changes, leaving its own out (a build that really changed would otherwise widen its own
/// yardstick), with as many degrees of freedom as there are others. With fewer than two others it is judged as before.
/// </summary>
public static class StartUpSpread
{
    public const int MinimumOthers = 2;

    public static bool IsStartUpFloor(BenchmarkKey key) => key.Method == BenchmarkKey.ColdStartPrefix + ColdStartResult.StartUp;

    /// <summary>For each shared start-up floor with enough others, their spread.</summary>
    public static IReadOnlyDictionary<BenchmarkKey, RunSpread> Of(IReadOnlyList<BenchmarkKey> shared,
        IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second)
    {
        var changes = Changes(shared, first, second);
        return changes.Count <= MinimumOthers
            ? new Dictionary<BenchmarkKey, RunSpread>()
            : changes.ToDictionary(c => c.Key, c =>
            {
                var others = changes.Where(o => o.Key != c.Key).Select(o => o.Value).ToList();
                return new RunSpread(others.Average(d => d * d), others.Count);
            });
    }

    /// <summary>How far the start-up floors moved between the runs: the root mean square of their log changes, as a
    /// fraction (0.11 for 11 %); null with fewer than three.</summary>
    public static double? Moved(IReadOnlyList<BenchmarkKey> shared,
        IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second)
    {
        var changes = Changes(shared, first, second);
        return changes.Count <= MinimumOthers ? null : Math.Exp(Math.Sqrt(changes.Values.Average(d => d * d))) - 1;
    }

    private static Dictionary<BenchmarkKey, double> Changes(IReadOnlyList<BenchmarkKey> shared,
        IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second) =>
        shared.Where(IsStartUpFloor)
            .Where(key => first[key].ProcessMediansNs.Count > 0 && second[key].ProcessMediansNs.Count > 0)
            .ToDictionary(key => key, key => ChangeTest.LogChange(first[key].ProcessMediansNs, second[key].ProcessMediansNs));
}
