using System;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>Turns how the bench ended and what it wrote into the cell's status and one-line reason
/// (the bench's exit codes: contracts/Cells/BenchExitCodes).</summary>
public static class CellVerdict
{
    private const int MaxReasonLength = 600;

    public static (string Status, string? Reason) Judge(BenchExecution execution, BenchMetadata? metadata, bool hasResults)
    {
        if (execution.Failure is { } failure)
        {
            return (CellStatus.Failed, failure);
        }

        if (execution.CollectFailure is { } collectFailure)
        {
            return (CellStatus.Failed, $"the bench ended but its output could not be collected: {collectFailure}");
        }

        return execution.ExitCode switch
        {
            BenchExitCodes.Success when metadata is null => (CellStatus.Failed, "the bench exited 0 but wrote no metadata.json; see log.txt"),
            BenchExitCodes.Success when hasResults => (CellStatus.Ok, null),
            BenchExitCodes.Success when metadata!.Unsupported.Count > 0 || metadata.Validation.Any(entry => entry.Status == "unsupported") =>
                (CellStatus.Unsupported, Shorten(string.Join("; ", metadata.Unsupported.Select(u => $"{u.Payload}/{u.Operation}: {u.Reason}").Concat(
                    metadata.Validation.Where(entry => entry.Status == "unsupported").Select(entry => $"{entry.Payload}: {entry.Reason}")).Distinct()))),
            BenchExitCodes.Success => (CellStatus.Failed, $"the bench exited 0 but wrote no BenchmarkDotNet results ({CellFolder.BenchmarkReports}); see log.txt"),
            BenchExitCodes.ValidationMismatch when metadata?.Validation.Any(entry => entry.Status == "mismatch") == true =>
                (CellStatus.Failed, Shorten("validation mismatch: " + Mismatches(metadata))),
            BenchExitCodes.ValidationMismatch => (CellStatus.Failed, Shorten("the bench exited with 1 but recorded no validation mismatch (a crash?): " + LastLines(execution.LogText, 3))),
            BenchExitCodes.InvalidArguments => (CellStatus.Failed, Shorten("the bench rejected its arguments: " + LastLines(execution.LogText, 3))),
            BenchExitCodes.BenchmarkFailed => (CellStatus.Failed, Shorten("BenchmarkDotNet reported a failed benchmark: " + LastLines(execution.LogText, 3))),
            BenchExitCodes.Killed => (CellStatus.Failed, Shorten("the bench was killed (exit 137: out of memory under the container's limit, or killed from outside): " + LastLines(execution.LogText, 2))),
            { } code => (CellStatus.Failed, Shorten($"the bench exited with {code}: " + LastLines(execution.LogText, 3))),
            null => (CellStatus.Failed, "the bench did not report an exit code; see log.txt"),
        };
    }

    private static string Mismatches(BenchMetadata metadata) => string.Join("; ", metadata.Validation
        .Where(entry => entry.Status == "mismatch")
        .Select(entry => $"{entry.Payload}: {entry.Reason ?? "differs from the golden JSON"}{(entry.Diff is { } diff ? $" ({diff})" : string.Empty)}"));

    public static string LastLines(string text, int count)
    {
        var lines = text.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        return lines.Length == 0 ? "(no output)" : string.Join(" | ", lines.TakeLast(count));
    }

    public static string Shorten(string text)
    {
        var oneLine = text.Replace("\r", string.Empty, StringComparison.Ordinal).Replace('\n', ' ');
        return oneLine.Length <= MaxReasonLength ? oneLine : oneLine[..(MaxReasonLength - 1)] + "…";
    }
}
