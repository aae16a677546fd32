using System;
using System.Collections.Generic;
using System.Linq;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// The lean job's figures, from every process's rounds (docs/performance.md, "Rounds and the yardstick"):
/// <list type="bullet">
/// <item>floor ×: the median of sample / yardstick sample over the rounds of all the cell's processes together
/// (<see cref="PooledRounds"/>): the paired in-process ratio, which the CPU gate keeps steady in the host's slow state
/// too. Each process's own median (over its kept rounds, or all of a slow one's) is kept for compare, where the process
/// is the unit of replication.</item>
/// <item>time: floor × times the floor's time on that runtime: the median of the group's yardstick samples that ran at
/// the host's fast speed (within <see cref="HostState.FastLimit"/> of the group's fast level), all cells together; so a
/// time says what the code takes on this machine at its normal speed, measured by the many processes of the runtime,
/// not the state of the cell's own few.</item>
/// </list>
/// Each has a 95 % interval from the spread between processes: floor × a bootstrap over processes (wider where every
/// process ran while the host was slow), the time a Student-t one; each pooled over the run's benchmarks as a prior
/// (<see cref="ProcessNoise"/>) so that a few processes that happen to agree claim no precision they lack.
/// </summary>
public static class PairedEstimator
{
    public const double Confidence = 0.95;

    /// <summary>A median's variance over a mean's, for samples near normal.</summary>
    private const double MedianVariance = Math.PI / 2;

    public static IReadOnlyList<PairedFigure> Estimate(IReadOnlyList<ProcessRounds> processes, HostJudgement host)
    {
        var perProcess = processes.SelectMany(p => p.Benchmarks.Select(b => Summarize(p, b, host.Of(p), host.BestYardstickNs[(p.YardstickGroup, b.Benchmark)]))).ToList();
        var groups = perProcess.GroupBy(s => (s.Process.YardstickGroup, s.Benchmark)).ToDictionary(g => g.Key, g => g.ToList());
        var floorNoise = ProcessNoise.Pool(groups.Values.Select(g => FastSamples(g).PerProcess));
        var floorTime = groups.ToDictionary(pair => pair.Key, pair => FloorTime(pair.Value, floorNoise));
        var byFigure = perProcess.GroupBy(s => (s.Process.Cell, s.Benchmark)).ToList();
        var ownVariance = byFigure.Where(g => !g.First().Process.IsYardstick)
            .ToDictionary(g => g.Key, g => PooledRounds.LogVariance([.. g.Select(s => s.Ratios)], g.Key.Cell + "|" + g.Key.Benchmark));
        var pooled = ProcessNoise.Pool(byFigure.Where(g => ownVariance.ContainsKey(g.Key)).Select(g => (ownVariance[g.Key], g.Count() - 1.0)));
        var levels = HostLevel.Estimate(processes);
        return byFigure.Select(g => Figure(g.Key.Cell, g.Key.Benchmark, [.. g], floorTime[(g.First().Process.YardstickGroup, g.Key.Benchmark)],
            pooled.Shrink(ownVariance.GetValueOrDefault(g.Key), g.Count() - 1.0).Variance) with
            {
                // The floor's own cell runs in one process: its time is the whole group's yardstick, which no process's
                // host level can better.
                HostLevel = g.First().Process.IsYardstick ? null : levels.GetValueOrDefault(g.Key),
            }).ToList();
    }

    private static ProcessSummary Summarize(ProcessRounds process, BenchmarkRounds benchmark, ProcessState state, double bestYardstickNs)
    {
        // A slow process keeps all its rounds: where no fast process exists, they are all there is.
        var rounds = state.Slow || state.KeptRounds.Count == 0 ? Enumerable.Range(0, benchmark.Ns.Count).ToList() : state.KeptRounds.ToList();
        var yardstick = benchmark.Yardstick;
        var ratio = benchmark.YardstickNs is null ? 1 : Median.Of(rounds.Select(r => benchmark.Ns[r] / yardstick[r]));
        // In the floor's own cell the yardstick is its own samples: every ratio is 1.
        var all = Enumerable.Range(0, benchmark.Ns.Count).Select(r => benchmark.Ns[r] / yardstick[r]).ToList();
        // floor × counts every round but a fast one whose own yardstick sample ran far off its best (ProcessRatios).
        var offYardstick = state.KeptRounds.Where(r => r < all.Count && yardstick[r] > bestYardstickNs * HostState.OwnYardstickLimit).ToHashSet();
        var ratios = new ProcessRatios([.. all.Where((_, r) => !offYardstick.Contains(r))], all);
        var within = benchmark.YardstickNs is null ? 0 : WithinVariance([.. rounds.Select(r => benchmark.Ns[r] / yardstick[r])], $"{process.Cell}|{process.Process}|{benchmark.Benchmark}");
        return new ProcessSummary(process, benchmark.Benchmark, ratio, ratios, Median.Of(rounds.Select(r => yardstick[r])), yardstick,
            Median.Of(rounds.Select(r => benchmark.Ns[r])), state.Slow, benchmark.Ns.Count - rounds.Count) { WithinVariance = within };
    }

