using System.Collections.Generic;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>
/// One cell folder after parsing: its outcome (failed, with the reason, when one of its files is unreadable),
/// what the bench said about itself, and its measured benchmarks mapped to payload and operation ids.
/// </summary>
public sealed record CellData(
    CellRecord Outcome,
    string Folder,
    int Order,
    BenchMetadata? Metadata,
    BdnHost? Host,
    IReadOnlyList<MeasuredBenchmark> Measured,
    IReadOnlyList<FailedBenchmark> FailedBenchmarks)
{
    /// <summary>A web cell's web-result.json (contracts/Web), or null.</summary>
    public JsonMatrix.Contracts.Web.WebCellResult? Web { get; init; }

    /// <summary>The cell's cold-start.json, or null when it has none or it could not be used (<see cref="ColdStartProblem"/>).</summary>
    public ColdStartResult? ColdStart { get; init; }

    /// <summary>The process's rounds.json (the lean job: every sample in rounds, beside its yardstick's), or null.</summary>
    public RoundsResult? Rounds { get; init; }

    /// <summary>Why the cell's cold-start.json gave no figures (unreadable, not this cell's, impossible figures), or null.</summary>
    public string? ColdStartProblem { get; init; }
}

/// <summary>A benchmark with statistics, in report ids.</summary>
public sealed record MeasuredBenchmark(string Payload, string Operation, BdnStatistics Statistics, long? AllocatedBytes)
{
    /// <summary>Methods the JIT compiled while the measured iterations ran; null where the runtime cannot tell.</summary>
    public long? CompiledDuringMeasurement { get; init; }

    /// <summary>The bench's exact allocation count, not BenchmarkDotNet's figure (<see cref="BdnBenchmark.AllocationExact"/>).</summary>
    public bool AllocationExact { get; init; }
}

/// <summary>A benchmark BenchmarkDotNet listed without statistics: it ran but produced no measurement.</summary>
public sealed record FailedBenchmark(string Payload, string Operation)
{
    /// <summary>Why, when the report had statistics that are not figures; null when BenchmarkDotNet measured nothing.</summary>
    public string? Reason { get; init; }
}
