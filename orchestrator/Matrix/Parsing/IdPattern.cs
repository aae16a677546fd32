using System.Text.RegularExpressions;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Ids become parts of cell ids, folder names and filter values: lower case, digits, '.' and '-', no '_'.</summary>
internal static partial class IdPattern
{
    public const string Description = "lower-case letters, digits, '.' and '-' (no '_', which separates the parts of a cell id)";

    public static bool IsValid(string id) => Regex().IsMatch(id);

    [GeneratedRegex("^[a-z0-9][a-z0-9.-]*$")]
    private static partial Regex Regex();
}
