namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>How cells run: one container each, or one local process each (same app, same arguments).</summary>
public enum Isolation
{
    Container,
    Process,
}
