using System.Text.RegularExpressions;

namespace JsonMatrix.Orchestrator.Running.Images;

/// <summary>Docker's image reference grammar (distribution/reference): [host[:port]/]path[:tag][@digest], at most
/// 255 characters for the name. Checked before a run, so a typo is an error, not a failed build in every cell.</summary>
public static partial class ImageName
{
    private const int MaxNameLength = 255;

    public static string? Check(string option, string image)
    {
        var match = Regex().Match(image);
        if (match.Success && match.Groups["name"].Length <= MaxNameLength) return null;
        var shown = image.Length > 80 ? image[..80] + "..." : image;
        return $"{option} '{shown}' is not a Docker image name. Expected [registry/]name[:tag] in lower case, at most {MaxNameLength} characters, like {BenchImages.DefaultBaseImage}.";
    }

    [GeneratedRegex(@"^(?<name>(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*(?::[0-9]+)?/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*)(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$")]
    private static partial Regex Regex();
}
