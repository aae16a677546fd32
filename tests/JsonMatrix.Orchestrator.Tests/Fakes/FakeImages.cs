using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Images as the engine lists them, built from named layers and their bytes (a layer's name stands for its diff id).</summary>
public static class FakeImages
{
    public static ImageSummary Image(string id, IReadOnlyList<string> tags, IReadOnlyDictionary<string, string> labels, params (string Layer, long Bytes)[] layers) =>
        new(id, tags, labels, layers.Sum(layer => layer.Bytes), DateTimeOffset.UnixEpoch.AddSeconds(layers.Length),
            [.. layers.Select(layer => layer.Layer)],
            // As the classic builder records them: each layer's step, then metadata steps that add none.
            [.. layers.Select((layer, i) => new ImageHistoryStep(i == 0 ? string.Empty : $"/bin/sh -c #(nop) COPY dir:{layer.Layer} in /app", layer.Bytes)),
                new ImageHistoryStep("/bin/sh -c #(nop)  LABEL jsonmatrix.image=cell", 0)]);

    public static IReadOnlyDictionary<string, string> Labels(params string[] keys) => keys.ToDictionary(key => key, _ => "x", StringComparer.Ordinal);

    public static IReadOnlyDictionary<string, string> NoLabels { get; } = new Dictionary<string, string>();
}
