using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>The parts of a BenchmarkDotNet 0.14 full JSON report (JsonExporter.Full; its name: contracts' CellFolder) the
/// report and the learned durations use.</summary>
public sealed record BdnReport(string? Title, BdnHost? Host, IReadOnlyList<BdnBenchmark> Benchmarks);

/// <summary>HostEnvironmentInfo: the machine as BenchmarkDotNet saw it.</summary>
public sealed record BdnHost(
    string? BenchmarkDotNetVersion,
    string? OsVersion,
    string? ProcessorName,
    int? PhysicalProcessorCount,
    int? PhysicalCoreCount,
    int? LogicalCoreCount,
    string? RuntimeVersion,
    string? Architecture,
    string? Configuration,
    long? ChronometerHz,
    string? HardwareTimerKind);

/// <summary>One benchmark; Statistics are null when BenchmarkDotNet got no measurement (the benchmark failed).</summary>
public sealed record BdnBenchmark(string Method, IReadOnlyDictionary<string, string> Parameters, BdnStatistics? Statistics, long? AllocatedBytes)
{
    /// <summary>Methods the JIT compiled while the measured iterations ran; null where the runtime cannot tell.</summary>
    public long? CompiledDuringMeasurement { get; init; }

    /// <summary>Whether <see cref="BdnBenchmark.AllocatedBytes"/> is the bench's exact count (ThreadAllocatedBytesPerOperation),
    /// not BenchmarkDotNet's figure, which the bench's count replaces wherever it repeats.</summary>
    public bool AllocationExact { get; init; }

    /// <summary>Why the benchmark has no statistics although the file had some: a figure that is not one (Figures.FigureBounds).</summary>
    public string? Failure { get; init; }

    /// <summary>Nanoseconds BenchmarkDotNet spent in the benchmark's iterations (every stage but the derived "Result"),
    /// for the learned durations; null without Measurements, NaN when an iteration's time is not a figure.</summary>
    public double? SpentNanoseconds { get; init; }
}

/// <summary>Nanoseconds per operation. <paramref name="Interval"/> is BenchmarkDotNet's confidence interval of the mean;
/// <paramref name="Sample"/> the measured iterations (workload "Result" measurements, per operation), which the noise
/// checks and `compare` test.</summary>
public sealed record BdnStatistics(
    double Median,
    double Mean,
    double? StandardDeviation,
    double? Min,
    double? Max,
    int N,
    BdnInterval? Interval = null,
    IReadOnlyList<double>? Sample = null);

/// <summary>BenchmarkDotNet's confidence interval of the mean: bounds and half-width in nanoseconds, level in percent (99.9).</summary>
public sealed record BdnInterval(double Lower, double Upper, double Margin, double LevelPercent);
