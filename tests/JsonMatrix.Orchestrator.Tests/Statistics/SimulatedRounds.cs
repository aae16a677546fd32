using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

/// <summary>
/// Runs measured in rounds, drawn as the project's 2-vCPU machine behaves (docs/performance.md, "Rounds and the
/// yardstick"): a process is fast or slow for its whole life (slow ones run memory-heavy code at 1.6–2.1× and shift a
/// serializer's ratio to the floor by a few per cent); each process's code for a benchmark lands a little faster or
/// slower for its whole life (2.5 %; NativeAOT processes too, so not its JIT's doing: docs/performance.md, "What a
/// process's level is not"); every round has a moment of the host that a sample and its
/// yardstick share (5 %), every sample its own jitter (3 %), and one sample in twelve is hit by an interruption or a
/// collection (1.2–2× longer): per round, the ratio to the yardstick then spreads as measured on the project's machine
/// (a robust standard deviation of 4.3 %, heavy tails). Cells of three serializers and the floor, each benchmark of a
/// cell beside the floor's yardstick. Seeded: every test run draws the same numbers.
/// </summary>
internal sealed class SimulatedRounds
{
    public const string Group = "net8.0|default|8.0.1|cached";
    private static readonly string[] Serializers = ["system-text-json", "newtonsoft", "data-contract-json"];

    private readonly Random _random;
    private readonly int _benchmarks;
    private readonly double[] _floorNs;
    private readonly Dictionary<string, double[]> _ratio = new();
    private readonly double[] _slowShift;

    public SimulatedRounds(int benchmarks, int seed)
    {
        _random = new Random(seed);
        _benchmarks = benchmarks;
        _floorNs = Enumerable.Range(0, benchmarks).Select(_ => Math.Exp(Math.Log(500) + (_random.NextDouble() * Math.Log(2_000)))).ToArray();
        foreach (var serializer in Serializers)
        {
            _ratio[serializer] = Enumerable.Range(0, benchmarks).Select(_ => 0.8 + (_random.NextDouble() * 3)).ToArray();
        }

        _slowShift = Enumerable.Range(0, benchmarks).Select(_ => (_random.NextDouble() - 0.5) * 0.16).ToArray();
    }

    public static string Benchmark(int index) => "person:b" + index;

    /// <summary>One run: every cell in <paramref name="processes"/> processes of <paramref name="rounds"/> rounds, and
    /// as `run` does, a stand-in for each slow one while the cell has fewer fast ones (at most twice as many processes);
    /// <paramref name="slowdown"/> multiplies the samples (not the yardstick's) of the cell of <paramref name="slowed"/>.</summary>
    public IReadOnlyList<ProcessRounds> Run(int processes, int rounds, double slowShare = 0.5, string? slowed = null, double slowdown = 1)
    {
        var all = new List<ProcessRounds>();
        foreach (var cell in Serializers.Append("floor"))
        {
            var fast = 0;
            for (var process = 1; process <= 2 * processes && (process <= processes || fast < processes); process++)
            {
                var slow = _random.NextDouble() < slowShare;
                if (!slow) fast++;
                var state = slow ? 1.6 + (_random.NextDouble() * 0.5) : Math.Exp(Normal() * 0.04);
                var benchmarks = Enumerable.Range(0, _benchmarks).Select(b =>
                {
                    var code = Math.Exp(Normal() * 0.025);
                    var ratio = cell == "floor" ? 1 : _ratio[cell][b] * code * (slow ? 1 + _slowShift[b] : 1) * (cell == slowed ? slowdown : 1);
                    var ns = new double[rounds];
                    var yardstick = new double[rounds];
                    for (var r = 0; r < rounds; r++)
                    {
                        var moment = state * Math.Exp(Normal() * 0.05);
                        yardstick[r] = _floorNs[b] * moment * Jitter();
                        ns[r] = _floorNs[b] * ratio * moment * Jitter();
                    }

                    return new BenchmarkRounds(Benchmark(b), ns, cell == "floor" ? null : yardstick);
                }).ToList();
                all.Add(new ProcessRounds("net8.0_" + cell + "_default_cached", process, Group, cell == "floor", benchmarks));
            }
        }

        return all;
    }

    /// <summary>The figures compare reads of a run measured in rounds: paired (floor × per process) as the orchestrator
    /// builds them, or, with <paramref name="paired"/> false, each process's median time as if there were no yardstick.</summary>
    public static IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> Figures(IReadOnlyList<ProcessRounds> run, bool paired = true)
    {
        if (!paired)
        {
            return run.SelectMany(p => p.Benchmarks.Select(b => (p.Cell, b.Benchmark, Median: Median.Of(b.Ns))))
                .GroupBy(x => (x.Cell, x.Benchmark))
                .ToDictionary(g => new BenchmarkKey(g.Key.Cell, g.Key.Benchmark.Split(':')[1], "person"),
                    g => new BenchmarkFigure(Median.Of(g.Select(x => x.Median)), null, [.. g.Select(x => x.Median)]));
        }

        var host = HostState.Judge(run);
        return PairedEstimator.Estimate(run, host).ToDictionary(
            f => new BenchmarkKey(f.Cell, f.Benchmark.Split(':')[1], "person"),
            f => new BenchmarkFigure(f.Nanoseconds, null, f.ProcessNs)
            {
                ProcessFloorRatios = f.ProcessFloorRatios.Count > 0 ? f.ProcessFloorRatios : null,
                FloorRatioWithinVariance = f.FloorRatioWithinVariance,
                YardstickGroup = f.YardstickGroup,
            });
    }

    private double Jitter() => Math.Exp(Normal() * 0.03) * (_random.NextDouble() < 1.0 / 12 ? 1.2 + (_random.NextDouble() * 0.8) : 1);

    private double Normal() => Math.Sqrt(-2 * Math.Log(1 - _random.NextDouble())) * Math.Cos(2 * Math.PI * _random.NextDouble());
}
