using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Running.Web;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>Runs cells one after another on each CPU set of the limits (benchmarks must not share a core): with one set,
/// strictly in order; with several (`limits.cpusets`), one worker per set takes the next cell as soon as its set is
/// free, so never two cells run on one set. Keeps going whatever one cell does: an unexpected error becomes that
/// cell's failure, and a cancelled run leaves every finished cell in place. A run's web cells, every runtime's, run together as one
/// unit (<see cref="WebGroups"/>). Records come back in the cells' order.</summary>
public sealed class RunCoordinator
{
    private readonly CellPipeline _pipeline;
    private readonly RunSettings _settings;
    private readonly TimeProvider _time;

    public RunCoordinator(CellPipeline pipeline, RunSettings settings, TimeProvider time)
    {
        _pipeline = pipeline;
        _settings = settings;
        _time = time;
    }

    public Task<IReadOnlyList<CellRecord>> RunAsync(IReadOnlyList<Cell> cells, IRunProgress progress, CancellationToken cancellationToken) =>
        RunAsync(CellPass.Alternating(cells, 1), progress, cancellationToken);

    /// <summary>Runs the passes in the order given (<see cref="CellPass.Alternating"/> for --repeat).</summary>
    public async Task<IReadOnlyList<CellRecord>> RunAsync(IReadOnlyList<CellPass> cells, IRunProgress progress, CancellationToken cancellationToken)
    {
        var sets = _settings.Limits.CpuSets;
        var records = new CellRecord[cells.Count];
        var units = WebGroups.Units(cells);
        var next = -1;
        async Task Worker(string? cpuSet)
        {
            // The run's wait for its core set delayed the first cell of each set: that cell records it.
            var waited = _settings.CoreSetWait;
            for (var unit = Interlocked.Increment(ref next); unit < units.Count; unit = Interlocked.Increment(ref next))
            {
                var indices = units[unit];
                if (indices.Count == 1 && !cells[indices[0]].Cell.IsWeb)
                {
                    records[indices[0]] = await RunCellAsync(cells, indices[0], cpuSet, waited, progress, cancellationToken).ConfigureAwait(false);
                }
                else
                {
                    await RunWebGroupAsync(cells, indices, records, cpuSet, waited, progress, cancellationToken).ConfigureAwait(false);
                }

                waited = null;
            }
        }

        if (sets.Count <= 1)
        {
            await Worker(null).ConfigureAwait(false);
        }
        else
        {
            await Task.WhenAll(sets.Select(set => Task.Run(() => Worker(set), CancellationToken.None))).ConfigureAwait(false);
        }

        return records;
    }

    private async Task<CellRecord> RunCellAsync(IReadOnlyList<CellPass> cells, int index, string? cpuSet, CoreSetWait? waited, IRunProgress progress, CancellationToken cancellationToken)
    {
        var pass = cells[index];
        var cell = pass.Cell;
        progress.CellStarted(index, cells.Count, pass);
        CellRecord record;
        try
        {
            record = await _pipeline.RunAsync(cell, progress, cancellationToken, cpuSet, waited, pass.Repeat, pass.Rerun).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            await WriteUnfinishedAsync(pass, "the run was cancelled while this cell ran").ConfigureAwait(false);
            throw;
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            // Whatever one cell throws (a full disk, an engine that went away mid-call, a bug) fails that cell
            // alone: the cells before it are written, the cells after it still run.
            record = await WriteUnfinishedAsync(pass, $"the orchestrator failed on this cell ({exception.GetType().Name}: {exception.Message}); the other cells were not affected").ConfigureAwait(false);
        }

        progress.CellFinished(index, cells.Count, pass, record);
        return record;
    }

    /// <summary>A run's web cells as one run (<see cref="WebGroups"/>): progress names the first as it starts and
    /// every one as it ends; whatever the group throws fails its cells alone.</summary>
    private async Task RunWebGroupAsync(IReadOnlyList<CellPass> cells, IReadOnlyList<int> indices, CellRecord[] records, string? cpuSet, CoreSetWait? waited,
        IRunProgress progress, CancellationToken cancellationToken)
    {
        var first = cells[indices[0]];
        progress.CellStarted(indices[0], cells.Count, first);
        IReadOnlyList<CellRecord> finished;
        try
        {
            finished = await _pipeline.RunWebGroupAsync([.. indices.Select(i => cells[i].Cell)], progress, cancellationToken, cpuSet, waited, first.Repeat).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            foreach (var i in indices) await WriteUnfinishedAsync(cells[i], "the run was cancelled while this cell ran").ConfigureAwait(false);
            throw;
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            var list = new List<CellRecord>();
            foreach (var i in indices)
            {
                list.Add(await WriteUnfinishedAsync(cells[i], $"the orchestrator failed on this cell's web group ({exception.GetType().Name}: {exception.Message}); the other cells were not affected").ConfigureAwait(false));
            }

            finished = list;
        }

        for (var k = 0; k < indices.Count; k++)
        {
            records[indices[k]] = finished[k];
            progress.CellFinished(indices[k], cells.Count, cells[indices[k]], finished[k]);
        }
    }

    private async Task<CellRecord> WriteUnfinishedAsync(CellPass pass, string reason)
    {
        var run = new CellRun(pass.Cell, _settings, _settings.Isolation, _time, pass.Repeat);
        try
        {
            Directory.CreateDirectory(run.Directory);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            reason += $"; its folder could not be created: {exception.Message}";
        }

        return await run.FinishAsync(CellStatus.Failed, reason, reason + Environment.NewLine).ConfigureAwait(false);
    }
}
