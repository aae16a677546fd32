using System;
using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>
/// cell.json as it is on disk (docs/report-schema.md, its cell.json section), in its field order. Every field is nullable because
/// the file is read back too, and only id and status are required there (a file of an older run or a hand-written one
/// lacks the rest): Cells.CellRecordJson maps it to and from the cell's record, filling the defaults and checking
/// what is read. The writer sets every field, so a value type's null is never written where the record has a value.
/// </summary>
internal sealed record CellRecordDocument(
    int? SchemaVersion,
    string? Id,
    string? Runtime,
    string? Serializer,
    string? Escaping,
    string? Lifetime,
    string? Platform,
    string? Host,
    string? Framework,
    string? RuntimeLabel,
    string? RuntimeVersion,
    string? Package,
    string? PackageVersion,
    string? Status,
    string? Reason,
    string? LogExcerpt,
    string? Isolation,
    string? Job,
    string? RunId,
    [property: JsonConverter(typeof(UtcTimeJsonConverter))] DateTime? StartedUtc,
    [property: JsonConverter(typeof(UtcTimeJsonConverter))] DateTime? FinishedUtc,
    CellLimitsDocument? Limits,
    string? Image,
    string? PublishHash,
    int? ExitCode,
    long? WallMs,
    long? BenchMs,
    long? OverheadMs,
    IReadOnlyList<StepDocument>? Steps,
    IReadOnlyList<string>? Benchmarks,
    InterferenceDocument? Interference,
    string? Workload,
    long? Repeat)
{
    /// <summary>Null for every cell but a NativeAOT runtime's (and absent in older files).</summary>
    public NativeAotBuildDocument? NativeAot { get; init; }

    /// <summary>Null for every process but one run to stand in for a slow one (and absent in older files).</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public string? Rerun { get; init; }
}

internal sealed record NativeAotBuildDocument(long? BinaryBytes, int? PublishWarnings);

internal sealed record CellLimitsDocument(string? Cpuset, long? MemoryBytes);

internal sealed record StepDocument(string? Name, string? Status, long? Milliseconds, bool? Cached, bool? Shared, string? Detail);

internal sealed record InterferenceDocument(IReadOnlyList<OtherRunDocument>? OtherRunsDuringCell, double? WaitedSeconds, string? WaitedFor);

internal sealed record OtherRunDocument(string? RunId, int? ProcessId, IReadOnlyList<int>? Cpus);
