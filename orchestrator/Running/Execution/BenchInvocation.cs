using System;
using System.Collections.Generic;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Web;

namespace JsonMatrix.Orchestrator.Running.Execution;

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
            return WebInvocation.Arguments(web.Group ?? [request.Cell], web.Settings, web.Cpus, artifactsDirectory, web.Apps);
        }

        var arguments = Arguments(request.Cell, request.Job, request.Payloads, request.Operations, artifactsDirectory);
        if (request.Pairs is { } pairs) arguments = [.. arguments, BenchOptionNames.Benchmarks, string.Join(',', pairs)];
        if (request.Pass is { } pass)
        {
            arguments = [.. arguments, BenchOptionNames.Order, pass.BenchmarkOrder, BenchOptionNames.Seed, Seed(request.RunId, request.Cell.Id, pass.Repeat)];
            if (!pass.MeasuresAllocations) arguments = [.. arguments, BenchOptionNames.SkipAllocations];
        }

        // A cell that hosts its build's cold start samples every serializer it names, interleaved, its rounds spread
        // over the cell's processes (a stand-in samples none); a lone process, outside the passes, samples them all.
        if (request.Cell.ColdStart is { } coldStart)
        {
            var (firstRound, rounds) = request.Pass is { } process
                ? coldStart.RoundsOf(process.Repeat, process.Cell.ProcessesOf(process.Repeats, request.Job))
                : (0, coldStart.Processes);
            if (rounds > 0)
            {
                arguments = [.. arguments, BenchOptionNames.ColdStart, string.Join(',', coldStart.Payloads),
                    BenchOptionNames.ColdStartProcesses, rounds.ToString(System.Globalization.CultureInfo.InvariantCulture)];
                if (firstRound > 0) arguments = [.. arguments, BenchOptionNames.ColdStartFirstRound, firstRound.ToString(System.Globalization.CultureInfo.InvariantCulture)];
                if (request.Cell.ColdStartSerializers is { } serializers)
                    arguments = [.. arguments, BenchOptionNames.ColdStartSerializers, string.Join(',', serializers)];
            }
        }

        return arguments;
    }

    /// <summary>The seed of a lean process's round order: fixed by the run, the cell and the process (so a rerun of the run's
    /// record gives the same orders), different between them; each process's rounds.json records it.</summary>
    public static string Seed(string runId, string cellId, int repeat)
    {
        var hash = 2166136261u;
        foreach (var c in runId + "/" + cellId + "/" + repeat.ToString(System.Globalization.CultureInfo.InvariantCulture))
        {
            hash = (hash ^ c) * 16777619u;
        }

        return (hash & int.MaxValue).ToString(System.Globalization.CultureInfo.InvariantCulture);
    }

    public static IReadOnlyList<string> Arguments(Cell cell, string job, IReadOnlyList<string> payloads, IReadOnlyList<string> operations, string artifactsDirectory) =>
    [
        BenchOptionNames.Serializer, cell.Serializer.BenchId,
        BenchOptionNames.Escaping, cell.Escaping,
        BenchOptionNames.Lifetime, cell.Lifetime,
        BenchOptionNames.Job, job,
        BenchOptionNames.Payloads, string.Join(',', payloads),
        BenchOptionNames.Operations, string.Join(',', operations),
        BenchOptionNames.Artifacts, artifactsDirectory,
    ];

    public static IReadOnlyDictionary<string, string> Environment(Cell cell)
    {
        var environment = new Dictionary<string, string>(StringComparer.Ordinal)
        {
            ["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1",
            ["DOTNET_NOLOGO"] = "1",
            ["JSONMATRIX_CELL"] = cell.Id,
        };

        // Nothing that changes tiering, PGO, ReadyToRun or the GC unless the matrix asked for it on this runtime
        // (`settings:`, named in its label): cells measure what applications run. The bench warms each process up until
        // the JIT goes quiet instead (bench/SteadyState, docs/performance.md).
        foreach (var (name, value) in cell.Runtime.Settings)
        {
            environment["DOTNET_" + name] = value;
        }

        return environment;
    }
}
