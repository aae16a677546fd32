using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>At the start of a run: removes the cell containers that runs which died left behind (`kill -9`, a
/// crash). Only stopped ones (exited, created, dead) whose recorded owner no longer runs on this machine: a container
/// that runs, that belongs to a live process (another run on the same engine), that names no owner or another
/// host, is never touched.</summary>
public sealed class StaleContainerSweep
{
    private static readonly HashSet<string> StoppedStates = new(StringComparer.OrdinalIgnoreCase) { "exited", "created", "dead" };
    private readonly IContainerEngine _engine;
    private readonly IProcessTable _processes;

    public StaleContainerSweep(IContainerEngine engine, IProcessTable processes)
    {
        _engine = engine;
        _processes = processes;
    }

    /// <summary>The number of containers removed, or the error of listing them.</summary>
    public async Task<EngineResult<int>> RunAsync(CancellationToken cancellationToken)
    {
        var listed = await _engine.ListContainersAsync(ContainerOwner.RunLabel, cancellationToken).ConfigureAwait(false);
        if (!listed.IsSuccess)
        {
            return listed.Cast<int>();
        }

        var removed = 0;
        foreach (var container in listed.Value)
        {
            if (!IsStale(container))
            {
                continue;
            }

            var removal = await _engine.RemoveContainerAsync(container.Id, cancellationToken).ConfigureAwait(false);
            if (!removal.IsSuccess)
            {
                return removal.Cast<int>();
            }

            removed++;
        }

        return EngineResult<int>.Success(removed);
    }

    public bool IsStale(ContainerSummary container) =>
        StoppedStates.Contains(container.State)
        && ContainerOwner.FromLabels(container.Labels) is { } owner
        && string.Equals(owner.Host, _processes.Host, StringComparison.Ordinal)
        && !_processes.IsAlive(owner);
}
