using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>Every cell's outcome and results, merged; what every renderer draws from (docs/report-schema.md).</summary>
public sealed record MergedReport(
    int SchemaVersion,
    Baseline Baseline,
    IReadOnlyList<RunEnvironment> Environments,
    IReadOnlyList<CellSummary> Cells,
    IReadOnlyList<ResultRow> Results,
    IReadOnlyList<NotApplicableRow> NotApplicable,
    IReadOnlyList<TrendRow> Trends,
    IReadOnlyList<string> Notes)
{
    public const int CurrentSchemaVersion = 1;

    /// <summary>A result whose confidence interval reaches further than this fraction from its mean is marked noisy.</summary>
    public double NoiseThreshold { get; init; } = Noise.NoiseRules.DefaultThreshold;

    /// <summary>The web workload's results (requests/s of the ASP.NET Core app); empty when the run had no web cells.</summary>
    public WebSection Web { get; init; } = WebSection.Empty;

    /// <summary>Fresh processes' time to their first result (cold-start.json); empty when no cell measured it.</summary>
    public ColdStartSection ColdStart { get; init; } = ColdStartSection.Empty;

    /// <summary>How steady the host was while the cells measured in rounds ran; <see cref="RunSteadiness.None"/> without such cells.</summary>
    public RunSteadiness Steadiness { get; init; } = RunSteadiness.None;

    /// <summary>Each study's answer from these figures (Findings/FindingsBuilder), first in every report; empty when the
    /// matrix's studies say not how to answer them.</summary>
    public IReadOnlyList<Findings.Finding> Findings { get; init; } = [];

    /// <summary>Whether any cell has cold-start figures (or a reason it has none): the reports show the section only then.</summary>
    public bool HasColdStart => ColdStart.Rows.Count > 0;

    /// <summary>Whether the report has micro cells (or results): the human-readable reports show micro sections only then.</summary>
    public bool HasMicro => Results.Count > 0 || Cells.Any(c => !c.IsWeb);

    /// <summary>Whether the report has web cells (or results): the human-readable reports show web sections only then.</summary>
    public bool HasWeb => Web.Results.Count > 0 || Cells.Any(c => c.IsWeb);
}

/// <summary>One cell: how it ended, where it ran, and which versions really ran.</summary>
public sealed record CellSummary(
    string Id,
    string Runtime,
    string RuntimeLabel,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Platform,
    string Host,
    string? Framework,
    string? Job,
    string Status,
    string? Reason,
    string? Isolation,
    string? Environment,
    DateTimeOffset? FinishedUtc,
    string Folder,
    CellVersions Versions,
    IReadOnlyList<EmulatedOperation> Emulated,
    IReadOnlyList<StepTiming> Steps,
    string? LogExcerpt,
    int ResultCount)
{
    /// <summary>The cell's calibration and machine load, judged against the run; null when the bench recorded none.</summary>
    public CellDrift? Drift { get; init; }

    /// <summary>The "payload:operation" pairs the cell was asked to run (its studies); null when its cell.json does not say.</summary>
    public IReadOnlyList<string>? Benchmarks { get; init; }

    /// <summary>Other JsonMatrix runs seen during the cell and the run's wait for its core set; null when cell.json does not say.</summary>
    public CellInterference? Interference { get; init; }

    /// <summary>Why <see cref="Interference"/> flags the cell (Noise/InterferenceJudge), or null.</summary>
    public string? InterferenceFlag { get; init; }

    /// <summary>How many repeats of the cell were merged (run --repeat); 1 for one run.</summary>
    public int Repeats { get; init; } = 1;

    /// <summary>"micro" or "web".</summary>
    public string Workload { get; init; } = JsonMatrix.Contracts.Cells.CellKey.Micro;

    /// <summary>A NativeAOT cell's proof and build figures; null for every other cell.</summary>
    public NativeAotProof? NativeAot { get; init; }

    public bool IsWeb => Workload == JsonMatrix.Contracts.Cells.CellKey.Web;

    /// <summary>With repeats, each repeat's own drift and interference flag (the table shows one row per repeat).</summary>
    public IReadOnlyList<RepeatDrift> RepeatDrifts { get; init; } = [];
}

/// <summary>One repeat of a cell as the drift and interference table shows it.</summary>
public sealed record RepeatDrift(int Repeat, CellDrift? Drift, string? InterferenceFlag);

/// <summary>A cell's <see cref="DriftSample"/> judged: the calibration's change from before to after the benchmarks and
/// how far its faster calibration lies above the median of the run's cells (both percent), and the flag's reason.</summary>
public sealed record CellDrift(DriftSample Sample, double ChangePercent, double VersusRunPercent, string? Flag);

/// <summary>What ran: the declared package version, the runtime the bench reported, and every serializer assembly it loaded.</summary>
public sealed record CellVersions(
    string? Package,
    string? PackageVersion,
    string? RuntimeVersion,
    string? FrameworkDescription,
    string? TargetFramework,
    bool? IsMono,
    string? BenchmarkDotNetRuntime,
    IReadOnlyList<AssemblyVersion> Assemblies,
    string? SourceGenerationFastPath);

