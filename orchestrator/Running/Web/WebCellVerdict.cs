using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Execution;

namespace JsonMatrix.Orchestrator.Running.Web;

/// <summary>A web cell's status and one-line reason from how the web app ended and its web-result.json (the bench's exit
/// codes: 0 ok, 1 the gate found a mismatch, 2 bad arguments, 3 a measured window failed).</summary>
public static class WebCellVerdict
{
    public static (string Status, string? Reason) Judge(BenchExecution execution, WebCellResult? result, string? readError)
    {
        if (execution.Failure is { } failure)
        {
            return (CellStatus.Failed, failure);
        }

        if (execution.CollectFailure is { } collectFailure)
        {
            return (CellStatus.Failed, $"the web app ended but its output could not be collected: {collectFailure}");
        }

        var log = execution.LogText;
        return execution.ExitCode switch
        {
            BenchExitCodes.Success when result is null => (CellStatus.Failed, $"the web app exited 0 but {readError ?? "wrote no " + WebCellResult.FileName}; see log.txt"),
            BenchExitCodes.Success when result.Scenarios.Count == 0 => (CellStatus.Failed, "the web app exited 0 but measured no scenario; see log.txt"),
            BenchExitCodes.Success when Errors(result) is { } errors => (CellStatus.Failed, CellVerdict.Shorten("the web app exited 0 but counted " + errors)),
            BenchExitCodes.Success => (CellStatus.Ok, null),
            BenchExitCodes.ValidationMismatch when result?.Validation.Any(v => v.Status != "ok") == true =>
                (CellStatus.Failed, CellVerdict.Shorten("gate mismatch: " + Mismatches(result))),
            BenchExitCodes.ValidationMismatch => (CellStatus.Failed, CellVerdict.Shorten("the web app exited with 1 but recorded no gate mismatch (a crash?): " + CellVerdict.LastLines(log, 3))),
            BenchExitCodes.InvalidArguments => (CellStatus.Failed, CellVerdict.Shorten("the web app rejected its arguments: " + CellVerdict.LastLines(log, 3))),
            BenchExitCodes.BenchmarkFailed => (CellStatus.Failed, CellVerdict.Shorten("measurement failed: " + ((result is null ? null : Errors(result)) ?? CellVerdict.LastLines(log, 3)))),
            BenchExitCodes.Killed => (CellStatus.Failed, CellVerdict.Shorten("the web app was killed (exit 137: out of memory under the container's limit, or killed from outside): " + CellVerdict.LastLines(log, 2))),
            { } code => (CellStatus.Failed, CellVerdict.Shorten($"the web app exited with {code}: " + CellVerdict.LastLines(log, 3))),
            null => (CellStatus.Failed, "the web app did not report an exit code; see log.txt"),
        };
    }

    /// <summary>"312 socket errors in get-list-1000; 5 non-2xx responses in post-list-1000", or null when every window was clean.</summary>
    public static string? Errors(WebCellResult result)
    {
        var parts = new List<string>();
        foreach (var scenario in result.Scenarios)
        {
            var errors = scenario.Repeats.Sum(r => r.Errors);
            var non2xx = scenario.Repeats.Sum(r => r.Non2xx);
            if (errors > 0) parts.Add($"{errors} socket errors in {scenario.Id}");
            if (non2xx > 0) parts.Add($"{non2xx} non-2xx responses in {scenario.Id}");
        }

        return parts.Count == 0 ? null : string.Join("; ", parts);
    }

    private static string Mismatches(WebCellResult result) => string.Join("; ", result.Validation
        .Where(v => v.Status != "ok")
        .Select(v => $"{v.Endpoint}: {v.Reason ?? "differs from the golden JSON"}{(v.Diff is { } diff ? $" ({diff})" : string.Empty)}"));
}
