using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Runtime.CompilerServices;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Measuring;

/// <summary>A benchmark the rounds sample: the call it times, the yardstick's call for the same payload and operation
/// (null in the yardstick's own cell), and the bytes of its result where that lands on the large object heap (0
/// otherwise: <see cref="LargeResult"/>).</summary>
public sealed record RoundEntry(string Payload, string Operation, Action Benchmark, Action? Yardstick, int LargeResultBytes = 0);

/// <summary>A call's allocated bytes (the runtime's counter) and the warm-up's bytes per collection.</summary>
public sealed record GcMeter(Func<long> AllocatedBytes, CollectionBudget Budget);

/// <summary>How many rounds, how long one sample aims to last, and whether the cell builds its options on every call
/// (its yardstick's samples then stay short: <see cref="RoundScheduler.PerCallYardstickCollections"/>).</summary>
public sealed record RoundSettings(int Rounds, TimeSpan SampleTarget, bool PerCall = false);

/// <summary>
/// The lean job's measurement: rounds, each taking one short sample of every benchmark in a fresh random order, and
/// beside each sample (before or after it, by a coin toss) one of its yardstick. This host runs memory-heavy code at
/// half speed for whole stretches of time; a benchmark measured in one stretch records that stretch, while samples
/// spread over every round cover the whole process, and each is paired with a yardstick sample taken at the same moment
/// (docs/performance.md, "Rounds and the yardstick"). The order comes from a seeded <see cref="Random"/>, whose sequence
/// for a given seed is the same on every runtime, and is recorded round by round.
/// </summary>
public static class RoundScheduler
{
    /// <summary>Times <paramref name="calls"/> calls of an action and returns nanoseconds per call.</summary>
    public delegate double Sampler(Action action, long calls);

    public static readonly Sampler Stopwatch = Time;

    /// <summary>BenchmarkDotNet's own engine does the same: <see cref="AggressiveOptimization"/> compiles the loop
    /// fully optimised at once, so the code around the measured call never changes tier while the rounds run.</summary>
    [MethodImpl(AggressiveOptimization)]
    private static double Time(Action action, long calls)
    {
        var start = System.Diagnostics.Stopwatch.GetTimestamp();
        for (long i = 0; i < calls; i++) action();
        var ticks = System.Diagnostics.Stopwatch.GetTimestamp() - start;
        return ticks * (1e9 / System.Diagnostics.Stopwatch.Frequency) / calls;
    }

    /// <summary>MethodImplOptions.AggressiveOptimization (.NET Core 3.0 on; .NET Framework ignores the flag).</summary>
    private const MethodImplOptions AggressiveOptimization = (MethodImplOptions)512;

    /// <param name="bytes">The allocation counter and the warm-up's bytes per collection; null where the runtime has no
    /// counter (.NET Framework, Mono): a sample's collections are then counted.</param>
    public static RoundsResult Run(IReadOnlyList<RoundEntry> entries, RoundSettings settings, int seed, Func<long?> compiledMethods,
        CpuGate? gate, GcMeter? bytes) =>
        Run(entries, settings, seed, compiledMethods, Stopwatch, () => GC.CollectionCount(0), gate, bytes);

