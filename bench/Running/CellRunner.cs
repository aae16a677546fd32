using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Measuring;
using JsonMatrix.Bench.Validation;

namespace JsonMatrix.Bench.Running;

/// <summary>A cell's life inside the bench: gate, metadata.json, then (unless --validate or a mismatch) the
/// benchmarks, then metadata.json again with the benchmark duration.</summary>
public static class CellRunner
{
    /// <summary>Probes of every CPU, 10 ms apart, that teach the CPU gate the fast level before the rounds.</summary>
    private const int CalibrationProbes = 10;

    public static int Run(BenchOptions options, TextWriter output)
    {
        var adapter = SerializerCatalog.Find(options.Serializer)!;
        var configuration = new SerializerConfiguration(Ids.ParseEscaping(options.Escaping)!.Value, Ids.ParseLifetime(options.Lifetime)!.Value);
        var payloads = options.Payloads.Select(id => PayloadCatalog.Find(id)!).ToArray();

        var clock = Stopwatch.StartNew();
        var validation = CorrectnessGate.Run(adapter, configuration, payloads);
        var supported = payloads.Where(p => validation.Any(v => v.Payload == p.Id && v.Status == "ok")).ToArray();
        var fastPath = FastPath(adapter, configuration, supported);
        var metadata = MetadataFactory.Create(options, adapter, validation, fastPath, clock.ElapsedMilliseconds);
        var path = MetadataWriter.Write(metadata, options.Artifacts);
        GateReport.Print(validation, configuration, adapter.Id, output);
        output.WriteLine($"Wrote {path}");

        if (validation.Any(v => v.IsMismatch))
        {
            output.WriteLine("The correctness gate found a mismatch: nothing was timed.");
            return BenchExitCodes.ValidationMismatch;
        }

        if (options.ValidateOnly || supported.Length == 0)
        {
            output.WriteLine(supported.Length == 0 ? "No supported payload: nothing to time." : "--validate: stopping after the gate.");
            return BenchExitCodes.Success;
        }

        clock.Restart();
        BenchmarkSession.Current = new BenchmarkSession(adapter, configuration, supported);
        var lean = options.Job.Split('+').Contains(LeanRounds.Job);
        var entries = lean ? LeanRounds.Entries(BenchmarkSession.Current, options) : Array.Empty<RoundEntry>();
        var leanOnly = options.Job == LeanRounds.Job;
        var warmupCalls = LeanRounds.Calls(entries).Concat(leanOnly ? Array.Empty<Action>() : WarmupOperations(BenchmarkSession.Current, options)).ToList();
        var (warmup, budget) = LeanRounds.Counted(() => SteadyStateWarmup.Run(warmupCalls, Environment.ProcessorCount,
            compilesEveryCall: configuration.Lifetime == OptionsLifetime.PerCall, entries.Select(e => e.Yardstick).OfType<Action>().ToList()));
        output.WriteLine($"Warm-up: {warmup.Milliseconds} ms, {warmup.Rounds} rounds, {warmup.CompiledMethods?.ToString() ?? "?"} methods compiled, steady: {warmup.Steady?.ToString() ?? "unknown"} ({warmup.Rule})");
        if (lean && LeanRounds.AllocatedBytes is not null)
        {
            output.WriteLine(budget.Collections > 0
                ? $"Collections: the warm-up allocated {budget.Bytes / budget.Collections / 1e6:0.0} MB per gen-0 collection ({budget.Collections} collections), which with each call's bytes sets how long its samples are"
                : "Collections: none in the warm-up; every sample lasts its target");
        }

        if (lean)
        {
            output.WriteLine($"Heap: collected before the rounds ({CollectedHeap.Collect()} full collections).");
            var large = entries.Where(e => e.LargeResultBytes > 0).ToList();
            if (large.Count > 0)
            {
                output.WriteLine($"Large results: {string.Join(", ", large.Select(e => $"{e.Payload} {e.Operation} ({e.LargeResultBytes / 1000} KB, {LargeResult.CallsPerSample(e.LargeResultBytes)} calls a sample)"))}: " +
                    "each sample and its yardstick's start on a collected heap, so that no background collection of the large object heap falls into them");
            }
        }

        var cpus = MeasuringThreadPin.AllowedCpus();
        var pinned = MeasuringThreadPin.PinToLastCpu();
        output.WriteLine(pinned is not { } cpu ? "Benchmarks run unpinned."
            : lean ? $"Each sample pair starts on whichever of CPUs {string.Join(", ", cpus)} a probe finds at its fast speed (waiting for one up to {CpuGate.MaxWaitPerPair.TotalMilliseconds:0} ms a pair, {CpuGate.Budget.TotalMilliseconds:0} ms of probing and waiting in all), BenchmarkDotNet's own work on CPU {cpu}; the runtime's background work keeps the others."
            : $"Benchmarks run on CPU {cpu}; the runtime's background work keeps the others.");

        // The lean job's yardstick shows the host's state round by round; the other jobs have the calibration round
        // before and after the benchmarks, which shows whether the machine changed speed meanwhile.
        var drift = leanOnly ? null : DriftProbe.Start(pinned is not null);
        if (lean)
        {
            // The lean job's samples are taken here, in rounds; BenchmarkDotNet then reports them (RoundsEngineFactory).
            var gate = pinned is null ? null : CpuGate.ForThisThread(cpus);
            gate?.Calibrate(CalibrationProbes);
            var rounds = LeanRounds.Run(entries, options, gate, budget);
            RoundsEngineFactory.Rounds = rounds;
            // BenchmarkDotNet's own work after the rounds (and the allocation batches) runs where the thread was pinned.
            if (pinned is { } last) MeasuringThreadPin.PinTo(last);
            output.WriteLine($"Rounds: {rounds.Rounds} of {rounds.Benchmarks.Count} benchmarks with their yardstick ({rounds.Yardstick ?? "none: this cell is the yardstick"}), seed {rounds.Seed}, {rounds.MeasurementMs} ms; wrote {LeanRounds.Write(rounds, options.Artifacts)}");
            if (gate is not null)
            {
                var pairs = rounds.Order.SelectMany(o => o.Cpus ?? Array.Empty<int>()).ToList();
                var slow = rounds.Order.SelectMany(o => o.ProbeNs ?? Array.Empty<double>()).Count(ns => ns > gate.FastestProbeNs * CpuGate.SlowLimit);
                output.WriteLine($"CPU gate: pairs by CPU {string.Join(", ", pairs.GroupBy(c => c).OrderBy(g => g.Key).Select(g => $"{g.Key}: {g.Count()}"))}; " +
                    $"{gate.Waited.TotalMilliseconds:0} ms spent probing and waiting; {slow} of {pairs.Count} pairs started on a CPU probing slow (fastest probe {gate.FastestProbeNs:0.000} ns)");
            }
        }

        var failures = BenchmarkExecution.Run(options);
        var benchmarkMs = clock.ElapsedMilliseconds;
        MetadataWriter.Write(metadata with { BenchmarkMs = benchmarkMs, Drift = drift?.Finish(), Warmup = warmup, Order = options.Order, Compilation = CompilationProbe.Sample() }, options.Artifacts);
        foreach (var failure in failures)
        {
            output.WriteLine("Benchmark failed: " + failure);
        }

        if (options.ColdStartPayloads.Count > 0)
        {
            // After the measurement: the sampler gates every serializer it times in this process first, and a cell's
            // figures must come from a process that loaded only its own serializer, as an application does. The
            // samples are other processes, and this one is quiet by now.
            // A fresh process inherits the CPU affinity of the thread that starts it: unpinned, its samples run on every
            // CPU of the set, as an application starts, not on the one CPU the measuring thread was pinned to.
            if (pinned is not null) MeasuringThreadPin.PinTo(cpus);
            var coldStartAdapters = options.ColdStartSerializers.Count == 0 ? new[] { adapter } : options.ColdStartSerializers.Select(id => SerializerCatalog.Find(id)!).ToArray();
            var coldStart = ColdStart.ColdStartSampler.Run(coldStartAdapters, options.ColdStartPayloads, options.ColdStartProcesses, options.ColdStartFirstRound, output);
            output.WriteLine($"Wrote {ColdStart.ColdStartFile.Write(coldStart, options.Artifacts)}");
        }

        return failures.Count == 0 ? BenchExitCodes.Success : BenchExitCodes.BenchmarkFailed;
    }

