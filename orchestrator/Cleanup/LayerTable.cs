using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Cleanup;

/// <summary>
/// The bytes of every image's layers, each layer named by its chain (its diff id and all below it: the engine stores a
/// layer once per chain, so two images share exactly the layers whose chains agree). A layer's size comes from the
/// image's history, whose steps with bytes are its layers in order; where an image's history cannot be matched to its
/// layers, the sizes other images give are used and the rest of its size is put on the highest layer no other image sizes.
/// </summary>
public sealed class LayerTable
{
    private readonly Dictionary<string, IReadOnlyList<string>> _chainsOf = new(StringComparer.Ordinal);
    private readonly Dictionary<string, long> _bytes = new(StringComparer.Ordinal);

    public LayerTable(IReadOnlyList<ImageSummary> images)
    {
        foreach (var image in images)
        {
            _chainsOf[image.Id] = Chains(image.Layers);
            if (StepSizes(image) is { } sizes)
            {
                foreach (var (chain, size) in _chainsOf[image.Id].Zip(sizes))
                {
                    _bytes[chain] = size;
                }
            }
        }

        foreach (var image in images.Where(image => StepSizes(image) is null && image.Layers.Count > 0))
        {
            var chains = _chainsOf[image.Id];
            var unknown = chains.Where(chain => !_bytes.ContainsKey(chain)).ToList();
            var known = chains.Where(_bytes.ContainsKey).Sum(chain => _bytes[chain]);
            foreach (var chain in unknown)
            {
                _bytes[chain] = chain == unknown[^1] ? Math.Max(0, image.Size - known) : 0;
            }
        }
    }

    /// <summary>The bytes the layers of <paramref name="images"/> take on the engine's disk, each layer once.</summary>
    public long BytesOf(IEnumerable<ImageSummary> images) =>
        images.SelectMany(image => _chainsOf.GetValueOrDefault(image.Id, [])).Distinct(StringComparer.Ordinal).Sum(chain => _bytes.GetValueOrDefault(chain));

    /// <summary>The bytes that removing <paramref name="removed"/> frees: their layers that no other image of
    /// <paramref name="all"/> uses.</summary>
    public long FreedBy(IEnumerable<ImageSummary> removed, IEnumerable<ImageSummary> all)
    {
        var gone = removed.Select(image => image.Id).ToHashSet(StringComparer.Ordinal);
        var kept = all.Where(image => !gone.Contains(image.Id)).SelectMany(image => _chainsOf.GetValueOrDefault(image.Id, [])).ToHashSet(StringComparer.Ordinal);
        return gone.SelectMany(id => _chainsOf.GetValueOrDefault(id, [])).Distinct(StringComparer.Ordinal)
            .Where(chain => !kept.Contains(chain))
            .Sum(chain => _bytes.GetValueOrDefault(chain));
    }

    private static List<string> Chains(IReadOnlyList<string> layers)
    {
        var chains = new List<string>(layers.Count);
        foreach (var layer in layers)
        {
            chains.Add(chains.Count == 0 ? layer : chains[^1] + " " + layer);
        }

        return chains;
    }

    /// <summary>Each layer's bytes, bottom first, or null when the history does not say. Steps with bytes always made a
    /// layer; a step without may have (an empty RUN) or not (LABEL, ENV: the classic builder marks those "#(nop)").</summary>
    private static IReadOnlyList<long>? StepSizes(ImageSummary image)
    {
        var withBytes = image.History.Where(step => step.Size > 0).Select(step => step.Size).ToList();
        if (withBytes.Count == image.Layers.Count)
        {
            return withBytes;
        }

        var layered = image.History.Where(step => step.Size > 0 || !step.CreatedBy.Contains("#(nop)", StringComparison.Ordinal)).Select(step => step.Size).ToList();
        return layered.Count == image.Layers.Count ? layered : null;
    }
}