    /// <param name="gate">Passed before every pair (a sample and its yardstick's), the unrecorded round's too: the pair
    /// starts on a CPU that runs at its fast speed, or after the gate's wait is spent (<see cref="CpuGate"/>); null: the
    /// thread stays where it is.</param>
    /// <param name="bytes">A call's bytes and the warm-up's bytes per collection, which say how many collections its
    /// sample holds; null: counted (<see cref="CallsPerSample"/>).</param>
    /// <param name="collectHeap">What starts a large result's sample on a collected heap: <see cref="CollectedHeap.Collect"/>
    /// (a full, blocking collection: any background collection under way ends first) unless a test gives another.</param>
    public static RoundsResult Run(IReadOnlyList<RoundEntry> entries, RoundSettings settings, int seed, Func<long?> compiledMethods, Sampler sample,
        Func<int>? collections = null, CpuGate? gate = null, GcMeter? bytes = null, Action? collectHeap = null)
    {
        collectHeap ??= () => CollectedHeap.Collect();
        var clock = System.Diagnostics.Stopwatch.StartNew();
        var targetNs = settings.SampleTarget.TotalMilliseconds * 1e6;
        var calls = entries.Select(e => e.LargeResultBytes > 0 ? LargeResult.CallsPerSample(e.LargeResultBytes) : CallsPerSample(e.Benchmark, targetNs, sample, collections, bytes)).ToArray();
        var yardstickCalls = entries.Select(e => e.Yardstick is not { } y ? 0
            : e.LargeResultBytes > 0 ? LargeResult.CallsPerSample(e.LargeResultBytes)
            : CallsPerSample(y, targetNs, sample, collections, bytes, fromFastest: true, perCallYardstick: settings.PerCall)).ToArray();
        var collectFirst = entries.Select(e => e.LargeResultBytes > 0).ToArray();
        var order = Schedule(entries, settings.Rounds, seed).ToList();
        var ns = entries.Select(_ => new double[settings.Rounds]).ToArray();
        var yardstickNs = entries.Select(e => e.Yardstick is null ? null : new double[settings.Rounds]).ToArray();
        var benchmarks = entries.Select(e => e.Benchmark).ToArray();
        var yardsticks = entries.Select(e => e.Yardstick).ToArray();

        var positions = order.Select(o => o.Benchmarks.ToArray()).ToArray();
        var firsts = order.Select(o => o.YardstickFirst.ToArray()).ToArray();

        // One round unrecorded first: the rounds' own code runs once before the count of compiled methods starts.
        var passes = new GatePass[entries.Count];
        Sample(positions[0], firsts[0], benchmarks, yardsticks, calls, yardstickCalls, collectFirst, collectHeap, sample, ns, yardstickNs, 0, dryRun: true, gate, passes);
        var compiledBefore = compiledMethods();
        for (var round = 0; round < settings.Rounds; round++)
        {
            Sample(positions[round], firsts[round], benchmarks, yardsticks, calls, yardstickCalls, collectFirst, collectHeap, sample, ns, yardstickNs, round, dryRun: false, gate, passes);
            if (gate is not null)
            {
                order[round] = order[round] with
                {
                    Cpus = passes.Select(p => p.Cpu).ToArray(),
                    ProbeNs = passes.Select(p => p.ProbeNs).ToArray(),
                    WaitedMs = passes.Sum(p => p.WaitedMs),
                };
            }
        }

        var compiled = compiledMethods() is { } after && compiledBefore is { } before ? after - before : (long?)null;
        var results = entries.Select((e, i) => new RoundsBenchmark(e.Payload, e.Operation, calls[i], e.Yardstick is null ? null : yardstickCalls[i], ns[i], yardstickNs[i])
        {
            CollectedBefore = collectFirst[i],
        }).ToList();
        return new RoundsResult(RoundsResult.CurrentSchemaVersion, seed, settings.SampleTarget.TotalMilliseconds, settings.Rounds,
            entries.Any(e => e.Yardstick is not null) ? Yardstick.Id : null, Yardstick.Version, results, order, compiled, clock.ElapsedMilliseconds);
    }

    /// <summary>Every round's order, drawn before the first sample so that nothing but the samples runs between them.</summary>
    public static IReadOnlyList<RoundOrder> Schedule(IReadOnlyList<RoundEntry> entries, int rounds, int seed)
    {
        var random = new Random(seed);
        var order = new List<RoundOrder>(rounds);
        for (var round = 0; round < rounds; round++)
        {
            var indices = Shuffled(entries.Count, random);
            var yardstickFirst = indices.Select(i => entries[i].Yardstick is not null && random.Next(2) == 0).ToArray();
            order.Add(new RoundOrder(indices, yardstickFirst));
        }

        return order;
    }

