namespace JsonMatrix.Orchestrator.Running;

/// <summary>The status values of cell.json (docs/architecture.md).</summary>
public static class CellStatus
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";
}

/// <summary>How cells run: one container each, or one local process each (same app, same arguments).</summary>
public enum Isolation
{
    Container,
    Process,
}
