using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Running.Web;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>Runs a published bench for one cell: in a container (<see cref="ContainerCellExecutor"/>) or as a
/// local process (<see cref="ProcessCellExecutor"/>), with the same arguments and environment.</summary>
public interface ICellExecutor
{
    Isolation Isolation { get; }

    /// <summary>The image step: makes sure what the cell runs from exists (an image per publish); the value is the
    /// image name, or null where there is nothing to prepare.</summary>
    Task<StepResult<PreparedBench>> PrepareAsync(PublishedBench bench, CancellationToken cancellationToken);

    /// <summary>The image step of a web group across runtimes (<see cref="WebGroups"/>): what runs every runtime's web app
    /// beside the driver's (one image holding them all, for containers), and the executable each runtime's servers start
    /// from there, by runtime id.</summary>
    Task<StepResult<PreparedWebGroup>> PrepareWebGroupAsync(PreparedBench driver, IReadOnlyList<PublishedBench> others, CancellationToken cancellationToken);

    /// <summary>Runs the bench and leaves its outputs (metadata.json, bdn/) in the request's cell folder.</summary>
    Task<BenchExecution> ExecuteAsync(CellExecutionRequest request, Action<string> onStep, CancellationToken cancellationToken);
}

/// <summary>A bench ready to start: the published app and, for containers, its image.</summary>
/// <param name="Cached">True when nothing had to be built for it.</param>
public sealed record PreparedBench(PublishedBench Bench, string? Image, bool Cached);

/// <summary>A web group across runtimes ready to start: the driver's bench (its image the group's), and each runtime's web
/// app executable where the group runs.</summary>
public sealed record PreparedWebGroup(PreparedBench Driver, IReadOnlyDictionary<string, string> Apps);

/// <summary>Everything one execution of a cell needs.</summary>
public sealed record CellExecutionRequest(
    Cell Cell,
    PreparedBench Prepared,
    string Job,
    IReadOnlyList<string> Payloads,
    IReadOnlyList<string> Operations,
    ContainerLimits Limits,
    TimeSpan Timeout,
    string CellDirectory,
    string RunId)
{
    /// <summary>"payload:operation" ids when the cell runs only some of Payloads × Operations (studies); null for all.</summary>
    public IReadOnlyList<string>? Pairs { get; init; }

    /// <summary>A web cell's load and cores (its container's cpuset is in <see cref="Limits"/>); null for a micro cell.</summary>
    public WebCellLoad? Web { get; init; }

    /// <summary>Which of a micro cell's processes this is (run --repeat, the matrix's processes): it sets the order of the
    /// benchmarks in the process and whether the process measures allocations (<see cref="CellPass"/>).</summary>
    public CellPass? Pass { get; init; }
}

/// <summary>What a web cell's app is told: the matrix's web settings, where the server and wrk run, and the runtime's
/// web cells it serves side by side (<see cref="WebGroups"/>; the request's cell alone when null).</summary>
public sealed record WebCellLoad(WebLoadSettings Settings, WebCpus Cpus)
{
    public IReadOnlyList<Cell>? Group { get; init; }

    /// <summary>Each runtime's web app executable, by runtime id, when <see cref="Group"/> spans runtimes; null otherwise.</summary>
    public IReadOnlyDictionary<string, string>? Apps { get; init; }
}
