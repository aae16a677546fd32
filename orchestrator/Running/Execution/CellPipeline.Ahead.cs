using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Execution;

public sealed partial class CellPipeline
{
    /// <summary>The builds published before the first cell (<see cref="PrepareAheadAsync"/>); null until then, and
    /// for a pipeline that publishes as its cells need it.</summary>
    public BuildsAhead? Ahead { get; private set; }

    /// <summary>Publishes every build the cells that can run here need, and builds each bench image, <see cref="BuildsAhead.Lanes"/>
    /// at a time and the NativeAOT publish first (the longest: the others fill the other lane meanwhile), before the first
    /// cell runs. Each build's line goes to <paramref name="say"/> as it ends. A build that fails is kept: its cells fail
    /// with its line when they run, and the others run.</summary>
    public async Task PrepareAheadAsync(IReadOnlyList<Cell> cells, Action<string> say, CancellationToken cancellationToken)
    {
        var specs = cells.Where(cell => WhyNotRunnable(cell) is null)
            .Select(cell => PublishSpec.ForCell(cell, _settings.Serializers))
            .DistinctBy(spec => spec.Key)
            .OrderByDescending(spec => spec.NativeAot)
            .ToList();
        if (specs.Count == 0)
        {
            return;
        }

        Ahead = new BuildsAhead();
        say($"Set-up: {specs.Count} build{(specs.Count == 1 ? "" : "s")} of the bench and the web app, {BuildsAhead.Lanes} at a time, before the first cell.");
        var done = 0;
        var gate = new object();
        var stopwatch = Stopwatch.StartNew();
        // Builds end on the lanes' threads: one line at a time, numbered in the order they ended.
        await Ahead.RunAsync(specs, BuildAheadAsync,
            (spec, build) =>
            {
                lock (gate) say(string.Create(CultureInfo.InvariantCulture, $"Set-up [{++done}/{specs.Count}] {Describe(NameOf(spec, specs), build)}"));
            },
            cancellationToken).ConfigureAwait(false);
        say(string.Create(CultureInfo.InvariantCulture, $"Set-up done in {stopwatch.Elapsed.TotalSeconds:0.0} s."));
    }

    private async Task<AheadBuild> BuildAheadAsync(PublishSpec spec, CancellationToken cancellationToken)
    {
        var stopwatch = Stopwatch.StartNew();
        var published = await Guard(() => _publisher.EnsureAsync(spec, cancellationToken), $"publish of {spec.RuntimeId}").ConfigureAwait(false);
        var publish = new AheadStep<PublishedBench>(published, stopwatch.ElapsedMilliseconds);
        // A web app's image is its group's, built from every runtime's publish as the web cells start; local processes
        // have no image.
        if (!published.IsSuccess || spec.Project.IsWeb || _executor.Isolation == Isolation.Process)
        {
            return new AheadBuild(publish, null);
        }

        stopwatch.Restart();
        var image = await Guard(() => _executor.PrepareAsync(published.Value, cancellationToken), $"image of {spec.RuntimeId}").ConfigureAwait(false);
        return new AheadBuild(publish, new AheadStep<PreparedBench>(image, stopwatch.ElapsedMilliseconds));
    }

    /// <summary>A step that threw (a full disk, an engine gone) fails that build alone, as it would fail its cell.</summary>
    private static async Task<StepResult<T>> Guard<T>(Func<Task<StepResult<T>>> step, string what)
    {
        try
        {
            return await step().ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            return StepResult<T>.Failed($"{what} failed: {exception.GetType().Name}: {exception.Message}");
        }
    }

    /// <summary>"netcoreapp3.1", or "netcoreapp3.1 (SystemTextJsonVersion=6.0.11)" where another build of the same
    /// runtime and project differs by a package version.</summary>
    private static string NameOf(PublishSpec spec, IReadOnlyList<PublishSpec> specs)
    {
        var name = (spec.Project.IsWeb ? "web app " : string.Empty) + spec.RuntimeId;
        var twins = specs.Where(other => other.Key != spec.Key && other.RuntimeId == spec.RuntimeId && other.Project == spec.Project && other.NativeAot == spec.NativeAot).ToList();
        var own = spec.VersionProperties
            .Where(property => property.Value.Length > 0 && twins.Any(twin => !twin.VersionProperties.Contains(property)))
            .Select(property => $"{property.Key}={property.Value}")
            .ToList();
        return own.Count == 0 ? name : $"{name} ({string.Join(", ", own)})";
    }

    private static string Describe(string name, AheadBuild build)
    {
        if (!build.Publish.Result.IsSuccess)
        {
            return $"{name}: {build.Publish.Result.Failure} (its cells fail with this line; the others run)";
        }

        var text = $"{name}: {build.Publish.Result.Log}";
        if (build.Image is { } image)
        {
            text += image.Result.IsSuccess ? $"; {image.Result.Log}" : $"; {image.Result.Failure} (its cells fail with this line; the others run)";
        }

        return text;
    }
}
