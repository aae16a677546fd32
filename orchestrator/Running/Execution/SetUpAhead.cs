using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>
/// Every build the run's cells need, published (and its image built) before the first cell is measured, two publishes
/// at a time: one `dotnet publish` leaves much of a 2-core machine idle (restore, single-threaded MSBuild steps), and a
/// new user's first run spent about 2½ minutes publishing one build after another (docs/performance.md, "The sitting
/// with containers"). Nothing is measured meanwhile, so the publishes may share the cores. Image builds go one at a
/// time (they share the engine and the base image). What each took is handed to the first cell of its build, which
/// records it as its own publish and image steps, as when it published them itself.
/// </summary>
public sealed class SetUpAhead
{
    /// <summary>Publishes at once: one per core of the 2-core machines the project runs on.</summary>
    public const int ConcurrentPublishes = 2;

    private readonly ConcurrentDictionary<PublishSpec, Done> _done = new();

    private sealed record Done(StepResult<PublishedBench> Published, long PublishMs, StepResult<PreparedBench>? Prepared, long ImageMs);

    /// <summary>The set-up of <paramref name="cells"/> (those that can run; each build once), <paramref name="line"/>
    /// told as each build is ready. A failure is kept for its cells to report, as when they publish themselves.</summary>
    public static async Task<SetUpAhead> RunAsync(IEnumerable<Cell> cells, IReadOnlyList<SerializerSpec> serializers, BenchPublisher publisher,
        ICellExecutor executor, Action<string> line, CancellationToken cancellationToken)
    {
        var ahead = new SetUpAhead();
        var specs = cells.Select(cell => PublishSpec.ForCell(cell, serializers)).Distinct().ToList();
        if (specs.Count == 0) return ahead;
        line($"Set-up: {specs.Count} build(s) to publish, {ConcurrentPublishes} at a time, before the first cell is measured.");
        using var publishSlots = new SemaphoreSlim(ConcurrentPublishes);
        using var imageSlot = new SemaphoreSlim(1);
        await Task.WhenAll(specs.Select(async spec =>
        {
            await publishSlots.WaitAsync(cancellationToken).ConfigureAwait(false);
            var clock = Stopwatch.StartNew();
            StepResult<PublishedBench> published;
            try
            {
                published = await publisher.EnsureAsync(spec, cancellationToken).ConfigureAwait(false);
            }
            finally
            {
                publishSlots.Release();
            }

            var publishMs = clock.ElapsedMilliseconds;
            line($"Set-up: {(published.IsSuccess ? published.Log : published.Failure)}");
            if (!published.IsSuccess)
            {
                ahead._done[spec] = new Done(published, publishMs, null, 0);
                return;
            }

            await imageSlot.WaitAsync(cancellationToken).ConfigureAwait(false);
            clock.Restart();
            try
            {
                var prepared = await executor.PrepareAsync(published.Value, cancellationToken).ConfigureAwait(false);
                ahead._done[spec] = new Done(published, publishMs, prepared, clock.ElapsedMilliseconds);
                if (executor.Isolation == Isolation.Container) line($"Set-up: {(prepared.IsSuccess ? prepared.Log : prepared.Failure)}");
            }
            finally
            {
                imageSlot.Release();
            }
        })).ConfigureAwait(false);
        return ahead;
    }

    /// <summary>The publish of <paramref name="spec"/> made ahead, and how long it took, for the first cell that asks;
    /// null for every later one (it gets the publish as cached), or when nothing was made ahead.</summary>
    public (StepResult<PublishedBench> Result, long Ms)? TakePublish(PublishSpec spec) =>
        _done.TryGetValue(spec, out var done) && done.PublishMs >= 0 && _done.TryUpdate(spec, done with { PublishMs = -1 }, done)
            ? (done.Published, done.PublishMs)
            : null;

    /// <summary>The image built ahead for <paramref name="spec"/>, for the first cell that asks, as <see cref="TakePublish"/>.</summary>
    public (StepResult<PreparedBench> Result, long Ms)? TakeImage(PublishSpec spec) =>
        _done.TryGetValue(spec, out var done) && done.Prepared is { } prepared && _done.TryUpdate(spec, done with { Prepared = null }, done)
            ? (prepared, done.ImageMs)
            : null;
}