    /// <summary>One round: each benchmark's sample in the round's order, its yardstick's just before or just after it,
    /// each pair after the gate (<paramref name="passes"/>[position] says where it ran); a call with a large result
    /// (<paramref name="collectFirst"/>) has each of its two samples start on a collected heap.</summary>
    [MethodImpl(AggressiveOptimization)]
    private static void Sample(int[] order, bool[] yardstickFirst, Action[] benchmarks, Action?[] yardsticks, long[] calls, long[] yardstickCalls, bool[] collectFirst,
        Action collectHeap, Sampler sample, double[][] ns, double[]?[] yardstickNs, int index, bool dryRun, CpuGate? gate, GatePass[] passes)
    {
        for (var position = 0; position < order.Length; position++)
        {
            var i = order[position];
            var collect = collectFirst[i];
            if (collect) collectHeap();
            if (gate is not null) passes[position] = gate.Pass();
            var yardstick = yardsticks[i];
            var first = yardstickFirst[position];
            double y = 0;
            if (yardstick is not null && first)
            {
                y = sample(yardstick, dryRun ? 1 : yardstickCalls[i]);
                if (collect) collectHeap();
            }

            var x = sample(benchmarks[i], dryRun ? 1 : calls[i]);
            if (yardstick is not null && !first)
            {
                if (collect) collectHeap();
                y = sample(yardstick, dryRun ? 1 : yardstickCalls[i]);
            }

            if (dryRun) continue;
            ns[i][index] = x;
            if (yardstick is not null) yardstickNs[i]![index] = y;
        }
    }

    /// <summary>Calls that fill a sample of about <paramref name="targetNs"/>: batches that grow fourfold until one lasts a
    /// quarter of the target give a first time per call (the warm-up has already run this code to its final tier); then
    /// <see cref="CalibrationSamples"/> samples of that many calls, and the median time per call of the seven sets the
    /// count (at least one call). One timing set it before: a first batch that met a collection, a slow spell of the CPU
    /// or a cold cache gave a per-call benchmark 3 calls a sample in one process and 24 in the next; the fastest of the
    /// seven made samples 14 % longer than the target, and the rounds 26 s longer in a default run (docs/performance.md,
    /// "Calls per sample").
    /// A call that allocates so much that a sample would hold a collection about every other time gets longer samples,
    /// up to <see cref="GcSampleFactor"/> times the target, so that each holds a few: with one or two calls a sample,
    /// whether a collection fell into it decided each sample, and the median of thirty flipped from one process to the
    /// next. How many a sample holds comes from the call's bytes over the six samples and the warm-up's bytes per
    /// collection (<paramref name="bytes"/>), the same in every process; where the runtime counts no bytes, from the
    /// collections (<paramref name="collections"/>) the six samples met, which one process counts once and the next
    /// twice (docs/performance.md, "A sample's length from its bytes").</summary>
    /// <param name="perCallYardstick">For the yardstick of a per-call cell, where the runtime counts bytes: never more than
    /// <see cref="PerCallYardstickCollections"/> collections a sample, instead of the collections' rule.</param>
    /// <param name="fromFastest">For a yardstick: the count from the fastest of the seven timings, not their median. The
    /// yardstick is the hand-written floor, which only the host and the work beside it slow down, and its samples must be
    /// as long in every process as the ones beside them: right after a per-call cell's calls it ran three times slower
    /// for the first four or five of its seven timings (about 10 ms) in most processes and not in the others, so its
    /// count came out 700 or 2,300 calls, 9,000 once the collections' rule lengthened the latter, and the per-call
    /// benchmark beside it read 40 to 60 % higher in the processes with long yardstick samples (.NET 10
    /// Newtonsoft.Json; docs/performance.md, "A per-call cell's yardstick").</param>
    public static long CallsPerSample(Action action, double targetNs, Sampler sample, Func<int>? collections = null, GcMeter? bytes = null, bool fromFastest = false,
        bool perCallYardstick = false)
    {
        long batch = 1;
        var perCall = new double[CalibrationSamples + 1];
        for (; ; batch *= 4)
        {
            perCall[0] = sample(action, batch);
            if (perCall[0] * batch >= targetNs / 4 || batch >= 1L << 40) break;
        }

        var first = Calls(targetNs, perCall[0]);
        var countedBefore = collections?.Invoke() ?? 0;
        var bytesBefore = bytes?.AllocatedBytes() ?? 0;
        for (var i = 1; i <= CalibrationSamples; i++) perCall[i] = sample(action, first);
        var bytesPerCall = bytes is null ? 0 : (bytes.AllocatedBytes() - bytesBefore) / (double)(CalibrationSamples * first);
        var counted = collections?.Invoke() - countedBefore;
        Array.Sort(perCall);
        var calls = Calls(targetNs, perCall[fromFastest ? 0 : CalibrationSamples / 2]);
        double perSample;
        if (bytes is not null) perSample = bytes.Budget.CollectionsIn(bytesPerCall, calls);
        else if (counted is { } c) perSample = c / (double)CalibrationSamples * calls / first;
        else return calls;
        if (perCallYardstick && bytes is not null)
        {
            return perSample <= PerCallYardstickCollections ? calls : Math.Max(1, (long)Math.Round(calls * PerCallYardstickCollections / perSample));
        }

        if (perSample < RareCollections || perSample >= ManyCollections) return calls;
        return calls * Math.Min(GcSampleFactor, (long)Math.Ceiling(ManyCollections / perSample));
    }

