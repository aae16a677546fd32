using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;

namespace JsonMatrix.Orchestrator.Cleanup;

/// <summary>`clean` at the engine: looks at the images and containers (<see cref="SurveyAsync"/>), then removes the
/// stale containers (<see cref="StaleContainerSweep"/>) and the images <see cref="ImageCleanup"/> chose
/// (<see cref="RemoveAsync"/>), one by one, never forced.</summary>
public sealed class ImageCleaner
{
    private readonly IContainerEngine _engine;
    private readonly StaleContainerSweep _sweep;
    private readonly Func<ImageSummary, bool>? _scope;

    /// <param name="scope">Narrows the images considered (a test's own); null: every JsonMatrix image.</param>
    public ImageCleaner(IContainerEngine engine, StaleContainerSweep sweep, Func<ImageSummary, bool>? scope = null)
    {
        _engine = engine;
        _sweep = sweep;
        _scope = scope;
    }

    /// <summary>What clean would do now. Containers the sweep removes protect no image.</summary>
    public async Task<EngineResult<ImageSurvey>> SurveyAsync(IReadOnlySet<string> currentTags, bool includeCurrent, CancellationToken cancellationToken)
    {
        var images = await _engine.ListImagesAsync(cancellationToken).ConfigureAwait(false);
        if (!images.IsSuccess)
        {
            return images.Cast<ImageSurvey>();
        }

        var containers = await _engine.ListContainersAsync(null, cancellationToken).ConfigureAwait(false);
        if (!containers.IsSuccess)
        {
            return containers.Cast<ImageSurvey>();
        }

        var stale = containers.Value.Where(container => container.Labels.ContainsKey(ContainerOwner.RunLabel) && _sweep.IsStale(container)).ToList();
        var left = containers.Value.Except(stale).ToList();
        var plan = ImageCleanup.Plan(images.Value, left, currentTags, includeCurrent, _scope);
        return EngineResult<ImageSurvey>.Success(new ImageSurvey(plan, stale.Count, images.Value.Count, new LayerTable(images.Value).BytesOf(images.Value)));
    }

    /// <summary>Sweeps the stale containers, then removes the plan's images; an image the engine refuses (a container
    /// started using it since the survey) is reported and kept, and the others still go.</summary>
    public async Task<EngineResult<CleanResult>> RemoveAsync(ImageSurvey survey, CancellationToken cancellationToken)
    {
        var swept = await _sweep.RunAsync(cancellationToken).ConfigureAwait(false);
        if (!swept.IsSuccess)
        {
            return swept.Cast<CleanResult>();
        }

        var removed = new List<ImageChoice>();
        var refused = new List<(ImageChoice Image, string Error)>();
        foreach (var choice in survey.Plan.Remove)
        {
            string? error = null;
            foreach (var reference in choice.References)
            {
                var removal = await _engine.RemoveImageAsync(reference, cancellationToken).ConfigureAwait(false);
                error ??= removal.Error;
            }

            if (error is null) removed.Add(choice);
            else refused.Add((choice, error));
        }

        var after = await _engine.ListImagesAsync(cancellationToken).ConfigureAwait(false);
        if (!after.IsSuccess)
        {
            return after.Cast<CleanResult>();
        }

        return EngineResult<CleanResult>.Success(new CleanResult(swept.Value, removed, refused, survey.StorageBytes, new LayerTable(after.Value).BytesOf(after.Value), after.Value.Count));
    }
}

/// <summary>What clean found: its plan, how many stale containers the sweep will remove, how many images the engine
/// lists and the bytes their layers take (each layer once).</summary>
public sealed record ImageSurvey(CleanupPlan Plan, int StaleContainers, int ImageCount, long StorageBytes);

/// <summary>What clean did: the containers swept, the images removed and refused, the engine's image storage before and after.</summary>
public sealed record CleanResult(SweepResult Swept, IReadOnlyList<ImageChoice> Removed, IReadOnlyList<(ImageChoice Image, string Error)> Refused,
    long BytesBefore, long BytesAfter, int ImagesAfter)
{
    public long Freed => Math.Max(0, BytesBefore - BytesAfter);
}
