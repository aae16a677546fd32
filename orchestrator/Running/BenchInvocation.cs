using System;
using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>The bench's command line and environment for a cell (docs/architecture.md), the same in a container and
/// in a local process; only the artifacts folder differs.</summary>
public static class BenchInvocation
{
    /// <summary>Where the bench writes inside a container; copied out when the container ends.</summary>
    public const string ContainerArtifactsPath = "/out";

    public static IReadOnlyList<string> Arguments(CellExecutionRequest request, string artifactsDirectory)
    {
        if (request.Web is { } web)
        {
            return WebInvocation.Arguments(request.Cell, web.Settings, web.Cpus, artifactsDirectory);
        }

        var arguments = Arguments(request.Cell, request.Job, request.Payloads, request.Operations, artifactsDirectory);
        return request.Pairs is { } pairs ? [.. arguments, "--benchmarks", string.Join(',', pairs)] : arguments;
    }

    public static IReadOnlyList<string> Arguments(Cell cell, string job, IReadOnlyList<string> payloads, IReadOnlyList<string> operations, string artifactsDirectory) =>
    [
        "--serializer", cell.Serializer.Id,
        "--escaping", cell.Escaping,
        "--lifetime", cell.Lifetime,
        "--job", job,
        "--payloads", string.Join(',', payloads),
        "--operations", string.Join(',', operations),
        "--artifacts", artifactsDirectory,
    ];

    public static IReadOnlyDictionary<string, string> Environment(Cell cell) => new Dictionary<string, string>(StringComparer.Ordinal)
    {
        ["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1",
        ["DOTNET_NOLOGO"] = "1",
        // Tiered compilation waits until no new method has been jitted for 100 ms before it replaces tier-0 code, and
        // BenchmarkDotNet's own work between the lean job's 25 ms iterations keeps resetting that wait: without this,
        // lean cells on .NET 8 and 10 measured tier-0 code, up to 4 times slower than the default job
        // (docs/performance.md). It changes when code is replaced, not the code the benchmark ends up running.
        // COMPlus_ is the name .NET Core 3.1 reads; .NET 5 and later read both.
        ["DOTNET_TC_CallCountingDelayMs"] = "0",
        ["COMPlus_TC_CallCountingDelayMs"] = "0",
        ["JSONMATRIX_CELL"] = cell.Id,
    };
}