    /// <summary>The calibration round and the machine's load just before the benchmarks, finished just after them.</summary>
    private sealed class DriftProbe
    {
        private readonly bool _pinned;
        private readonly Drift.MachineLoad _load;
        private readonly double _calibration;

        private DriftProbe(bool pinned)
        {
            _pinned = pinned;
            _load = Drift.MachineLoad.Sample();
            _calibration = Drift.Calibration.MedianRoundNanoseconds(pinned);
        }

        public static DriftProbe Start(bool pinned) => new(pinned);

        public DriftSample Finish()
        {
            var calibration = Drift.Calibration.MedianRoundNanoseconds(_pinned);
            var load = Drift.MachineLoad.Sample();
            return new DriftSample(_calibration, calibration, _load.LoadAverage, load.LoadAverage, Drift.MachineLoad.StealPercent(_load, load));
        }
    }

    /// <summary>Every benchmark this process will time, as a call of its benchmark method: the payloads that passed the gate
    /// × the operations (or only the --benchmarks pairs).</summary>
    private static IReadOnlyList<Action> WarmupOperations(BenchmarkSession session, BenchOptions options) =>
        session.Payloads
            .SelectMany(payload =>
            {
                var benchmarks = new SerializerBenchmarks { Payload = payload.Id };
                benchmarks.Setup();
                return options.Operations
                    .Where(operation => options.Pairs == null || options.Pairs.Contains(payload.Id + ":" + operation))
                    .Select(operation => BenchmarkInvoker.For(benchmarks, Operations.MethodOf(operation)));
            })
            .OfType<Action>()
            .ToList();

    /// <summary>Null for serializers without source generation; otherwise whether every payload serialized
    /// through the generated fast path (false as soon as one did not).</summary>
    private static bool? FastPath(ISerializerAdapter adapter, SerializerConfiguration configuration, IReadOnlyList<PayloadDefinition> payloads)
    {
        if (adapter is not ISourceGenerationProbe probe || payloads.Count == 0)
        {
            return null;
        }

        var answers = payloads.Select(p => probe.SerializeUsesFastPath(p, configuration)).ToArray();
        return answers.Any(a => a == null) ? null : answers.All(a => a == true);
    }
}
