


using JsonMatrix.Orchestrator.Running.Containers;

namespace JsonMatrix.Orchestrator.Running.Processes;

/// <summary>Whether a container's owner still runs on this machine (a fake in tests).</summary>
public interface IProcessTable
{
    /// <summary>This machine's name, as containers' owner labels record it.</summary>
    string Host { get; }

    /// <summary>True when <paramref name="owner"/> runs here: its pid exists and started at the recorded time.</summary>
    bool IsAlive(ContainerOwner owner);
}

/// <summary>The process table of this Linux machine, read from /proc.</summary>
public sealed class ProcProcessTable : IProcessTable
{
    public string Host => System.Environment.MachineName;

    public bool IsAlive(ContainerOwner owner) => ContainerOwner.StartTicksOf(owner.Pid) == owner.StartTicks;
}
