using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>
/// The yardsticks themselves have no yardstick: the start-up floors (each build's fresh process started and stopped, cold
/// start's yardstick) and the floors' own times (the hand-written floor in rounds, every other benchmark's yardstick).
/// Their processes all ran in one run's stretch of the host, so the host's speed from one run to the next is in none of
/// their spreads:
/// <list type="bullet">
/// <item>over four pairs of runs of the same code on a 2-vCPU machine, a start-up floor's change had a root mean square of
/// 11 % where its ten processes put a standard error of about 5 % (docs/performance.md, "compare: the start-up
/// floors");</item>
/// <item>the floors' times, each from a runtime's 13 to 21 processes, moved 5 to 13 % together in a second run whose
/// host ran 2.4 % slower throughout, and compare called five of them slower (run Z, docs/performance.md, "compare: the
/// floors' own times").</item>
/// </list>
/// So each is judged against how far the others of its kind moved between the same two runs: the mean square of their log
/// changes, leaving its own out (a figure that really changed would otherwise widen its own yardstick), with as many
/// degrees of freedom as there are others. With fewer than two others it is judged on its processes alone.
/// </summary>
public static class YardstickSpread
{
    public const int MinimumOthers = 2;

    /// <summary>The two kinds of yardstick a run's figures hold.</summary>
    public enum Kind
    {
        StartUpFloor,
        FloorTime,
    }

    public static bool IsStartUpFloor(BenchmarkKey key) => key.Method == BenchmarkKey.ColdStartPrefix + ColdStartResult.StartUp;

    /// <summary>A floor's own time: measured in rounds (it has a yardstick group) and compared on time, having no floor ×
    /// of its own.</summary>
    public static bool IsFloorTime(BenchmarkKey key, BenchmarkFigure figure) =>
        !key.IsColdStart && figure.YardstickGroup is not null && figure.ProcessFloorRatios is null;

    /// <summary>For each shared yardstick figure whose kind has enough others, their spread.</summary>
    public static IReadOnlyDictionary<BenchmarkKey, RunSpread> Of(IReadOnlyList<BenchmarkKey> shared,
        IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second) =>
        Enum.GetValues<Kind>()
            .Select(kind => Changes(kind, shared, first, second))
            .Where(changes => changes.Count > MinimumOthers)
            .SelectMany(changes => changes.Select(c =>
            {
                var others = changes.Where(o => o.Key != c.Key).Select(o => o.Value).ToList();
                return (c.Key, Spread: new RunSpread(others.Average(d => d * d), others.Count));
            }))
            .ToDictionary(c => c.Key, c => c.Spread);

    /// <summary>How far the figures of <paramref name="kind"/> moved between the runs: the root mean square of their log
    /// changes, as a fraction (0.11 for 11 %); null with fewer than three.</summary>
    public static double? Moved(Kind kind, IReadOnlyList<BenchmarkKey> shared,
        IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second)
    {
        var changes = Changes(kind, shared, first, second);
        return changes.Count <= MinimumOthers ? null : Math.Exp(Math.Sqrt(changes.Values.Average(d => d * d))) - 1;
    }

    private static Dictionary<BenchmarkKey, double> Changes(Kind kind, IReadOnlyList<BenchmarkKey> shared,
        IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> first, IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> second) =>
        shared.Where(key => kind == Kind.StartUpFloor ? IsStartUpFloor(key) : IsFloorTime(key, first[key]) && IsFloorTime(key, second[key]))
            .Where(key => first[key].ProcessMediansNs.Count > 0 && second[key].ProcessMediansNs.Count > 0)
            .ToDictionary(key => key, key => ChangeTest.LogChange(first[key].ProcessMediansNs, second[key].ProcessMediansNs));
}
