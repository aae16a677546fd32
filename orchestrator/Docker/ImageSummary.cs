using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>An image as the engine lists it: its tags (none for a dangling image), labels, total size, layers (their
/// diff ids, bottom first) and build history (oldest step first), from which the size of each layer is known.</summary>
public sealed record ImageSummary(
    string Id,
    IReadOnlyList<string> Tags,
    IReadOnlyDictionary<string, string> Labels,
    long Size,
    DateTimeOffset Created,
    IReadOnlyList<string> Layers,
    IReadOnlyList<ImageHistoryStep> History)
{
    /// <summary>The program its containers start, as its configuration says.</summary>
    public IReadOnlyList<string> Entrypoint { get; init; } = [];
}

/// <summary>One step of an image's history: the instruction that made it and the bytes of the layer it added (0 for a
/// step that added no layer, such as LABEL or ENV).</summary>
public sealed record ImageHistoryStep(string CreatedBy, long Size);
