using System;
using System.Collections.Generic;
using System.Linq;
using BenchmarkDotNet.Characteristics;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Contracts.Cells;
using Perfolizer.Mathematics.OutlierDetection;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// The lean job's engine: BenchmarkDotNet stays the harness (its validators, its diagnosers, its summary and the
/// full JSON report the orchestrator reads), but a case's measurements are the samples the rounds already took
/// (<see cref="RoundScheduler"/>), one workload measurement per round, its index the round's (from 1), handed over
/// as they are (no outlier removal: the estimator sees every round). The engine then runs the workload once more,
/// as BenchmarkDotNet's own does, for the garbage-collection figures its memory diagnoser reads.
/// </summary>
public sealed class RoundsEngineFactory : IEngineFactory
{
    public static readonly RoundsEngineFactory Instance = new();

    /// <summary>The rounds of this process; set before BenchmarkDotNet starts.</summary>
    public static RoundsResult? Rounds { get; set; }

    public IEngine CreateReadyToRun(EngineParameters parameters)
    {
        parameters.GlobalSetupAction?.Invoke();
        var session = BenchmarkSession.Require();
        var rounds = Rounds ?? throw new InvalidOperationException("The lean job's rounds have not run: no samples to report.");
        var method = MethodOf(parameters.BenchmarkName);
        var benchmark = rounds.Benchmarks.FirstOrDefault(b => b.Payload == session.CasePayload && Operations.MethodOf(b.Operation) == method)
            ?? throw new InvalidOperationException($"The rounds took no sample of {method} {session.CasePayload} ({parameters.BenchmarkName}).");
        return new RoundsEngine(parameters, benchmark);
    }

    /// <summary>The method of BenchmarkDotNet's full benchmark name, "Namespace.Type.Method(Payload: \"person\")"; the
    /// payload comes from the case's global set-up (<see cref="BenchmarkSession.CasePayload"/>).</summary>
    public static string MethodOf(string benchmarkName)
    {
        var end = benchmarkName.IndexOf('(');
        var name = end < 0 ? benchmarkName : benchmarkName.Substring(0, end);
        return name.Substring(name.LastIndexOf('.') + 1);
    }

    private sealed class RoundsEngine : IEngine
    {
        private readonly RoundsBenchmark _benchmark;
        private readonly bool _measureExtraStats;

        public RoundsEngine(EngineParameters parameters, RoundsBenchmark benchmark)
        {
            _benchmark = benchmark;
            _measureExtraStats = parameters.MeasureExtraStats;
            Host = parameters.Host;
            TargetJob = parameters.TargetJob;
            OperationsPerInvoke = parameters.OperationsPerInvoke;
            GlobalSetupAction = parameters.GlobalSetupAction;
            GlobalCleanupAction = parameters.GlobalCleanupAction;
            WorkloadAction = parameters.WorkloadActionNoUnroll;
            OverheadAction = parameters.OverheadActionNoUnroll;
        }

        public IHost Host { get; }

        public Job TargetJob { get; }

        public long OperationsPerInvoke { get; }

        public Action GlobalSetupAction { get; }

        public Action GlobalCleanupAction { get; }

        public Action<long> WorkloadAction { get; }

        public Action<long> OverheadAction { get; }

        public IResolver Resolver => EngineParameters.DefaultResolver;

        public void WriteLine() => Host.WriteLine();

        public void WriteLine(string line) => Host.WriteLine(line);

        public Measurement RunIteration(IterationData data) =>
            throw new NotSupportedException("The lean job's samples were taken in rounds; it runs no iteration of its own.");

        public RunResults Run()
        {
            Host.BeforeMainRun();
            var measurements = _benchmark.Ns
                .Select((ns, round) => new Measurement(1, IterationMode.Workload, IterationStage.Actual, round + 1, _benchmark.Calls, ns * _benchmark.Calls))
                .ToList();
            foreach (var measurement in measurements) Host.WriteLine(measurement.ToString());
            Host.AfterMainRun();
            Host.WriteLine();

            var (gc, threading) = _measureExtraStats ? ExtraStats() : (GcStats.Empty, ThreadingStats.Empty);
            return new RunResults(measurements, OutlierMode.DontRemove, gc, threading, 0);
        }

        private (GcStats, ThreadingStats) ExtraStats()
        {
            var threadingBefore = ThreadingStats.ReadInitial();
            var gcBefore = GcStats.ReadInitial();
            WorkloadAction(_benchmark.Calls);
            var gcAfter = GcStats.ReadFinal();
            var threadingAfter = ThreadingStats.ReadFinal();
            var operations = _benchmark.Calls * OperationsPerInvoke;
            return ((gcAfter - gcBefore).WithTotalOperations(operations), (threadingAfter - threadingBefore).WithTotalOperations(operations));
        }

        public void Dispose() => GlobalCleanupAction?.Invoke();
    }
}