    private static long Calls(double targetNs, double perCallNs) => Math.Max(1, (long)Math.Round(targetNs / Math.Max(perCallNs, 1e-3)));

    /// <summary>Samples of the first count of calls, timed for the time per call and to count the collections a sample
    /// holds.</summary>
    public const int CalibrationSamples = 6;

    /// <summary>Fewer collections per sample than this: a sample with one is an outlier the median sets aside (at 0.5,
    /// 39 % of samples hold one, and the median of thirty falls among those without in about nine processes of ten).
    /// At 0.2, most of a cell's allocating calls lay both sides of it (0.12 to 0.5 a sample on .NET 10), and a count of
    /// one collection or two, or the host's speed, which halves a sample's calls, moved them across
    /// (docs/performance.md, "A sample's length from its bytes").</summary>
    public const double RareCollections = 0.5;

    /// <summary>The most collections a per-call cell's yardstick sample holds on average: its count is cut to that many
    /// collections' worth of its bytes, the same in every process. A per-call call costs more the more collections ran
    /// since the one before it (1.4 to 1.6 ms a .NET 10 Newtonsoft.Json round trip beside short floor samples, 2.2 to 2.6
    /// beside samples of four collections), so the collections' rule, whose fourfold step fell in some processes and
    /// not in others, moved the benchmark as well as its yardstick. Short samples, about a millisecond, kept to 0.3, put
    /// every per-call process in the same state: six processes each spread 0.025 to 0.063 in log against 0.027 to 0.181
    /// (docs/performance.md, "A per-call cell's yardstick, short in every process").</summary>
    public const double PerCallYardstickCollections = 0.3;

    /// <summary>So many collections per sample that each holds its share.</summary>
    public const double ManyCollections = 2;

    /// <summary>The longest a sample grows for collections, in targets.</summary>
    public const long GcSampleFactor = 5;

    /// <summary>0 … count − 1 in a random order (Fisher–Yates).</summary>
    private static int[] Shuffled(int count, Random random)
    {
        var indices = Enumerable.Range(0, count).ToArray();
        for (var i = count - 1; i > 0; i--)
        {
            var j = random.Next(i + 1);
            (indices[i], indices[j]) = (indices[j], indices[i]);
        }

        return indices;
    }
}
