using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Running.Web;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>A cell's life: publish → image → run → collect. Each step returns a result value; the first failed step
/// makes a failed cell, written to its folder like any other, and the run goes on.</summary>
public sealed partial class CellPipeline
{
    private readonly BenchPublisher _publisher;
    private readonly ICellExecutor _executor;
    private readonly RunSettings _settings;
    private readonly TimeProvider _time;

    public CellPipeline(BenchPublisher publisher, ICellExecutor executor, RunSettings settings, TimeProvider time)
    {
        _publisher = publisher;
        _executor = executor;
        _settings = settings;
        _time = time;
    }

    /// <summary>Looks for other JsonMatrix runs on the machine as the bench starts and ends; null: not looked for.</summary>
    public OtherRunsProbe? OtherRuns { get; init; }

    /// <param name="cpuSet">The CPU set this cell runs on (one of limits.cpusets), or null for limits.cpuset.</param>
    /// <param name="waited">The run's wait for its core set, when this cell is one the wait delayed.</param>
    /// <param name="repeat">Which run of the cell this is (run --repeat), from 1.</param>
    /// <param name="rerun">Why this process runs beyond the matrix's processes (a slow one's stand-in), or null.</param>
    public async Task<CellRecord> RunAsync(Cell cell, IRunProgress progress, CancellationToken cancellationToken, string? cpuSet = null, CoreSetWait? waited = null, int repeat = 1,
        string? rerun = null)
    {
        if (cell.IsWeb)
        {
            return (await RunWebGroupAsync([cell], progress, cancellationToken, cpuSet, waited, repeat).ConfigureAwait(false))[0];
        }

        var run = new CellRun(cell, _settings, _executor.Isolation, _time, repeat) { Rerun = rerun };
        run.ResetFolder();
        if (waited is not null)
        {
            run.Interference = new CellInterference([], waited.Seconds, waited.Holder);
        }

        if (await FinishIfNotRunnableAsync(cell, run).ConfigureAwait(false) is { } notRun)
        {
            return notRun;
        }

        var (prepared, failed) = await PrepareAsync(cell, [run], progress, cancellationToken).ConfigureAwait(false);
        if (prepared is null)
        {
            return failed![0];
        }

        progress.StepStarted(cell, "run");
        var request = Request(cell, prepared, run.Directory, cpuSet) with { Pass = new CellPass(cell, repeat, _settings.Repeats) };
        var othersAtStart = OtherRuns?.Sample() ?? [];
        var execution = await _executor.ExecuteAsync(request, step => progress.StepStarted(cell, step), cancellationToken).ConfigureAwait(false);
        if (OtherRuns is not null)
        {
            run.Interference = new CellInterference(OtherRun.Union([.. othersAtStart, .. OtherRuns.Sample()]), waited?.Seconds ?? 0, waited?.Holder);
        }

        run.ExitCode = execution.ExitCode;
        run.AppliedLimits = execution.Limits;
        run.AddStep("run", execution.Failure is null, execution.RunMs, cached: false, execution.Failure);
        run.AddStep("collect", execution.CollectFailure is null, execution.CollectMs, cached: false, execution.CollectFailure);
        var (metadata, metadataError) = CellFolderReader.Metadata(run.Directory);
        run.BenchMs = metadata?.BenchMs;
        var (status, reason) = CellVerdict.Judge(execution, metadata, CellFolderReader.HasBenchmarkReports(run.Directory));
        if (metadataError is not null && status == CellStatus.Ok)
        {
            (status, reason) = (CellStatus.Failed, metadataError);
        }

        return await run.FinishAsync(status, reason, execution.LogText).ConfigureAwait(false);
    }

