using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>The state of one cell while its pipeline runs, and the writing of its folder (log.txt, cell.json).</summary>
internal sealed class CellRun
{
    private const int ExcerptLines = 20;

    private readonly Cell _cell;
    private readonly RunSettings _settings;
    private readonly Isolation _isolation;
    private readonly TimeProvider _time;
    private readonly DateTimeOffset _started;
    private readonly long _startTimestamp;
    private readonly List<StepTiming> _steps = [];
    private readonly int _repeat;

    public CellRun(Cell cell, RunSettings settings, Isolation isolation, TimeProvider time, int repeat = 1)
    {
        _repeat = repeat;
        _cell = cell;
        _settings = settings;
        _isolation = isolation;
        _time = time;
        _started = time.GetUtcNow();
        _startTimestamp = time.GetTimestamp();
        Directory = settings.CellDirectory(cell, repeat);
    }

    public string Directory { get; }

    public string? PublishHash { get; set; }

    public string? Image { get; set; }

    public int? ExitCode { get; set; }

    /// <summary>Why this process runs beyond the matrix's processes (a slow one's stand-in), or null.</summary>
    public string? Rerun { get; set; }

    public long? BenchMs { get; set; }

    /// <summary>A web cell run with others (<see cref="CellPipeline.RunWebGroupAsync"/>): its share of their wall time,
    /// in place of the time since this cell's start.</summary>
    public long? WallMs { get; set; }

    /// <summary>Set-up done before the first cell (<see cref="BuildsAhead"/>) that this cell's steps report: counted in its
    /// wall time, as if it had done the work itself, so that its overhead stays its own.</summary>
    public long AheadMs { get; set; }

    /// <summary>Publish and image work that served every cell of the runtime (not this cell's own time).</summary>
    public long SharedSetupMs => _steps.Where(step => step.Shared).Sum(step => step.Milliseconds);

    /// <summary>Set once the bench ran (or the cell waited for its core set).</summary>
    public CellInterference? Interference { get; set; }

    /// <summary>Set once a NativeAOT publish is ready: its binary's size and warnings.</summary>
    public NativeAotBuild? NativeAot { get; set; }

    /// <summary>Set once the bench ran: what the executor applied.</summary>
    public CellLimits? AppliedLimits { get; set; }

    /// <summary>A cell's folder holds only this run's output.</summary>
    public void ResetFolder()
    {
        if (System.IO.Directory.Exists(Directory))
        {
            System.IO.Directory.Delete(Directory, recursive: true);
        }

        System.IO.Directory.CreateDirectory(Directory);
    }

    /// <summary>Publish and image builds serve every cell of a runtime: when they did real work it is set-up
    /// (shared), not this cell's overhead; a cache check is.</summary>
    public void AddStep(string name, bool succeeded, long milliseconds, bool cached, string? detail) =>
        _steps.Add(new StepTiming(name, succeeded ? "ok" : "failed", milliseconds, cached,
            Shared: (name is "publish" or "image") && !cached && succeeded, detail));

    /// <summary>Writes log.txt and cell.json, even while the run is being cancelled: a finished cell is never lost.</summary>
    public async Task<CellRecord> FinishAsync(string status, string? reason, string log)
    {
        var wallMs = WallMs ?? ((long)_time.GetElapsedTime(_startTimestamp).TotalMilliseconds + AheadMs);
        var perCellMs = wallMs - _steps.Where(step => step.Shared).Sum(step => step.Milliseconds);
        var record = new CellRecord(
            CellRecord.CurrentSchemaVersion,
            _cell.Id,
            _cell.Runtime.Id,
            _cell.Serializer.Id,
            _cell.Escaping,
            _cell.Lifetime,
            _cell.Runtime.Platform,
            _cell.Runtime.Host,
            _cell.Runtime.Framework,
            _cell.Runtime.Label,
            _cell.Runtime.RuntimeVersion,
            _cell.Serializer.Package,
            _cell.Serializer.VersionFor(_cell.Runtime.Id),
            status,
            reason?.Trim().ReplaceLineEndings(" | "),
            status == CellStatus.Ok ? null : LogExcerpt(log),
            _isolation == Isolation.Container ? "container" : "process",
            _settings.Job,
            _settings.RunId,
            _started.UtcDateTime,
            _time.GetUtcNow().UtcDateTime,
            AppliedLimits ?? new CellLimits(null, null),
            Image,
            PublishHash,
            ExitCode,
            wallMs,
            BenchMs,
            BenchMs is { } benchMs ? perCellMs - benchMs : null,
            _steps.ToList())
        {
            Benchmarks = _cell.IsWeb ? null : _settings.BenchmarksOf(_cell).Pairs,
            Interference = Interference,
            Workload = _cell.Workload,
            Repeat = _repeat,
            NativeAot = NativeAot,
            Rerun = Rerun,
        };
        // A full or read-only disk fails this cell (its record says why), never the run.
        if (await TryWriteAsync(CellFolder.LogFileName, () => CellFolderWriter.WriteLogAsync(Directory, log, CancellationToken.None)).ConfigureAwait(false) is { } logError)
        {
            record = WithWriteFailure(record, logError);
        }

        if (await TryWriteAsync(CellFolder.RecordFileName, () => CellFolderWriter.WriteRecordAsync(Directory, record, CancellationToken.None)).ConfigureAwait(false) is { } recordError)
        {
            record = WithWriteFailure(record, recordError);
        }

        return record;
    }

    private async Task<string?> TryWriteAsync(string fileName, Func<Task> write)
    {
        try
        {
            await write().ConfigureAwait(false);
            return null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return $"{fileName} could not be written to {Directory}: {exception.Message}";
        }
    }

    private static CellRecord WithWriteFailure(CellRecord record, string problem) => record with
    {
        Status = CellStatus.Failed,
        Reason = record.Status == CellStatus.Failed && record.Reason is { } earlier ? $"{earlier}; {problem}" : problem,
    };

    private static string LogExcerpt(string log)
    {
        var lines = log.Split('\n');
        return string.Join('\n', lines.Skip(Math.Max(0, lines.Length - ExcerptLines))).Trim();
    }
}
