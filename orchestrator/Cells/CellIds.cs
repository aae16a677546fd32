using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix.Parsing;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>A cell id read back from a file (run.json's cells, cell.json's id) passes the checks the matrix's ids pass
/// when typed: it names a folder, so '..', '/' or a control character in it must never reach a path.</summary>
public static class CellIds
{
    /// <summary>Null when <paramref name="id"/> is a cell id (runtime_serializer_escaping_lifetime or runtime_serializer_web
    /// of valid ids); otherwise what is wrong with it.</summary>
    public static string? Check(string id)
    {
        var key = CellKey.TryParse(id);
        if (key is not { } parsed)
        {
            return "expected runtime_serializer_escaping_lifetime or runtime_serializer_web";
        }

        string?[] parts = [parsed.Runtime, parsed.Serializer, parsed.Escaping, parsed.Lifetime];
        foreach (var part in parts)
        {
            if (part is not null && !IdPattern.IsValid(part))
            {
                return $"each part is {IdPattern.Description}";
            }
        }

        return null;
    }
}