    /// <summary>The variance of a process's log floor × (the median of its rounds' ratios) as its own rounds give it: a
    /// bootstrap over the rounds, seeded by <paramref name="name"/>. Tiny where the rounds agree (a median of thirty
    /// ratios that spread ±6 % moves about 1.5 %); large where they fall in two groups, as list-1000 serialize-string's
    /// do on .NET 8 and .NET 10 (a background collection of the large object heap running or not: 1.5 or 4.3 times the
    /// floor in one process): a process's median then lands in either group by chance, and four processes that happen
    /// to agree say nothing about a second run's four (docs/performance.md, "Two levels in one process").</summary>
    public static double WithinVariance(IReadOnlyList<double> ratios, string name)
    {
        if (ratios.Count < 2 || ratios.Any(r => !(r > 0))) return 0;
        var random = new Random(PooledRounds.StableSeed(name));
        var logs = new double[WithinResamples];
        var draw = new double[ratios.Count];
        for (var i = 0; i < WithinResamples; i++)
        {
            for (var j = 0; j < draw.Length; j++) draw[j] = ratios[random.Next(ratios.Count)];
            logs[i] = Math.Log(Median.Of(draw));
        }

        var mean = logs.Average();
        return logs.Sum(l => (l - mean) * (l - mean)) / WithinResamples;
    }

    private static PairedFigure Figure(string cell, string benchmark, IReadOnlyList<ProcessSummary> all, LogMean floorTime, double ratioVariance)
    {
        var isYardstick = all[0].Process.IsYardstick;
        var ratios = all.Select(s => s.FloorRatio).ToList();
        // A normal interval: the bootstrap's variance, scaled and shrunk, covered the other run's figure as often as a
        // 95 % interval should (95.5–97.5 % of floor × differences on four pairs of runs, docs/performance.md), where a
        // Student quantile at the shrunk degrees of freedom covered 98.5–99.5 % and marked half the results noisy. The
        // bootstrap's variance is the figure's; LogMean holds one process's (times the count).
        var ratio = isYardstick
            ? new LogMean(1, 0, all.Count, double.PositiveInfinity)
            : new LogMean(PooledRounds.Median([.. all.Select(s => s.Ratios)]), ratioVariance * all.Count * SlowWidening(all), all.Count, double.PositiveInfinity);
        var timeVariance = ratio.VarianceOfMean + floorTime.VarianceOfMean;
        var degrees = isYardstick ? floorTime.DegreesOfFreedom : Math.Min(ratio.DegreesOfFreedom, floorTime.DegreesOfFreedom);
        // floor × is paired in every process, a per-call cell's too: its yardstick is warmed up alone first, and runs at
        // the cached processes' speed (their fastest levels differ by 3 % in the median); dividing by the cached twin's
        // floor time instead let the host's state at the time of the per-call processes through (docs/performance.md).
        return new PairedFigure(cell, benchmark, ratio.Value, HalfWidth(ratio.VarianceOfMean, ratio.DegreesOfFreedom),
            ratio.Value * floorTime.Value, HalfWidth(timeVariance, degrees), all[0].Process.YardstickGroup)
        {
            YardstickRatio = ratio.Value,
            YardstickRatioVariance = ratio.VarianceOfMean,
            YardstickRatioDegrees = ratio.DegreesOfFreedom,
            FloorTimeVariance = floorTime.VarianceOfMean,
            FloorTimeDegrees = floorTime.DegreesOfFreedom,
            Processes = all.Count,
            SlowProcesses = all.Count(s => s.Slow),
            RoundsLeftOut = all.Sum(s => s.RoundsLeftOut),
            Rounds = all.Sum(s => s.Process.Benchmarks.FirstOrDefault(b => b.Benchmark == benchmark)?.Ns.Count ?? 0),
            ProcessFloorRatios = isYardstick ? [] : ratios,
            FloorRatioWithinVariance = isYardstick ? 0 : all.Average(s => s.WithinVariance),
            // The floor's time is the group's: every fast process's yardstick, its own cell's and every other's.
            ProcessNs = isYardstick ? floorTime.Values : all.Select(s => s.Ns).ToList(),
        };
    }

