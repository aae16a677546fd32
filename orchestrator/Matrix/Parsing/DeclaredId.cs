using System.Collections.Generic;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>The `id` of a declared runtime or serializer: well formed and unique.</summary>
internal static class DeclaredId
{
    /// <summary>Reads the id, adds it to <paramref name="declared"/>, and returns it; null when missing or invalid.</summary>
    public static string? Read(YamlNode? node, string kind, List<string> declared, ErrorList errors)
    {
        if (node is null) return null;
        var id = YamlValues.Scalar(node, $"{kind} id", errors);
        if (id is null) return null;
        if (id.Length > IdPattern.MaxLength)
        {
            errors.Add(node.Start, $"{kind} id '{id[..20]}...' is {id.Length} characters long; ids are at most {IdPattern.MaxLength} (they name cell folders and Docker image tags). Use a shorter id.");
            return null;
        }
        if (!IdPattern.IsValid(id))
        {
            errors.Add(node.Start, $"{kind} id '{id}' is not valid. Use {IdPattern.Description}.");
            return null;
        }
        if (declared.Contains(id))
        {
            errors.Add(node.Start, $"duplicate {kind} id '{id}'. Each {kind} must have its own id.");
            return null;
        }
        declared.Add(id);
        return id;
    }
}
