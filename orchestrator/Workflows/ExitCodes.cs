namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>What the orchestrator's exit code means (docs/running.md).</summary>
public static class ExitCodes
{
    /// <summary>The command did its work. For `run`: every cell ran and its folder is written, whatever its status;
    /// failed cells are results (the report shows them), not a failed run.</summary>
    public const int Success = 0;

    /// <summary>The command could not do its work: no engine for --isolation container, the report could not be
    /// written, doctor found something it could not fix.</summary>
    public const int Failed = 1;

    /// <summary>Bad options or matrix: nothing was started.</summary>
    public const int InvalidOptions = 2;

    /// <summary>Interrupted (Ctrl+C); finished cells are kept and merged.</summary>
    public const int Cancelled = 130;
}
