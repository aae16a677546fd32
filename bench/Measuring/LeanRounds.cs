using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Running;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Measuring;

/// <summary>The lean job in a cell's process: its benchmarks and their yardsticks as calls, the rounds over them, and
/// rounds.json in the cell's artifacts folder (contracts' <see cref="RoundsResultJson"/>).</summary>
public static class LeanRounds
{
    public const string Job = KnownIds.LeanJob;

    /// <summary>Enough rounds that the median of a benchmark's paired ratios moves by about 1 % from its rounds alone
    /// (docs/performance.md, "Rounds and the yardstick"); what a second run sees beyond that comes from process to
    /// process, which more processes average out, not more rounds.</summary>
    public const int DefaultRounds = 30;

    /// <summary>A cell with a new options object per call has one benchmark, a call of 0.1 to 2 ms that builds its options
    /// (and on System.Text.Json their metadata and the code that reads it), and its rounds cost about 0.1 s of a 3 s
    /// process. Its rounds spread widely (a tenth to a half of the variance between its processes came from their 30
    /// rounds alone), so it takes four times as many, for about a quarter of a second more a process (docs/performance.md,
    /// "A per-call cell's rounds").</summary>
    public const int PerCallRounds = 120;

    /// <summary>The rounds a process takes when --rounds does not say (a lifetime the parser refuses: the default).</summary>
    public static int DefaultRoundsFor(string? lifetime) =>
        lifetime is not null && Serializers.Ids.ParseLifetime(lifetime) == Serializers.OptionsLifetime.PerCall ? PerCallRounds : DefaultRounds;

    /// <summary>Short enough that a round of every benchmark stays within a host phase and a process's rounds cost little,
    /// long enough for the timer and a microsecond-scale call (a per-call cell's millisecond-scale call takes one or two
    /// calls a sample). 1, 4 and 20 ms samples gave the same medians (docs/performance.md, "Rounds and the yardstick").</summary>
    public const double DefaultSampleMs = 2;

    public const int MinimumRounds = 3;

    /// <summary>Every benchmark of the process (the payloads that passed the gate × the operations, or the --benchmarks
    /// pairs) with its yardstick, as calls over the session's runners.</summary>
    public static IReadOnlyList<RoundEntry> Entries(BenchmarkSession session, BenchOptions options) =>
        session.Payloads
            .SelectMany(payload => options.Operations
                .Where(operation => options.Pairs == null || options.Pairs.Contains(payload.Id + ":" + operation))
                .Select(operation =>
                {
                    var method = Operations.MethodOf(operation);
                    var yardstick = session.YardstickRunner(payload.Id) is { } runner ? OperationInvoker.For(runner, method) : null;
                    return new RoundEntry(payload.Id, operation, OperationInvoker.For(session.Runner(payload.Id), method)!, yardstick,
                        LargeResult.BytesOf(operation, payload.GoldenJson));
                }))
            .ToList();

    /// <summary>The calls the warm-up must bring to their final tier: each benchmark's and each yardstick's.</summary>
    public static IReadOnlyList<Action> Calls(IReadOnlyList<RoundEntry> entries) =>
        entries.SelectMany(e => e.Yardstick is null ? new[] { e.Benchmark } : new[] { e.Benchmark, e.Yardstick }).ToList();

    /// <param name="gate">Lets each pair start only on a fast CPU (<see cref="CpuGate"/>); null: the thread stays where
    /// it is.</param>
    /// <param name="warmup">What the warm-up allocated and the collections it met (<see cref="CollectionBudget"/>).</param>
    public static RoundsResult Run(IReadOnlyList<RoundEntry> entries, BenchOptions options, CpuGate? gate, CollectionBudget warmup) =>
        RoundScheduler.Run(entries, new RoundSettings(options.Rounds, TimeSpan.FromMilliseconds(options.SampleMs),
            PerCall: Serializers.Ids.ParseLifetime(options.Lifetime) == Serializers.OptionsLifetime.PerCall),
            options.Seed ?? (Environment.TickCount & int.MaxValue), JitActivity.CompiledMethodCount, gate,
            AllocatedBytes is null ? null : new GcMeter(AllocatedBytes, warmup));

    /// <summary>The runtime's allocation counter; null on .NET Framework and Mono, which have none.</summary>
    public static readonly Func<long>? AllocatedBytes =
        RuntimeAllocationProbe.IsAvailable ? RuntimeAllocationProbe.Instance.AllocatedBytes : null;

    /// <summary>Runs the warm-up and counts what it allocated and the collections it met.</summary>
    public static (WarmupSample Warmup, CollectionBudget Budget) Counted(Func<WarmupSample> warmup) =>
        CollectionBudget.Measure(warmup, AllocatedBytes ?? (() => 0), () => GC.CollectionCount(0));

    public static string Write(RoundsResult result, string directory) =>
        Metadata.ArtifactFile.Write(directory, CellFolder.RoundsPath, stream => RoundsResultJson.Write(stream, result));
}
