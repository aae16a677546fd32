using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The set-up keys (<see cref="DurationEstimate.SetupKey"/>) whose every publish is already in the publish cache,
/// from the same hash of inputs a run uses: their set-up costs a run nothing but, at most, an image built from the cached
/// publish. Without it, a second run's estimate counted the set-up again (run J of docs/performance.md: 1 min 15 s of
/// the estimate's 14 min 27 s for a run of 11 min 53 s).</summary>
public static class PublishedSetups
{
    /// <param name="serializers">The matrix's serializers: their versions are part of each publish's inputs.</param>
    public static IReadOnlySet<string> Of(string repositoryRoot, string cacheRoot, IReadOnlyList<SerializerSpec> serializers, IEnumerable<Cell> cells, string sdkVersion)
    {
        var hashes = new PublishHashes(repositoryRoot, sdkVersion);
        return cells
            .GroupBy(DurationEstimate.SetupKey)
            .Where(setup => setup.All(cell =>
            {
                var spec = PublishSpec.ForCell(cell, serializers);
                return BenchPublisher.IsPublished(cacheRoot, spec, hashes.Of(spec));
            }))
            .Select(setup => setup.Key)
            .ToHashSet(StringComparer.Ordinal);
    }
}
