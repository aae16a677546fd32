using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Images;

namespace JsonMatrix.Orchestrator.Cleanup;

/// <summary>Which images are JsonMatrix's: those carrying a label of its namespace (every Dockerfile under containers/
/// sets <see cref="Label"/> right after FROM, so the intermediate images of a failed build carry it too; the
/// orchestrator adds jsonmatrix.runtime and jsonmatrix.publish to what it builds), or tagged in its repository
/// (images built before the label existed), or dangling with the entrypoint of a JsonMatrix Dockerfile (what a build
/// interrupted before the label existed left). Another project's image has none of these and is never touched.</summary>
public static class ImageOwnership
{
    public const string Label = "jsonmatrix.image";
    public const string LabelNamespace = "jsonmatrix.";

    public static bool IsJsonMatrix(ImageSummary image) =>
        image.Labels.Keys.Any(key => key.StartsWith(LabelNamespace, StringComparison.Ordinal))
        || image.Tags.Any(IsJsonMatrixTag)
        || (image.Tags.Count == 0 && image.Entrypoint.Any(part => part.StartsWith(AppPrefix, StringComparison.Ordinal)));

    /// <summary>Where containers/*/Dockerfile put the bench and the web app: their entrypoints start there.</summary>
    private const string AppPrefix = "/app/JsonMatrix.";

    public static bool IsJsonMatrixTag(string tag) => tag.StartsWith(BenchImages.Repository + ":", StringComparison.Ordinal);

    /// <summary>Tags of another repository on a JsonMatrix image: someone tagged it for their own use.</summary>
    public static IReadOnlyList<string> ForeignTags(ImageSummary image) => [.. image.Tags.Where(tag => !IsJsonMatrixTag(tag))];
}
