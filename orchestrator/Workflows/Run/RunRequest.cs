using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>The run command's options after parsing.</summary>
public sealed record RunRequest(
    string? MatrixPath,
    IReadOnlyList<string> Filters,
    string? Job,
    string? OutputDirectory,
    string? Isolation,
    string BaseImage)
{
    /// <summary>--resume DIR: continue that run.</summary>
    public string? Resume { get; init; }

    /// <summary>--no-wait: fail instead of waiting for a busy core set.</summary>
    public bool NoWait { get; init; }

    /// <summary>--repeat N as given (checked by <see cref="RepeatOption.Parse"/>); null: once.</summary>
    public string? Repeat { get; init; }
}
