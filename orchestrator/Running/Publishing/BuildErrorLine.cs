using System;
using System.Linq;
using System.Text.RegularExpressions;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>Picks the line of a dotnet build log that says why it failed (restore errors first: a missing runtime pack
/// is the usual cause), without the project path MSBuild prefixes to it.</summary>
public static partial class BuildErrorLine
{
    public static string? Find(string log)
    {
        var errors = log.Split('\n')
            .Select(line => ErrorPattern().Match(line))
            .Where(match => match.Success && !match.Groups["message"].Value.TrimStart().StartsWith('-'))
            .Select(match => $"error {match.Groups["code"].Value}: {StripProjectSuffix(match.Groups["message"].Value)}")
            .Distinct(StringComparer.Ordinal)
            .ToList();
        if (errors.Count == 0)
        {
            return null;
        }

        var first = errors.FirstOrDefault(error => error.Contains(".App.Runtime.", StringComparison.Ordinal)) ?? errors[0];
        return errors.Count == 1 ? first : $"{first} (and {errors.Count - 1} more in the log)";
    }

    private static string StripProjectSuffix(string message)
    {
        var trimmed = message.Trim();
        return trimmed.EndsWith(']') && trimmed.LastIndexOf(" [", StringComparison.Ordinal) is var start and > 0
            ? trimmed[..start]
            : trimmed;
    }

    [GeneratedRegex(@"\berror (?<code>[A-Z]+[0-9]+): (?<message>.*)$")]
    private static partial Regex ErrorPattern();
}
