namespace JsonMatrix.Contracts.Cells;

/// <summary>How the bench (and the web app) end, as the orchestrator judges a cell by it (docs/architecture.md).</summary>
public static class BenchExitCodes
{
    public const int Success = 0;

    /// <summary>The correctness gate found output that differs from the golden JSON: nothing was timed.</summary>
    public const int ValidationMismatch = 1;

    public const int InvalidArguments = 2;

    /// <summary>A benchmark (or, in a web cell, a measured window) failed.</summary>
    public const int BenchmarkFailed = 3;

    /// <summary>Not the bench's own: the kernel killed it (SIGKILL, 128 + 9), usually the container's memory limit.</summary>
    public const int Killed = 137;
}
