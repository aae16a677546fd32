using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

/// <summary>
/// Runs of many benchmarks drawn as the project's machine behaves: each process of a benchmark lands at a random offset
/// from the benchmark's true time (log-normal, with the given standard deviation), and a whole run may be shifted by a
/// factor common to all its benchmarks (the machine's speed that day). Seeded: every test run draws the same numbers.
/// </summary>
internal sealed class SimulatedRuns
{
    private readonly Random _random;
    private readonly double[] _trueNs;

    public SimulatedRuns(int benchmarks, int seed)
    {
        _random = new Random(seed);
        _trueNs = Enumerable.Range(0, benchmarks).Select(_ => Math.Exp(Math.Log(100) + (_random.NextDouble() * Math.Log(10_000)))).ToArray();
    }

    /// <summary>One run: per benchmark, the medians of its processes; <paramref name="runShift"/> moves the whole run (the
    /// machine a little faster or slower: 0.018 is 1.8 % slower), <paramref name="slowdown"/> multiplies the true times of
    /// the benchmarks <paramref name="slowed"/> picks (all when null).</summary>
    public IReadOnlyList<IReadOnlyList<double>> Run(int processes, double processOffset, double runShift = 0, double slowdown = 1, Func<int, bool>? slowed = null)
    {
        var shift = Math.Log(1 + runShift);
        return _trueNs.Select((ns, i) => (IReadOnlyList<double>)Enumerable.Range(0, processes)
            .Select(_ => ns * (slowed is null || slowed(i) ? slowdown : 1) * Math.Exp(shift + (Normal() * processOffset))).ToList()).ToList();
    }

    /// <summary>The verdicts of two runs, benchmark by benchmark, as compare decides them.</summary>
    public static IReadOnlyList<Verdict> Compare(IReadOnlyList<IReadOnlyList<double>> first, IReadOnlyList<IReadOnlyList<double>> second, double threshold)
    {
        var pooled = ProcessNoise.Pool(first.Concat(second));
        return first.Select((f, i) => ChangeTest.Decide(f, second[i], threshold, pooled).Verdict).ToList();
    }

    private double Normal() => Math.Sqrt(-2 * Math.Log(1 - _random.NextDouble())) * Math.Cos(2 * Math.PI * _random.NextDouble());
}
