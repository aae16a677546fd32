using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// The results of the cells measured in rounds (the lean job's rounds.json): every process of every such cell goes to
/// the estimator together (<see cref="HostState"/>, <see cref="PairedEstimator"/>), since the host's state and the
/// floor's time are judged over the whole run, and each cell × benchmark becomes one row with its paired figures.
/// </summary>
public static class PairedResults
{
    /// <summary>Whether the cell's figures come from its rounds: every process that ended ok wrote them.</summary>
    public static bool InRounds(IReadOnlyList<CellData> repeats)
    {
        var ok = repeats.Where(c => c.Outcome.Status == CellStatus.Ok).ToList();
        return ok.Count > 0 && ok.All(c => c.Rounds is not null);
    }

    /// <summary>The host's state over the processes of the cells measured in rounds (any cells may be given).</summary>
    public static HostJudgement Host(IReadOnlyList<CellData> repeats)
    {
        var inRounds = repeats.GroupBy(c => c.Outcome.Id).Where(g => InRounds([.. g])).SelectMany(g => g);
        return HostState.Judge([.. inRounds.Where(c => c.Outcome.Status == CellStatus.Ok && c.Rounds is not null).Select(Process)]);
    }

    /// <summary>The rows of the cells (every repeat of each, all in rounds), with the host's judgement behind them.</summary>
    public static (IReadOnlyList<ResultRow> Rows, HostJudgement Host, IReadOnlyList<PairedFigure> Figures) Rows(IReadOnlyList<CellData> repeats, double noiseThreshold)
    {
        var ok = repeats.Where(c => c.Outcome.Status == CellStatus.Ok && c.Rounds is not null).ToList();
        var processes = ok.Select(Process).ToList();
        var host = HostState.Judge(processes);
        var figures = PairedEstimator.Estimate(processes, host);
        var rows = new List<ResultRow>();
        foreach (var figure in figures)
        {
            var cell = ok.Where(c => c.Outcome.Id == figure.Cell).OrderBy(c => c.Outcome.Repeat).ToList();
            rows.Add(Row(cell, figure, noiseThreshold));
        }

        return (rows, host, figures);
    }

    /// <summary>Which yardstick samples are comparable: one runtime, one escaping (the floor writes what the cell
    /// writes), one System.Text.Json build (the floor runs on the one the cell loads), one options lifetime (in a
    /// per-call process the JIT never goes quiet: its host state is judged among its own kind).</summary>
    public static string YardstickGroup(CellData cell, string? lifetime = null) =>
        string.Join("|", cell.Outcome.Runtime, cell.Outcome.Escaping, cell.Rounds?.YardstickVersion ?? "?", lifetime ?? cell.Outcome.Lifetime);

    private static ProcessRounds Process(CellData cell) => new(
        cell.Outcome.Id, cell.Outcome.Repeat, YardstickGroup(cell), cell.Rounds!.Yardstick is null,
        cell.Rounds.Benchmarks.Select(b => new BenchmarkRounds(Benchmark(b.Payload, b.Operation), b.Ns, b.YardstickNs)).ToList());

    public static string Benchmark(string payload, string operation) => payload + ":" + operation;

    private static ResultRow Row(IReadOnlyList<CellData> processes, PairedFigure figure, double noiseThreshold)
    {
        var first = processes[0];
        var o = first.Outcome;
        var (payload, operation) = (figure.Benchmark.Split(':')[0], figure.Benchmark.Split(':')[1]);
        var emulated = first.Metadata?.Emulated.FirstOrDefault(e => e.Operation == operation);
        // Allocations are deterministic: an exact count from any process (the first measures them), else the first
        // BenchmarkDotNet figure, marked as such.
        var allocation = processes.SelectMany(c => c.Measured).Where(m => m.Payload == payload && m.Operation == operation && m.AllocatedBytes is not null)
            .OrderByDescending(m => m.AllocationExact).FirstOrDefault();
        var allocated = allocation?.AllocatedBytes;
        var halfWidth = figure.NanosecondsHalfWidth;
        var spread = new ResultSpread(PairedEstimator.Confidence * 100, figure.Nanoseconds / (1 + halfWidth), figure.Nanoseconds * (1 + halfWidth),
            halfWidth * 100, null, Noise(figure, processes, noiseThreshold));
        var processNs = figure.ProcessNs;
        return new ResultRow(o.Id, o.Runtime, o.Serializer, o.Escaping, o.Lifetime, payload, operation,
            figure.Nanoseconds, figure.Nanoseconds, null, processNs.Min(), processNs.Max(), allocated, figure.Processes, null,
            emulated is null ? null : "emulated: " + emulated.Note)
        {
            AllocationExact = allocation?.AllocationExact,
            Spread = spread,
            Repeats = new RepeatSpread(processNs, processNs.Count > 1 ? (processNs.Max() - processNs.Min()) / Median.Of(processNs) * 100 : 0),
            FloorRatio = figure.FloorRatio,
            FloorRatioInterval = figure.FloorRatio is not { } floorRatio || first.Rounds!.Yardstick is null ? null
                : new RatioInterval(floorRatio / (1 + figure.FloorRatioHalfWidth), floorRatio * (1 + figure.FloorRatioHalfWidth)),
            Paired = figure,
        };
    }

