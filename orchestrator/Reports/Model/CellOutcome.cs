using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reports.Model;

/// <summary>
/// What the report reads from a cell's cell.json (written by the run step, see docs/report-schema.md): the cell,
/// how it ended, where and how it ran. Fields the file may lack are null.
/// </summary>
public sealed record CellOutcome(
    string Id,
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Platform,
    string Host,
    string? Framework,
    string? RuntimeLabel,
    string? RuntimeVersion,
    string? Package,
    string? PackageVersion,
    string Status,
    string? Reason,
    string? LogExcerpt,
    string? Isolation,
    string? Job,
    string? RunId,
    DateTimeOffset? StartedUtc,
    DateTimeOffset? FinishedUtc,
    string? CpuSet,
    long? MemoryBytes,
    long? WallMs,
    long? OverheadMs,
    IReadOnlyList<StepDuration> Steps)
{
    /// <summary>The "payload:operation" pairs the cell was asked to run; null when cell.json does not say.</summary>
    public IReadOnlyList<string>? Benchmarks { get; init; }

    /// <summary>cell.json's "interference"; null when it does not say.</summary>
    public Running.CellInterference? Interference { get; init; }

    /// <summary>Which run of the cell this is (run --repeat), from 1; 1 when cell.json does not say.</summary>
    public int Repeat { get; init; } = 1;

    /// <summary>"micro" or "web": cell.json's "workload", else what the id says (files written before it are micro).</summary>
    public string Workload { get; init; } = JsonMatrix.Contracts.Cells.CellKey.Micro;

    public bool IsWeb => Workload == JsonMatrix.Contracts.Cells.CellKey.Web;
}

/// <summary>One step of a cell (publish, image, run, collect) and how long it took.</summary>
public sealed record StepDuration(string Name, string Status, long Milliseconds);

/// <summary>Status values of a cell (docs/architecture.md).</summary>
public static class CellStatuses
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";

    public static readonly IReadOnlyList<string> All = [Ok, Failed, Unsupported];
}
