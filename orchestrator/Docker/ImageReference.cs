namespace JsonMatrix.Orchestrator.Docker;

/// <summary>An image name split into repository and tag, as the engine's create endpoints want them.</summary>
public readonly record struct ImageReference(string Repository, string Tag)
{
    public static ImageReference Parse(string image)
    {
        var slash = image.LastIndexOf('/');
        var colon = image.LastIndexOf(':');
        return colon > slash
            ? new ImageReference(image[..colon], image[(colon + 1)..])
            : new ImageReference(image, "latest");
    }

    public override string ToString() => $"{Repository}:{Tag}";
}
