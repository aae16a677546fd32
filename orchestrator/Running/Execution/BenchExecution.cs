






using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>How the bench process (in a container or not) ended, before its outputs are judged.</summary>
/// <param name="ExitCode">Null when it never ran to an exit (timeout, engine error).</param>
/// <param name="Failure">Why it could not run or finish (image missing, engine gone, timeout); null when it exited.</param>
/// <param name="LogText">stdout and stderr, as written to log.txt.</param>
/// <param name="Limits">The CPU set and memory limit the bench really ran under.</param>
public sealed record BenchExecution(int? ExitCode, string? Failure, string LogText, long RunMs, long CollectMs, string? CollectFailure, CellLimits Limits);
