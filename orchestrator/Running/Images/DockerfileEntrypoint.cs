using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.Json;

namespace JsonMatrix.Orchestrator.Running.Images;

/// <summary>The ENTRYPOINT of a Dockerfile in its exec form (a JSON array), read from the file that builds the image, so
/// that a command run in a kept container starts the bench exactly as the image would.</summary>
public static class DockerfileEntrypoint
{
    /// <summary>The last ENTRYPOINT instruction's words (the one Docker uses), or an error naming the file's problem.</summary>
    public static (IReadOnlyList<string>? Words, string? Error) Parse(string dockerfile, string name)
    {
        var line = dockerfile.Split('\n')
            .Select(l => l.Trim())
            .LastOrDefault(l => l.StartsWith("ENTRYPOINT", StringComparison.OrdinalIgnoreCase) && l.Length > 10 && char.IsWhiteSpace(l[10]));
        if (line is null)
        {
            return (null, $"{name} has no ENTRYPOINT: a cell's container needs one to start the bench.");
        }

        try
        {
            var words = JsonSerializer.Deserialize<string[]>(line[10..].Trim());
            return words is { Length: > 0 } && words.All(w => !string.IsNullOrEmpty(w))
                ? (words, null)
                : (null, $"{name}'s ENTRYPOINT is empty.");
        }
        catch (JsonException)
        {
            return (null, $"{name}'s ENTRYPOINT is not in exec form (a JSON array such as [\"/app/JsonMatrix.Bench\"]): {line}");
        }
    }
}
