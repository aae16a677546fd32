using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Filters;
using Perfolizer.Horology;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using JsonMatrix.Bench.Benchmarks;

namespace JsonMatrix.Bench.Running;

/// <summary>The BenchmarkDotNet configuration of a cell. Always the in-process toolchain: cells run in
/// runtime-only containers where BenchmarkDotNet cannot build a project per benchmark, and Mono on Linux
/// cannot run BenchmarkDotNet's out-of-process mode.</summary>
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
    public static IConfig Create(string job, string artifactsDirectory, IReadOnlyList<string> operationIds)
    {
        var methods = new HashSet<string>(operationIds.Select(Operations.MethodOf));
        return ManualConfig.CreateMinimumViable()
            .AddJob(CreateJob(job).WithToolchain(new InProcessEmitToolchain(BenchmarkTimeout, logOutput: true)))
            .AddDiagnoser(MemoryDiagnoser.Default, ThreadAllocationDiagnoser.Instance)
            .AddExporter(JsonExporter.Full)
            .AddValidator(DefaultConfig.Instance.GetValidators().ToArray())
            .AddFilter(new SimpleFilter(b => methods.Contains(b.Descriptor.WorkloadMethod.Name)))
            .WithArtifactsPath(Path.Combine(artifactsDirectory, "bdn"));
    }

    /// <summary>quick: a smoke run of a whole cell in a few minutes; short: BenchmarkDotNet's ShortRun;
    /// default: BenchmarkDotNet's defaults.</summary>
    public static Job CreateJob(string job) => job switch
    {
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
}
