using System.Text.RegularExpressions;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Ids become parts of cell ids, folder names and filter values: lower case, digits, '.' and '-', no '_'.</summary>
internal static partial class IdPattern
{
    /// <summary>A cell id (four ids joined) names a folder (at most 255 bytes) and a runtime id starts an image tag
    /// (at most 128 characters, with a 16-character hash), so each id is kept well inside both.</summary>
    public const int MaxLength = 64;

    public const string Description = "at most 64 lower-case letters, digits, '.' and '-' (no '_', which separates the parts of a cell id)";

    public static bool IsValid(string id) => id.Length <= MaxLength && Regex().IsMatch(id);

    [GeneratedRegex("^[a-z0-9][a-z0-9.-]*$")]
    private static partial Regex Regex();
}
