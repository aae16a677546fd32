using System;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Running.Containers;

/// <summary>At the start of a run: removes the cell containers that runs which died left behind (`kill -9`, a
/// crash): those whose recorded owner no longer runs on this machine, stopped or still running (a bench whose
/// orchestrator died goes on, on the core set the new run is about to measure on, and nobody will collect it).
/// A container that belongs to a live process (another run on the same engine), that names no owner, or that
/// another host made, is never touched.</summary>
public sealed class StaleContainerSweep
{
    private readonly IContainerEngine _engine;
    private readonly IProcessTable _processes;

    public StaleContainerSweep(IContainerEngine engine, IProcessTable processes)
    {
        _engine = engine;
        _processes = processes;
    }

    /// <summary>The containers removed (how many were still running), or the error of listing or removing them.</summary>
    public async Task<EngineResult<SweepResult>> RunAsync(CancellationToken cancellationToken)
    {
        var listed = await _engine.ListContainersAsync(ContainerOwner.RunLabel, cancellationToken).ConfigureAwait(false);
        if (!listed.IsSuccess)
        {
            return listed.Cast<SweepResult>();
        }

        var removed = 0;
        var running = 0;
        foreach (var container in listed.Value)
        {
            if (!IsStale(container))
            {
                continue;
            }

            var removal = await _engine.RemoveContainerAsync(container.Id, cancellationToken).ConfigureAwait(false);
            if (!removal.IsSuccess)
            {
                return removal.Cast<SweepResult>();
            }

            removed++;
            running += string.Equals(container.State, "running", StringComparison.OrdinalIgnoreCase) ? 1 : 0;
        }

        return EngineResult<SweepResult>.Success(new SweepResult(removed, running));
    }

    public bool IsStale(ContainerSummary container) =>
        ContainerOwner.FromLabels(container.Labels) is { } owner
        && string.Equals(owner.Host, _processes.Host, StringComparison.Ordinal)
        && !_processes.IsAlive(owner);
}

/// <summary>How many containers a sweep removed, and how many of them were still running.</summary>
public readonly record struct SweepResult(int Removed, int StillRunning)
{
    public override string ToString() =>
        $"Removed {Removed} container(s) left by earlier runs that no longer run"
        + (StillRunning > 0 ? $" ({StillRunning} still running, killed)." : ".");
}
