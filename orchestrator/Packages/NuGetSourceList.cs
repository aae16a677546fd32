using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>The NuGet sources a publish from the repository restores from: `dotnet nuget list source` run in the
/// repository, so that its NuGet.Config files and the user's apply exactly as they do to `dotnet publish`.</summary>
public static class NuGetSourceList
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);

    public static async Task<(IReadOnlyList<string> Sources, string? Error)> ReadAsync(IProcessRunner processes, string repositoryRoot, CancellationToken cancellationToken)
    {
        var result = await processes.RunAsync(new ProcessRequest("dotnet", ["nuget", "list", "source", "--format", "Short"], Timeout, repositoryRoot), cancellationToken).ConfigureAwait(false);
        return result.Succeeded
            ? (ParseShort(result.StandardOutput), null)
            : ([], $"`dotnet nuget list source` failed: {result.StartError ?? CellVerdict.LastLines(result.CombinedOutput, 2)}");
    }

    /// <summary>"--format Short" prints one source a line, its flags first: E enabled, D disabled (M: machine-wide).</summary>
    public static IReadOnlyList<string> ParseShort(string output) => output
        .Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
        .Select(line => line.Split(' ', 2, StringSplitOptions.TrimEntries))
        .Where(parts => parts.Length == 2 && parts[0].Contains('E') && !parts[0].Contains('D'))
        .Select(parts => parts[1])
        .ToList();
}
