using System;
using System.Collections.Generic;
using System.Linq;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Filters;
using Perfolizer.Horology;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using BenchmarkDotNet.Toolchains.InProcess.NoEmit;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Measuring;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Running;

/// <summary>The BenchmarkDotNet configuration of a cell. Always the in-process toolchain: cells run in
/// runtime-only containers where BenchmarkDotNet cannot build a project per benchmark, and Mono on Linux
/// cannot run BenchmarkDotNet's out-of-process mode. A NativeAOT build cannot emit code, so it takes the no-emit variant.</summary>
public static class BenchmarkConfigFactory
{
    /// <summary>The in-process toolchain stops a benchmark after 5 minutes by default; the default job on the
    /// biggest payloads under Mono can take longer.</summary>
    public static readonly TimeSpan BenchmarkTimeout = TimeSpan.FromHours(1);

    /// <summary>Enough warmup for tiered compilation to reach its final code before the measured iterations
    /// and the memory diagnoser's extra one (see bench/README.md).</summary>
    public const int QuickWarmupCount = 3;

    /// <summary>MemoryDiagnoser's "Allocated" stays for comparison with other BenchmarkDotNet results, but it does not
    /// repeat exactly from run to run; <see cref="ThreadAllocationDiagnoser"/>'s metric does (see its summary).</summary>
    /// <param name="job">A job id, or several joined by '+' ("lean+default"): every benchmark then runs under each
    /// job in the same process, which is how jobs are compared with each other (docs/performance.md).</param>
    /// <param name="pairs">"payload:operation" ids to run, or null for every payload × operation.</param>
    /// <param name="order">The order of this process (<see cref="ProcessOrder"/>).</param>
    /// <param name="measureAllocations">False in a cell's later processes: allocations were measured in its first.</param>
    public static IConfig Create(string job, string artifactsDirectory, IReadOnlyList<string> operationIds, IReadOnlyList<string>? pairs = null,
        string order = "forward", bool measureAllocations = true)
    {
        var methods = new HashSet<string>(operationIds.Select(Operations.MethodOf));
        var wanted = pairs == null ? null : new HashSet<(string, string)>(pairs.Select(p => p.Split(':')).Select(p => (p[0], Operations.MethodOf(p[1]))));
        var jobs = job.Split('+').Select(id => CreateJob(id).WithToolchain(InProcessToolchain(AheadOfTime.IsActive)));
        // The lean job's rounds count the JIT's work over all its samples (rounds.json); BenchmarkDotNet's measured run of
        // a lean case only hands those samples over, so a count around it would say nothing.
        var jit = job == LeanRounds.Job ? Array.Empty<IDiagnoser>() : new IDiagnoser[] { JitDuringMeasurementDiagnoser.Instance };
        var diagnosers = (measureAllocations ? new IDiagnoser[] { MemoryDiagnoser.Default, ThreadAllocationDiagnoser.Instance } : Array.Empty<IDiagnoser>())
            .Concat(jit).ToArray();
        return ManualConfig.CreateMinimumViable()
            .AddJob(jobs.ToArray())
            .AddDiagnoser(diagnosers)
            .WithOrderer(new ProcessOrder(order))
            .AddExporter(JsonExporter.Full)
            .AddValidator(DefaultConfig.Instance.GetValidators().ToArray())
            .AddFilter(new SimpleFilter(b => methods.Contains(b.Descriptor.WorkloadMethod.Name)
                && (wanted == null || wanted.Contains(((string)b.Parameters["Payload"], b.Descriptor.WorkloadMethod.Name)))))
            .WithArtifactsPath(CellFolder.BenchmarkArtifactsDirectory(artifactsDirectory));
    }

    /// <summary>The emit toolchain generates IL for each benchmark's loop (the JIT runtimes); the no-emit one calls the
    /// benchmark through delegates, which is all a NativeAOT process can do.</summary>
    public static IToolchain InProcessToolchain(bool aheadOfTime) => aheadOfTime
        ? new InProcessNoEmitToolchain(BenchmarkTimeout, logOutput: true)
        : new InProcessEmitToolchain(BenchmarkTimeout, logOutput: true);

    /// <summary>lean: the matrix's job, about a second per microsecond-scale benchmark with a median and a 99.9 %
    /// confidence interval (see <see cref="LeanJob"/>); quick: a smoke run of a whole cell in a few minutes;
    /// short: BenchmarkDotNet's ShortRun; default: BenchmarkDotNet's defaults.</summary>
    public static Job CreateJob(string job) => job switch
    {
        "lean" => LeanJob(),
        "quick" => Job.Default
            .WithLaunchCount(1)
            .WithWarmupCount(QuickWarmupCount)
            .WithIterationCount(3)
            .WithIterationTime(TimeInterval.FromMilliseconds(100))
            .WithId("quick"),
        "short" => Job.ShortRun.WithId("short"),
        "default" => Job.Default.WithId("default"),
        _ => throw new ArgumentException($"Unknown job '{job}'. Known jobs: {string.Join(", ", ArgumentParser.Jobs)}.", nameof(job)),
    };

    /// <summary>
    /// lean: the matrix's job. Its samples are taken before BenchmarkDotNet starts, in rounds: one short sample of every
    /// benchmark per round, in a fresh random order, each beside a sample of the yardstick (<see cref="RoundScheduler"/>,
    /// rounds.json); its engine (<see cref="RoundsEngineFactory"/>) hands each case its samples, one measurement per
    /// round, so that BenchmarkDotNet's validators, diagnosers, summary and full JSON report stay as they are. The code
    /// it measures is already steady (the cell's warm-up, <see cref="SteadyStateWarmup"/>, ran every benchmark and
    /// yardstick until the JIT went quiet). The spread that a second run sees comes from the cell's other processes
    /// (docs/performance.md, "Rounds and the yardstick").
    /// </summary>
    public static Job LeanJob() => Job.Default
        .WithLaunchCount(1)
        .WithEvaluateOverhead(false)
        .WithEngineFactory(RoundsEngineFactory.Instance)
        .WithId(LeanRounds.Job);
}