    /// <summary>Publish, then the image, recorded in every run the bench serves (a web group shares one): the first with
    /// the time they took, the others as cached. The prepared bench, or every run finished as failed.</summary>
    private async Task<(PreparedBench? Prepared, IReadOnlyList<CellRecord>? Failed)> PrepareAsync(Cell cell, IReadOnlyList<CellRun> runs, IRunProgress progress,
        CancellationToken cancellationToken)
    {
        var (published, failed) = await PublishAsync(cell, runs, progress, cancellationToken).ConfigureAwait(false);
        return published is null ? (null, failed) : await ImageAsync(cell, runs, published, progress, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The publish step of <see cref="PrepareAsync"/>: the published bench, or every run finished as failed.</summary>
    private async Task<(PublishedBench? Published, IReadOnlyList<CellRecord>? Failed)> PublishAsync(Cell cell, IReadOnlyList<CellRun> runs, IRunProgress progress,
        CancellationToken cancellationToken)
    {
        var first = runs[0];
        progress.StepStarted(cell, "publish");
        var stopwatch = Stopwatch.StartNew();
        var spec = PublishSpec.ForCell(cell, _settings.Serializers);
        var ahead = Ahead is null ? null : await Ahead.ClaimPublishAsync(spec).ConfigureAwait(false);
        var published = ahead?.Result ?? await _publisher.EnsureAsync(spec, cancellationToken).ConfigureAwait(false);
        var milliseconds = ahead?.Milliseconds ?? stopwatch.ElapsedMilliseconds;
        var cachedPublish = published.IsSuccess && published.Value.Cached;
        first.AheadMs += ahead?.Milliseconds ?? 0;
        foreach (var run in runs)
        {
            run.AddStep("publish", published.IsSuccess, run == first ? milliseconds : 0, cachedPublish || run != first,
                published.IsSuccess ? published.Log : published.Failure);
        }

        if (!published.IsSuccess)
        {
            return (null, await FailAllAsync(runs, published.Failure!, published.Failure + Environment.NewLine + published.Log).ConfigureAwait(false));
        }

        foreach (var run in runs)
        {
            run.NativeAot = published.Value.NativeAotBuild;
            run.PublishHash = published.Value.Hash;
        }

        // The set-up ahead said it already, with the time it took.
        if (ahead is null)
        {
            progress.Note(cell, published.Log ?? "published");
        }

        return (published.Value, null);
    }

    /// <summary>The image step of <see cref="PrepareAsync"/>: the prepared bench, or every run finished as failed.</summary>
    private async Task<(PreparedBench? Prepared, IReadOnlyList<CellRecord>? Failed)> ImageAsync(Cell cell, IReadOnlyList<CellRun> runs, PublishedBench published,
        IRunProgress progress, CancellationToken cancellationToken)
    {
        progress.StepStarted(cell, "image");
        var stopwatch = Stopwatch.StartNew();
        var ahead = Ahead is null ? null : await Ahead.ClaimImageAsync(published.Spec).ConfigureAwait(false);
        var prepared = ahead?.Result ?? await _executor.PrepareAsync(published, cancellationToken).ConfigureAwait(false);
        runs[0].AheadMs += ahead?.Milliseconds ?? 0;
        return await RecordImageAsync(cell, runs, prepared, ahead?.Milliseconds ?? stopwatch.ElapsedMilliseconds, progress, quiet: ahead is not null).ConfigureAwait(false);
    }

    /// <summary>An image step's outcome in every run it serves: the first with its time, the others as cached.</summary>
    /// <param name="quiet">Not noted in the progress: the set-up ahead already said it.</param>
    private async Task<(PreparedBench? Prepared, IReadOnlyList<CellRecord>? Failed)> RecordImageAsync(Cell cell, IReadOnlyList<CellRun> runs,
        StepResult<PreparedBench> prepared, long milliseconds, IRunProgress progress, bool quiet = false)
    {
        var first = runs[0];
        var cachedImage = prepared.IsSuccess && prepared.Value.Cached;
        foreach (var run in runs)
        {
            run.AddStep("image", prepared.IsSuccess, run == first ? milliseconds : 0, cachedImage || run != first,
                prepared.IsSuccess ? prepared.Log : prepared.Failure);
        }

        if (!prepared.IsSuccess)
        {
            return (null, await FailAllAsync(runs, prepared.Failure!, prepared.Failure + Environment.NewLine + prepared.Log).ConfigureAwait(false));
        }

        foreach (var run in runs)
        {
            run.Image = prepared.Value.Image;
        }

        if (prepared.Log is { } imageNote && !quiet && !(cachedImage && _executor.Isolation == Isolation.Process))
        {
            progress.Note(cell, imageNote);
        }

        return (prepared.Value, null);
    }

    private static async Task<IReadOnlyList<CellRecord>> FailAllAsync(IReadOnlyList<CellRun> runs, string reason, string log)
    {
        var failed = new List<CellRecord>();
        foreach (var run in runs)
        {
            failed.Add(await run.FinishAsync(CellStatus.Failed, reason, log).ConfigureAwait(false));
        }

        return failed;
    }

    /// <summary>The cell's record when it cannot run here (platform, n/a, unavailable, no wrk for a local web cell); null
    /// when it can.</summary>
    private async Task<CellRecord?> FinishIfNotRunnableAsync(Cell cell, CellRun run) =>
        WhyNotRunnable(cell) is var (status, why)
            ? await run.FinishAsync(status, why, log: why + Environment.NewLine).ConfigureAwait(false)
            : null;

    /// <summary>Why a cell cannot run here, with the status it is recorded with; null when it can.</summary>
    private (string Status, string Why)? WhyNotRunnable(Cell cell)
    {
        if (PlatformGate.WhyNot(cell.Runtime, _executor.Isolation) is { } why)
        {
            return (CellStatus.Unsupported, why);
        }

        // Decided before the run: a reflection serializer on a NativeAOT runtime has nothing to measure.
        if (_settings.NotApplicable.TryGetValue(cell.Id, out var notApplicable))
        {
            return (CellStatus.Unsupported, notApplicable);
        }

        // Decided before the run: publishing would only fail with NU1102 after spending time.
        if (_settings.Unavailable.TryGetValue(cell.Id, out var missing))
        {
            return (CellStatus.Unavailable, missing);
        }

        if (cell.IsWeb && _executor.Isolation == Isolation.Process && WebInvocation.WhyNotLocally(ToolOnPath.Exists) is { } noWrk)
        {
            return (CellStatus.Failed, noWrk);
        }

        return null;
    }

    /// <summary>A cell that times cold start gets up to five seconds for each of its fresh processes on top of its benchmarks'.</summary>
    private static TimeSpan ColdStartTime(Cell cell) => TimeSpan.FromSeconds(5 * (cell.ColdStartProcesses));

    private CellExecutionRequest Request(Cell cell, PreparedBench prepared, string directory, string? cpuSet)
    {
        var limits = cpuSet is null ? _settings.Limits : _settings.Limits with { CpuSet = cpuSet };
        var benchmarks = _settings.BenchmarksOf(cell);
        return new CellExecutionRequest(cell, prepared, _settings.Job, benchmarks.Payloads, benchmarks.Operations, limits,
            _settings.CellTimeout + ColdStartTime(cell), directory, _settings.RunId)
        {
            Pairs = benchmarks.IsProduct ? null : benchmarks.Pairs,
        };
    }
}
