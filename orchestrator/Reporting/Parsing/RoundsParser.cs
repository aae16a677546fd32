using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Parsing;

/// <summary>
/// A lean process's rounds.json (contracts' <see cref="RoundsResultJson"/>, the one reader) checked against the
/// benchmarks BenchmarkDotNet reported for it: known payloads and operations, figures that are times, and rounds for
/// every reported benchmark. The rounds are the process's figures, so a file that fails a check fails the cell with
/// the reason, as a bad BenchmarkDotNet report does.
/// </summary>
public static class RoundsParser
{
    /// <returns>Null when the folder has no rounds.json (another job, an older bench) or it failed a check (then
    /// <paramref name="problems"/> says why).</returns>
    public static RoundsResult? Parse(CellFolderText folder, IReadOnlyList<MeasuredBenchmark> measured, List<string> problems)
    {
        if (folder.RoundsJson is not { } text) return null;
        var (result, error) = RoundsResultJson.Read(text);
        var problem = result is null ? error : Check(result, measured);
        if (problem is null) return result;
        problems.Add(OutputText.Cut($"{folder.Folder}/{CellFolder.RoundsFileName} {problem}", OutputText.ReasonLength)!);
        return null;
    }

    private static string? Check(RoundsResult result, IReadOnlyList<MeasuredBenchmark> measured)
    {
        if (result.Rounds < 1) return "has no rounds";
        for (var i = 0; i < result.Benchmarks.Count; i++)
        {
            var benchmark = result.Benchmarks[i];
            var path = $"$.benchmarks[{i}]";
            if (!KnownIds.Payloads.Contains(benchmark.Payload))
                return $"{path} names payload {OutputText.Quote(benchmark.Payload)}. Expected one of {string.Join(", ", KnownIds.Payloads)}";
            if (!KnownIds.Operations.Contains(benchmark.Operation))
                return $"{path} names operation {OutputText.Quote(benchmark.Operation)}. Expected one of {string.Join(", ", KnownIds.Operations)}";
            if ((result.Yardstick is null) != (benchmark.YardstickNs is null))
                return $"{path} {(result.Yardstick is null ? "has yardstick samples although the file names no yardstick" : "has no yardstick samples")}";
            foreach (var ns in benchmark.Ns.Concat(benchmark.YardstickNs ?? []))
            {
                if (FigureBounds.NonNegative(ns, "a sample", FigureBounds.MaxNanosecondsPerOperation) is { } implausible) return $"{path} {implausible}";
            }
        }

        var missing = measured.FirstOrDefault(m => !result.Benchmarks.Any(b => b.Payload == m.Payload && b.Operation == m.Operation));
        return missing is null ? null : $"has no samples of {missing.Payload} {missing.Operation}, which BenchmarkDotNet reported";
    }
}