/// <summary>One benchmark of one cell. Times in nanoseconds per operation; Ratio is median / the baseline serializer's median.</summary>
public sealed record ResultRow(
    string Cell,
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Payload,
    string Operation,
    double MedianNs,
    double MeanNs,
    double? StdDevNs,
    double? MinNs,
    double? MaxNs,
    long? AllocatedBytes,
    int N,
    double? Ratio,
    string? Note)
{
    /// <summary>Confidence interval, mvalue and noise verdict; null for a result read from a report without them.</summary>
    public ResultSpread? Spread { get; init; }

    /// <summary>False when <see cref="ResultRow.AllocatedBytes"/> is BenchmarkDotNet's figure, not the bench's exact count
    /// (the count did not repeat, or the runtime has none: bench/README.md); null without allocations or from a report
    /// that does not say.</summary>
    public bool? AllocationExact { get; init; }

    /// <summary>Where <see cref="Ratio"/> lies given both results' confidence intervals.</summary>
    public RatioInterval? RatioInterval { get; init; }

    /// <summary>Median / the floor's median (hand-written Utf8JsonWriter/Reader code) in the same scenario on the same
    /// runtime with the same escaping: how far from what the platform allows; null when the run has no such floor result.</summary>
    public double? FloorRatio { get; init; }

    /// <summary>Where <see cref="FloorRatio"/> lies given both results' intervals; null beside the floor itself (exactly 1)
    /// or when either result has no interval.</summary>
    public RatioInterval? FloorRatioInterval { get; init; }

    /// <summary>"E1/E2" when this result and the baseline serializer's it divides by ran in different environments
    /// (Merging/CrossEnvironment); null when they share one.</summary>
    public string? RatioAcrossEnvironments { get; init; }

    /// <summary>The cell's repeats (run --repeat): each one's median and how far apart they lie; null for one run.</summary>
    public RepeatSpread? Repeats { get; init; }

    /// <summary>The figures from the cell's rounds (the lean job), beside the yardstick: floor ×, the time, their intervals
    /// and what they rest on; null for a result of another job, measured by BenchmarkDotNet's own iterations.</summary>
    public JsonMatrix.Orchestrator.Statistics.PairedFigure? Paired { get; init; }
}

/// <summary>The medians of a benchmark's repeats, in repeat order, and (largest − smallest) / their median, in percent.</summary>
public sealed record RepeatSpread(IReadOnlyList<double> MediansNs, double SpreadPercent);

/// <summary>A benchmark with no result: "unsupported" (the bench said why) or "failed" (BenchmarkDotNet measured nothing).
/// Operation "*" means every operation of the payload.</summary>
public sealed record NotApplicableRow(
    string Cell,
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Payload,
    string Operation,
    string Status,
    string Reason);

/// <summary>
/// A serializer on a runtime relative to itself on <see cref="RelativeTo"/>: the geometric mean, over the scenarios it
/// has on all its runtimes, of its figure on the runtime over its figure there (Merging/TrendCalculator): median times
/// for micro results (below 1: faster), requests/s for web results (above 1: faster). Null when there is nothing to compare.
/// </summary>
/// <param name="RelativeTo">The runtime the ratio divides by: the baseline runtime, or the serializer's first runtime
/// when it has no result on the baseline runtime (System.Text.Json source generation does not exist on .NET Core 3.1).</param>
public sealed record TrendRow(string Serializer, string Runtime, double? Ratio, int Scenarios, string RelativeTo)
{
    /// <summary>"E1/E2" when the serializer's cells on this runtime and on <see cref="RelativeTo"/> ran in different
    /// environments (Merging/CrossEnvironment); null when they share one.</summary>
    public string? AcrossEnvironments { get; init; }

    /// <summary>The 95 % interval of <see cref="Ratio"/> (Merging/TrendInterval); null where an input has no interval,
    /// and on <see cref="RelativeTo"/> itself, which is 1 by definition.</summary>
    public double? Lower { get; init; }

    /// <inheritdoc cref="Lower"/>
    public double? Upper { get; init; }

    /// <summary>The scenarios the trimmed mean left out, its lowest ratio and its highest (Merging/TrendCalculator);
    /// empty below <see cref="Merging.TrendCalculator.TrimFrom"/> scenarios and on <see cref="RelativeTo"/>.</summary>
    public IReadOnlyList<string> LeftOut { get; init; } = [];
}

/// <summary>A machine and its settings as the cells that ran on it saw them; <see cref="Id"/> is E1, E2, ….</summary>
public sealed record RunEnvironment(
    string Id,
    string? RunId,
    string? Isolation,
    string? ProcessorName,
    int? PhysicalCoreCount,
    int? LogicalCoreCount,
    int? ProcessorCount,
    string? OsVersion,
    string? OsDescription,
    string? Architecture,
    string? BenchmarkDotNetVersion,
    long? ChronometerHz,
    string? HardwareTimerKind,
    string? CpuSet,
    long? MemoryBytes,
    IReadOnlyList<string> Cells)
{
    /// <summary>For an environment of web cells: where their server and load generator ran; null for micro cells.</summary>
    public WebPinning? Web { get; init; }
}
