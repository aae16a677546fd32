using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>An option that takes one of a few words (--job, --isolation, --format), checked with the matrix by the
/// command or the use case that runs it, so that every error is reported at once.</summary>
public static class ChoiceCheck
{
    public static string? Check(string option, string? value, IReadOnlyList<string> allowed) =>
        value is null || allowed.Contains(value)
            ? null
            : $"{option} '{value}' is not one of: {string.Join(", ", allowed)}.";
}
