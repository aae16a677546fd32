using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Images;

namespace JsonMatrix.Orchestrator.Cleanup;

/// <summary>The choice `clean` makes, apart from the engine: of JsonMatrix's images (<see cref="ImageOwnership"/>),
/// remove those the current sources and matrix would not use, and the dangling ones its builds left; keep the current
/// ones (unless <c>includeCurrent</c>), every image a container uses, and any that another repository's tag names.</summary>
public static class ImageCleanup
{
    /// <param name="images">Every image of the engine (the other projects' too: they decide which layers are shared).</param>
    /// <param name="containers">Every container left on the engine, running or not.</param>
    /// <param name="currentTags">The tags `run` would use now (<see cref="CurrentImageTags"/>).</param>
    /// <param name="scope">Narrows the images considered (a test's own); null: every JsonMatrix image.</param>
    public static CleanupPlan Plan(IReadOnlyList<ImageSummary> images, IReadOnlyList<ContainerSummary> containers, IReadOnlySet<string> currentTags, bool includeCurrent,
        Func<ImageSummary, bool>? scope = null)
    {
        var users = containers.Where(container => container.ImageId is not null)
            .ToLookup(container => container.ImageId!, StringComparer.Ordinal);
        var remove = new List<ImageChoice>();
        var keep = new List<ImageChoice>();
        var ours = images.Where(image => ImageOwnership.IsJsonMatrix(image) && (scope is null || scope(image))).OrderByDescending(image => image.Created).ThenBy(image => image.Id, StringComparer.Ordinal).ToList();
        foreach (var image in ours)
        {
            var current = image.Tags.Any(currentTags.Contains);
            if (ImageOwnership.ForeignTags(image) is [var foreign, ..])
            {
                keep.Add(new ImageChoice(image, $"also tagged {foreign}"));
            }
            else if (users[image.Id].FirstOrDefault() is { } user)
            {
                keep.Add(new ImageChoice(image, $"used by container {user.Id[..Math.Min(12, user.Id.Length)]} ({user.State})"));
            }
            else if (current && !includeCurrent)
            {
                keep.Add(new ImageChoice(image, "current: `run` would use it"));
            }
            else
            {
                remove.Add(new ImageChoice(image, current ? "current (--all)" : image.Tags.Count == 0 ? "dangling, left by a build" : "not what the current sources and matrix build"));
            }
        }

        var layers = new LayerTable(images);
        return new CleanupPlan(remove, keep, layers.FreedBy(remove.Select(choice => choice.Image), images), layers.FreedBy(ours, images));
    }
}
