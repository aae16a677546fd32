using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// cell.json: the cell, how it ended, where and how it ran, and what each step cost. The run step writes it as soon as
/// the cell ends, with every field present; the run's summary, --resume, the merge, compare and history read it back
/// through <see cref="CellRecordJson"/>, which also accepts files of older runs and hand-written ones: only id and
/// status are required there, so the fields such a file may lack are nullable here.
/// </summary>
/// <param name="Platform">linux or windows; from the runtime when the file does not say.</param>
/// <param name="Host">dotnet or mono; from the runtime when the file does not say.</param>
/// <param name="LogExcerpt">The last lines of log.txt when the cell did not end ok.</param>
/// <param name="Limits">cpuset and memory the cell ran under (both null when the file does not say).</param>
/// <param name="WallMs">From the cell's start to its folder being written, one-time set-up included.</param>
/// <param name="BenchMs">The bench's own validationMs + benchmarkMs from metadata.json.</param>
/// <param name="OverheadMs">WallMs minus one-time set-up (a real publish or image build) minus BenchMs: what the
/// orchestration costs this cell (cache checks, container create/start/stop, collection, process start-up).</param>
public sealed record CellRecord(
    int SchemaVersion,
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
    DateTime? StartedUtc,
    DateTime? FinishedUtc,
    CellLimits Limits,
    string? Image,
    string? PublishHash,
    int? ExitCode,
    long? WallMs,
    long? BenchMs,
    long? OverheadMs,
    IReadOnlyList<StepTiming> Steps)
{
    public const int CurrentSchemaVersion = 1;

    /// <summary>The "payload:operation" pairs the cell was asked to run (the matrix's studies that match it), so the
    /// report can tell a benchmark outside the run's studies from one that gave no result; null in older files.</summary>
    public IReadOnlyList<string>? Benchmarks { get; init; }

    /// <summary>Other JsonMatrix runs seen on the machine while the cell's bench ran, and the run's wait for its core set
    /// before this cell; null when the cell ended before its bench ran.</summary>
    public CellInterference? Interference { get; init; }

    /// <summary>"micro" or "web" (a web cell's escaping and lifetime read "-"); what the id says in older files.</summary>
    public string Workload { get; init; } = JsonMatrix.Contracts.Cells.CellKey.Micro;

    /// <summary>What the NativeAOT publish of the cell's bench made (a runtime with `aot: true`); null for every other
    /// cell and in older files.</summary>
    public NativeAotBuild? NativeAot { get; init; }

    /// <summary>Which run of the cell this is (run --repeat), from 1; 1 in files written before it.</summary>
    public int Repeat { get; init; } = 1;

    /// <summary>Why this process ran beyond the matrix's processes: the earlier process it stands in for and how slow
    /// the host ran that one ("repeat 2: its yardstick ran 1.62× the run's fastest"); null for every other process.</summary>
    public string? Rerun { get; init; }

    [System.Text.Json.Serialization.JsonIgnore]
    public bool IsWeb => Workload == JsonMatrix.Contracts.Cells.CellKey.Web;
}

/// <summary>A NativeAOT publish: the bytes of its one executable, and the trim and AOT warnings (IL2xxx, IL3xxx) the AOT
/// compiler printed, each distinct line once (null when the log was not kept).</summary>
public sealed record NativeAotBuild(long? BinaryBytes, int? PublishWarnings);

/// <summary>The limits the cell really ran under: a container has both; a process is pinned to the CPU set when
/// taskset is available and has no memory limit (null).</summary>
public sealed record CellLimits(string? Cpuset, long? MemoryBytes);
