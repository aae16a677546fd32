using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>report.json (docs/report-schema.md, "report.json"): the merged report for machines. Property order is
/// the declaration order; a missing value is an explicit null; numbers are invariant JSON numbers, never NaN (the
/// renderer maps a figure that is not finite to null).</summary>
internal sealed record ReportDocument(
    [property: JsonPropertyOrder(-2)] int SchemaVersion,
    ReportBaselineDocument Baseline,
    double NoiseThreshold,
    ReportSummaryDocument Summary,
    IReadOnlyList<ReportEnvironmentDocument> Environment,
    IReadOnlyList<ReportCellDocument> Cells,
    IReadOnlyList<ReportResultDocument> Results,
    IReadOnlyList<NotApplicableDocument> NotApplicable,
    IReadOnlyList<TrendDocument> Trends,
    IReadOnlyList<string> Notes,
    WebReportDocument Web)
{
    /// <summary>The cold-start figures; null, and then not written at all, when no cell measured cold start, so that the
    /// report of a run without them keeps its bytes.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<ColdStartResultDocument>? ColdStart { get; init; }

    /// <summary>How steady the host was while the run measured in rounds; null, and then not written, without rounds.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public SteadinessDocument? Steadiness { get; init; }

    /// <summary>Each study's answer, right after schemaVersion: what a reader wants first; null, and then not written,
    /// when the matrix's studies say not how to answer them.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    [JsonPropertyOrder(-1)]
    public IReadOnlyList<FindingDocument>? Findings { get; init; }
}

/// <summary>Processes measured in rounds, the slow ones set aside (cell, process, yardstick over the run's fastest), the
/// stand-ins run for them, the kept processes' rounds left out as slow and in all, and the kept processes' yardstick
/// over the run's fastest (median and largest).</summary>
internal sealed record SteadinessDocument(
    int Processes,
    IReadOnlyList<SlowProcessDocument> SlowProcesses,
    int StandIns,
    int RoundsLeftOut,
    int Rounds,
    double FastStateMedian,
    double FastStateMax)
{
    /// <summary>The bench's CPU gate over the processes that had one; absent when none had.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public CpuGateDocument? CpuGate { get; init; }

    /// <summary>The benchmarks ("payload operation") sampled on a collected heap, their result landing on the large
    /// object heap; absent when there were none.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? CollectedHeap { get; init; }
}

/// <summary>Processes with a CPU gate, their sample pairs, the pairs that started on a CPU probing slow, and the
/// gate's waits in all (milliseconds).</summary>
internal sealed record CpuGateDocument(int Processes, int Pairs, int SlowPairs, double WaitedMs);

internal sealed record SlowProcessDocument(string Cell, int Repeat, double State);

internal sealed record ReportBaselineDocument(string Serializer, string Runtime);

/// <summary>The cells by status (one count per cell.json status), the results and the benchmarks without one.</summary>
internal sealed record ReportSummaryDocument(int Cells, int Ok, int Failed, int Unsupported, int Unavailable, int Results, int NotApplicable);

internal sealed record ReportEnvironmentDocument(
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
    string? Cpuset,
    long? MemoryBytes,
    WebCpusDocument? WebCpus,
    WebGcDocument? WebGc,
    IReadOnlyList<string> Cells);

/// <summary>Where a web cell's server and load generator ran; both null when they shared one core.</summary>
internal sealed record WebCpusDocument(string? Server, string? LoadGenerator);

/// <summary>The garbage collector a web cell's server ran with (GCSettings); null from files written before it was recorded.</summary>
internal sealed record WebGcDocument(bool Server, bool Concurrent, string LatencyMode);

/// <summary>A benchmark without a result: unsupported (the bench said why) or failed.</summary>
internal sealed record NotApplicableDocument(
    string Cell, string Runtime, string Serializer, string Escaping, string Lifetime, string Payload, string Operation, string Status, string Reason);

/// <summary>One row of "trends" and of "web.trends", written alike.</summary>
internal sealed record TrendDocument(string Serializer, string Runtime, double? Ratio, int Scenarios, string RelativeTo, double? Lower, double? Upper)
{
    /// <summary>"E1/E2" when the two runtimes' cells ran in different environments; not written when they share one.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public string? AcrossEnvironments { get; init; }

    /// <summary>The scenarios the trimmed mean left out (its lowest ratio, then its highest); empty when it kept all.</summary>
    public IReadOnlyList<string> LeftOut { get; init; } = [];
}
