using System.Collections.Generic;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Cleanup;

/// <summary>What `clean` removes and keeps of JsonMatrix's images, and the bytes at stake.</summary>
/// <param name="FreedBytes">What removing <see cref="Remove"/> frees: their layers no kept image uses.</param>
/// <param name="JsonMatrixBytes">What JsonMatrix's images take on their own: the layers no other project's image uses.</param>
public sealed record CleanupPlan(IReadOnlyList<ImageChoice> Remove, IReadOnlyList<ImageChoice> Keep, long FreedBytes, long JsonMatrixBytes);

/// <summary>One JsonMatrix image and why it goes or stays.</summary>
public sealed record ImageChoice(ImageSummary Image, string Reason)
{
    /// <summary>Its tags, or "&lt;none&gt; sha256:0123456789ab" for a dangling image.</summary>
    public string Name => Image.Tags.Count > 0 ? string.Join(", ", Image.Tags) : $"<none> {ShortId(Image.Id)}";

    /// <summary>Its size as `docker images` shows it (shared layers included).</summary>
    public long Bytes => Image.Size;

    /// <summary>What to ask the engine to delete: each tag (the last one deletes the image), or the id of a dangling one.</summary>
    public IReadOnlyList<string> References => Image.Tags.Count > 0 ? Image.Tags : [Image.Id];

    public static string ShortId(string id) => id.StartsWith("sha256:", System.StringComparison.Ordinal) && id.Length >= 19 ? id[..19] : id;
}
