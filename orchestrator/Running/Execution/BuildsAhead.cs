using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>A step of the set-up done before the first cell ran, with the time it took.</summary>
public sealed record AheadStep<T>(StepResult<T> Result, long Milliseconds);

/// <summary>A build's set-up done ahead: its publish, and its image when the build has its own (a web app's image is
/// the web group's, built as the group starts).</summary>
public sealed record AheadBuild(AheadStep<PublishedBench> Publish, AheadStep<PreparedBench>? Image);

/// <summary>
/// Every build the run's cells need, published (and imaged) before the first cell runs, a few at a time, so that the
/// run's measurements never share the machine with a compiler and the set-up's own waits (restore, the AOT compiler's
/// single-threaded phases, image layers) overlap. Two at a time: on two cores, with the default matrix's seven
/// publishes, serially 190 s, two at a time 150 s, all seven at once 179 s (docs/performance.md, "Set-up ahead").
/// Each step is handed once to the first cell that asks for it, with the time it took, as if that cell had done it;
/// a later cell of the same build asks the publisher and the images as before, and is told "cached".
/// </summary>
public sealed class BuildsAhead
{
    /// <summary>Builds at a time: the plan's figure, so that what it counts is what the run does.</summary>
    public const int Lanes = Matrix.Planning.DurationEstimate.SetupLanesCount;

    private readonly ConcurrentDictionary<string, Task<AheadBuild>> _builds = new(StringComparer.Ordinal);
    private readonly ConcurrentDictionary<string, bool> _claimed = new(StringComparer.Ordinal);

    /// <summary>Runs <paramref name="build"/> for every spec, longest first (the order given), <paramref name="lanes"/>
    /// at a time; <paramref name="finished"/> hears of each as it ends. Returns when all have ended; a failed build is
    /// kept like any other (its cells fail with its line), a cancelled run throws.</summary>
    public async Task RunAsync(IReadOnlyList<PublishSpec> specs, Func<PublishSpec, CancellationToken, Task<AheadBuild>> build,
        Action<PublishSpec, AheadBuild> finished, CancellationToken cancellationToken, int lanes = Lanes)
    {
        using var slots = new SemaphoreSlim(Math.Max(1, lanes));
        async Task<AheadBuild> One(PublishSpec spec)
        {
            await slots.WaitAsync(cancellationToken).ConfigureAwait(false);
            try
            {
                var done = await build(spec, cancellationToken).ConfigureAwait(false);
                finished(spec, done);
                return done;
            }
            finally
            {
                slots.Release();
            }
        }

        var started = specs.DistinctBy(spec => spec.Key).Select(spec => _builds[spec.Key] = One(spec)).ToList();
        await Task.WhenAll(started).ConfigureAwait(false);
    }

    /// <summary>The publish done ahead for this spec, to the first caller only; null when it was not done ahead or was
    /// already handed out.</summary>
    public Task<AheadStep<PublishedBench>?> ClaimPublishAsync(PublishSpec spec) => ClaimAsync(spec, "publish", build => build.Publish);

    /// <summary>The image built ahead for this spec, to the first caller only; null when none was built ahead or it was
    /// already handed out.</summary>
    public Task<AheadStep<PreparedBench>?> ClaimImageAsync(PublishSpec spec) => ClaimAsync(spec, "image", build => build.Image);

    private async Task<AheadStep<T>?> ClaimAsync<T>(PublishSpec spec, string step, Func<AheadBuild, AheadStep<T>?> pick)
    {
        if (!_builds.TryGetValue(spec.Key, out var build))
        {
            return null;
        }

        var done = pick(await build.ConfigureAwait(false));
        return done is not null && _claimed.TryAdd($"{step}\n{spec.Key}", true) ? done : null;
    }
}