    /// <summary>The floor's time for a yardstick group and benchmark: the median of every yardstick sample of the group's
    /// processes (every cell's) within <see cref="HostState.FastLimit"/> of the group's fast level
    /// (<see cref="FastLevel"/>), wherever they fell; its interval from the spread between the processes' medians of
    /// those samples, shrunk toward the run's pooled spread (a group with two such processes claims no precision it
    /// lacks). The host's slow state comes and goes within a process, so a group whose every process ran mostly slow
    /// still has its fast samples; a level taken from the processes' medians took the slow speed for the floor's
    /// there (docs/performance.md, "The floor's time from its fast samples").</summary>
    private static LogMean FloorTime(IReadOnlyList<ProcessSummary> group, ProcessNoise pooled)
    {
        var (samples, perProcess) = FastSamples(group);
        var noise = pooled.Of(perProcess);
        return new LogMean(Median.Of(samples), noise.Variance * MedianVariance, perProcess.Count, noise.DegreesOfFreedom) { Values = perProcess };
    }

    /// <summary>A floor × whose every process ran while the host was slow moves more between runs than its processes'
    /// spread says: on four pairs of runs, where either run's cell was all slow, the two intervals covered the runs'
    /// difference 88.5 % of the time, the others 96.7 %; widened by <see cref="HostState.SlowWidening"/>, 94.6 %
    /// (docs/performance.md, "Slow processes: a wider interval, not a mark"). The factor widens the interval, so the
    /// variance takes its square.</summary>
    private static double SlowWidening(IReadOnlyList<ProcessSummary> all) =>
        all.All(s => s.Slow) ? HostState.SlowWidening * HostState.SlowWidening : 1;

    /// <summary>The group's yardstick samples within <see cref="HostState.FastLimit"/> of its fast level, and the median of
    /// each process's such samples (of those with a few; of every process with any where none has).</summary>
    private static (IReadOnlyList<double> Samples, IReadOnlyList<double> PerProcess) FastSamples(IReadOnlyList<ProcessSummary> group)
    {
        var limit = FastLevel([.. group.SelectMany(s => s.YardstickSamples)]) * HostState.FastLimit;
        var perProcess = group.Select(s => s.YardstickSamples.Where(ns => ns <= limit).ToList()).Where(p => p.Count > 0).ToList();
        var enough = perProcess.Where(p => p.Count >= FastSamplesPerProcess).ToList();
        return ([.. perProcess.SelectMany(p => p)], [.. (enough.Count > 0 ? enough : perProcess).Select(p => Median.Of(p))]);
    }

    /// <summary>A process counts toward the floor time's spread with at least this many fast samples.</summary>
    private const int FastSamplesPerProcess = 3;

    /// <summary>The speed the group's yardstick reaches when the host is fast: its k-th fastest sample, k a small share
    /// of the samples (at least three), so one lucky reading does not set it and a fast phase of a few rounds does.</summary>
    private static double FastLevel(IReadOnlyList<double> samples)
    {
        var sorted = samples.Order().ToList();
        var k = Math.Max(3, (int)Math.Ceiling(sorted.Count * FastShare));
        return sorted[Math.Min(sorted.Count, k) - 1];
    }

    private const double FastShare = 0.01;

    private const int WithinResamples = 200;

    /// <summary>The relative half-width of a 95 % interval of a log mean, as a fraction (0.03 = ±3 %).</summary>
    public static double HalfWidth(double varianceOfMean, double degreesOfFreedom) =>
        varianceOfMean <= 0 ? 0 : Math.Exp(Quantile(degreesOfFreedom) * Math.Sqrt(varianceOfMean)) - 1;

    public static double Quantile(double degreesOfFreedom) => double.IsPositiveInfinity(degreesOfFreedom) || degreesOfFreedom > 1000
        ? 1.959964
        : new StudentDistribution(Math.Max(1, degreesOfFreedom)).Quantile(1 - ((1 - Confidence) / 2));

    private sealed record ProcessSummary(ProcessRounds Process, string Benchmark, double FloorRatio, ProcessRatios Ratios, double YardstickNs,
        IReadOnlyList<double> YardstickSamples, double Ns, bool Slow, int RoundsLeftOut)
    {
        /// <summary>The variance of the log <see cref="FloorRatio"/> from the process's own rounds.</summary>
        public double WithinVariance { get; init; }
    }