    /// <summary>Why a paired figure is too noisy to rank: its interval is wider than the noise threshold (naming the
    /// spread of its processes; wider where every process ran while the host was slow, which the mark then says), or most
    /// of its processes' warm-ups ended with the JIT still compiling. (Methods the JIT compiled during the rounds are recorded
    /// in rounds.json but mark nothing: over rounds that last seconds, the runtime's background tier-ups of code the
    /// rounds' set-up used land there too; the rounds' spread shows any change of the measured code.)</summary>
    private static string? Noise(PairedFigure figure, IReadOnlyList<CellData> processes, double threshold)
    {
        var reasons = new List<string>();
        // Ranking within a scenario and runtime is by floor × (what a ratio to another serializer divides): its interval
        // decides; the floor's own row, whose floor × is 1, by its time. The time's ± also carries the host's speed.
        var ranked = figure.Processes > 0 && figure.ProcessFloorRatios.Count == 0 ? figure.NanosecondsHalfWidth : figure.FloorRatioHalfWidth;
        if (ranked * 100 > threshold * 100)
        {
            // Every process slow widens floor × (PairedEstimator): the mark says so, since that is where its width comes from.
            var slow = figure.AllSlow
                ? Invariant($", widened by {(HostState.SlowWidening - 1) * 100:0} % because all of them ran while the host was slow (the yardstick more than {(HostState.SlowLimit - 1) * 100:0} % above the run's fastest in most rounds)")
                : "";
            // Where a process's own rounds leave its median this uncertain, its rounds fell in two groups: say so, since
            // then no number of rounds settles a process, only more processes do.
            var withinSd = Math.Sqrt(figure.FloorRatioWithinVariance);
            var twoLevels = withinSd > TwoLevelsSd
                ? Invariant($"; its rounds fall in two groups within its processes, so each process's median lands in either (±{(Math.Exp(PairedEstimator.Quantile(double.PositiveInfinity) * withinSd) - 1) * 100:0} % from its own rounds; docs/performance.md, \"Two levels in one process\")")
                : "";
            reasons.Add(figure.ProcessFloorRatios.Count == 0
                ? Invariant($"its time ±{figure.NanosecondsHalfWidth * 100:0.#} % over the {figure.Processes} processes of its runtime at the host's fast speed (95 % interval), more than the noise threshold of {threshold * 100:0.#} %")
                : Invariant($"floor × ±{figure.FloorRatioHalfWidth * 100:0.#} % over its {figure.Processes} processes (95 % interval{slow}), more than the noise threshold of {threshold * 100:0.#} %{twoLevels}"));
        }

        var unsteady = processes.Where(c => c.Metadata?.Warmup is { Steady: false }).ToList();
        if (unsteady.Count * 2 > processes.Count)
        {
            reasons.Add(Invariant($"the warm-up of {unsteady.Count} of its {processes.Count} processes ended with the JIT still compiling"));
        }

        return reasons.Count == 0 ? null : string.Join("; ", reasons);
    }

    /// <summary>A process's floor × uncertain by more than this (standard deviation of its log, from its own rounds):
    /// ten times what thirty rounds that agree leave (about 1.5 %); over the pairs S, R and Q, 33 of 840 figures, all
    /// list-1000 serialize-string's (docs/performance.md, "Two levels in one process").</summary>
    private const double TwoLevelsSd = 0.15;

    private static string Invariant(System.FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
