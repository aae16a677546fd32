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
    public static IReadOnlySet<string> Of(string repositoryRoot, MatrixDefinition matrix, IEnumerable<Cell> cells, string sdkVersion, string baseImage)
    {
        var hashes = new PublishHashes(repositoryRoot, sdkVersion);
        return cells.Where(cell => PlatformGate.WhyNot(cell.Runtime, Isolation.Container) is null)
            .Select(cell => PublishSpec.ForCell(cell, matrix.Serializers))
            .Distinct()
            .Select(spec => BenchImages.TagFor(repositoryRoot, baseImage, spec, hashes.Of(spec)))
            .ToHashSet(StringComparer.Ordinal);
    }
}