    /// <summary>A figure over processes with the variance of one process's log figure and of the figure's.</summary>
    private sealed record LogMean(double Value, double Variance, int Count, double DegreesOfFreedom)
    {
        public IReadOnlyList<double> Values { get; init; } = [];

        public double VarianceOfMean => Count == 0 ? 0 : Variance / Count;
    }
}

/// <summary>
/// One benchmark of one cell, from its processes' rounds: floor × (the paired in-process ratio to the yardstick) and the
/// relative half-width of its 95 % interval (0.03 = ±3 %), the time per operation (floor × times the yardstick group's
/// floor time) and its half-width, and the yardstick group.
/// </summary>
public sealed record PairedFigure(
    string Cell,
    string Benchmark,
    double? FloorRatio,
    double FloorRatioHalfWidth,
    double Nanoseconds,
    double NanosecondsHalfWidth,
    string YardstickGroup)
{
    /// <summary>The paired in-process ratio to the yardstick (the same as <see cref="FloorRatio"/> for a cached cell).</summary>
    public double YardstickRatio { get; init; }

    /// <summary>The variance of the log yardstick ratio estimate, and its degrees of freedom (infinite in the floor's own
    /// cell, where it is exactly 1).</summary>
    public double YardstickRatioVariance { get; init; }

    public double YardstickRatioDegrees { get; init; }

    /// <summary>The variance of the log floor time estimate of the figure's yardstick group, and its degrees of freedom.</summary>
    public double FloorTimeVariance { get; init; }

    public double FloorTimeDegrees { get; init; }

    /// <summary>Processes the figure comes from: every process of the cell.</summary>
    public int Processes { get; init; }

    /// <summary>Those of them that ran while the host was slow (<see cref="HostState"/>).</summary>
    public int SlowProcesses { get; init; }

    /// <summary>Every process of the cell ran while the host was slow.</summary>
    public bool AllSlow => Processes > 0 && SlowProcesses == Processes;

    /// <summary>Rounds of the figure's processes that ran slow (left out of its time), and rounds in all.</summary>
    public int RoundsLeftOut { get; init; }

    public int Rounds { get; init; }

    /// <summary>Each process's floor × (empty in the floor's own cell) and median time, in process order; the floor's own
    /// cell lists the yardstick of every process of its group that ran at the host's fast speed, whose median its time is.</summary>
    public IReadOnlyList<double> ProcessFloorRatios { get; init; } = [];

    public IReadOnlyList<double> ProcessNs { get; init; } = [];

    /// <summary>The variance of one process's log floor × as its own rounds give it, averaged over the processes
    /// (<see cref="PairedEstimator.WithinVariance"/>): the spread between processes cannot be smaller.</summary>
    public double FloorRatioWithinVariance { get; init; }

    /// <summary>The figure's time against its processes' host level (<see cref="Statistics.HostLevel"/>): what a ratio to
    /// another figure of its yardstick group divides.</summary>
    public LevelFigure? HostLevel { get; init; }

    /// <summary>this / other: where both share a yardstick group, host level over host level (<see
    /// cref="Statistics.HostLevel"/>), or yardstick ratio over yardstick ratio without them (the floor time cancels
    /// either way); else time over time; with the relative half-width of its 95 % interval, which carries both sides.</summary>
    public (double Ratio, double HalfWidth) RatioTo(PairedFigure other)
    {
        if (YardstickGroup == other.YardstickGroup && HostLevel is { } level && other.HostLevel is { } otherLevel)
        {
            return (Math.Exp(level.Log - otherLevel.Log),
                PairedEstimator.HalfWidth(level.VarianceOfMean + otherLevel.VarianceOfMean, Math.Min(level.DegreesOfFreedom, otherLevel.DegreesOfFreedom)));
        }

        if (YardstickGroup == other.YardstickGroup)
        {
            var variance = YardstickRatioVariance + other.YardstickRatioVariance;
            return (YardstickRatio / other.YardstickRatio, PairedEstimator.HalfWidth(variance, Math.Min(YardstickRatioDegrees, other.YardstickRatioDegrees)));
        }

        var both = YardstickRatioVariance + FloorTimeVariance + other.YardstickRatioVariance + other.FloorTimeVariance;
        var degrees = new[] { YardstickRatioDegrees, FloorTimeDegrees, other.YardstickRatioDegrees, other.FloorTimeDegrees }.Min();
        return (Nanoseconds / other.Nanoseconds, PairedEstimator.HalfWidth(both, degrees));
    }
}
