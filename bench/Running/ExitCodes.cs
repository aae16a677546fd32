namespace JsonMatrix.Bench.Running;

/// <summary>The bench's exit codes (docs/architecture.md).</summary>
public static class ExitCodes
{
    public const int Success = 0;
    public const int ValidationMismatch = 1;
    public const int InvalidArguments = 2;
    public const int BenchmarkFailed = 3;
}
