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
        var sources = new Dictionary<string, List<KeyValuePair<string, byte[]>>>(StringComparer.Ordinal);
        var tags = new HashSet<string>(StringComparer.Ordinal);
        var specs = cells.Where(cell => PlatformGate.WhyNot(cell.Runtime, Isolation.Container) is null)
            .Select(cell => PublishSpec.ForCell(cell, matrix.Serializers)).Distinct();
        foreach (var spec in specs)
        {
            if (!sources.TryGetValue(spec.Project.Name, out var files))
            {
                sources[spec.Project.Name] = files = [.. BenchSources.Read(repositoryRoot, spec.Project.SourceFolders)];
            }

            tags.Add(BenchImages.TagFor(repositoryRoot, baseImage, spec, PublishHash.Compute(spec, sdkVersion, files)));
        }

        return tags;
    }
}
