using System;
using System.Linq;

namespace JsonMatrix.Contracts.Cells;

/// <summary>
/// A serializer measured at more than one package version is named per version in cells and reports: its first version
/// keeps the serializer's id ("newtonsoft"), each further one is "id-version" ("newtonsoft-12.0.3"), so the cell ids,
/// rows, ratios and trends of a matrix with one version per serializer never change. The bench knows only the
/// serializer (its adapter); these names turn one into the other.
/// </summary>
public static class SerializerNames
{
    /// <summary>The name of a further version: "newtonsoft-12.0.3" (lower case, as every id is).</summary>
    public static string ForVersion(string serializerId, string version) =>
        serializerId + "-" + version.ToLowerInvariant();

    /// <summary>The bench's serializer behind a name: the name itself when the bench knows it, else the longest known
    /// id that the name extends with "-version" ("system-text-json-sourcegen-6.0.11" → system-text-json-sourcegen);
    /// null when no known serializer fits.</summary>
    public static string? SerializerOf(string name) =>
        KnownIds.Serializers.Contains(name)
            ? name
            : KnownIds.Serializers
                .Where(id => name.StartsWith(id + "-", StringComparison.Ordinal) && IsVersion(name.Substring(id.Length + 1)))
                .OrderByDescending(id => id.Length)
                .FirstOrDefault();

    // A NuGet version starts with a digit; "inbox" is the runtime's own System.Text.Json.
    private static bool IsVersion(string suffix) =>
        suffix == KnownIds.InboxVersion || (suffix.Length > 0 && char.IsDigit(suffix[0]));
}
