using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Images;

/// <summary>The image tags `run` would use now: one per publish of the matrix's cells that run in a container on this
/// machine, from the same publish hash (the sources, the SDK version, the serializer versions) and the same tag rule.</summary>
public static class CurrentImageTags
{
    /// <remarks>With web cells on several runtimes, also the web group's image (<see cref="BenchImages.WebGroupTag"/>) as
    /// a run of every one of them would build it; a runtime that is unavailable on the NuGet source leaves a run's group,
    /// so that run's image differs and `clean` frees it (the next run rebuilds it in seconds).</remarks>
    public static IReadOnlySet<string> Of(string repositoryRoot, MatrixDefinition matrix, IEnumerable<Cell> cells, string sdkVersion, string baseImage)
    {
        var hashes = new PublishHashes(repositoryRoot, sdkVersion);
        var specs = cells.Where(cell => PlatformGate.WhyNot(cell.Runtime, Isolation.Container) is null)
            .Select(cell => PublishSpec.ForCell(cell, matrix.Serializers))
            .Distinct()
            .ToList();
        var tags = specs.Select(spec => BenchImages.TagFor(repositoryRoot, baseImage, spec, hashes.Of(spec))).ToHashSet(StringComparer.Ordinal);
        var web = specs.Where(spec => spec.Project.IsWeb).ToList();
        if (web.Count > 1)
        {
            var driver = BenchImages.TagFor(repositoryRoot, baseImage, web[0], hashes.Of(web[0]));
            tags.Add(BenchImages.WebGroupTag(repositoryRoot, driver, [.. web.Skip(1).Select(spec => (spec.RuntimeId, hashes.Of(spec)))]));
        }

        return tags;
    }
}
