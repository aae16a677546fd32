using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.Json;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>
/// What a workflow run's merged report (report.json) must hold against a one-machine run of the same cells, when its
/// jobs ran on runners that differ in speed: every ratio to the baseline serializer divides figures of one run (so one
/// machine) and carries no cross-environment mark; it and floor × agree with the one-machine run within a tolerance;
/// every trend whose two runtimes two runs measured is marked. Shared by the container test that plays two runners and
/// the test that shows a grouping of one job per cell breaks it.
/// </summary>
public static class RunnerAgreement
{
    /// <summary>How far floor × and the ratio to the baseline serializer may lie from the one-machine run's.</summary>
    public const double Tolerance = 0.05;

    /// <summary>Every way the merged report falls short; empty when it holds.</summary>
    public static IReadOnlyList<string> Failures(JsonElement merged, JsonElement oneMachine, double tolerance)
    {
        var failures = new List<string>();
        var runOf = RunOfCell(merged);
        var reference = oneMachine.GetProperty("results").EnumerateArray().ToDictionary(Key);
        var baseline = merged.GetProperty("baseline").GetProperty("serializer").GetString();
        var results = merged.GetProperty("results").EnumerateArray().ToList();
        if (results.Count != reference.Count) failures.Add($"the merged report has {results.Count} results, the one-machine run {reference.Count}");

        foreach (var result in results)
        {
            var key = Key(result);
            var baselineCell = results.Where(r => Text(r, "serializer") == baseline && Scenario(r) == Scenario(result)).Select(r => Text(r, "cell")).FirstOrDefault();
            if (baselineCell is not null && runOf.GetValueOrDefault(Text(result, "cell")!) != runOf.GetValueOrDefault(baselineCell))
                failures.Add($"{key}: its ratio to {baseline} divides figures of two runs ({Text(result, "cell")} and {baselineCell})");
            if (Text(result, "ratioAcrossEnvironments") is { } across)
                failures.Add($"{key}: its ratio to {baseline} is marked across environments ({across})");
            if (!reference.TryGetValue(key, out var one))
            {
                failures.Add($"{key}: not in the one-machine run");
                continue;
            }

            foreach (var figure in new[] { "floorRatio", "ratio" })
                if (Disagreement(Number(result, figure), Number(one, figure), tolerance) is { } why)
                    failures.Add($"{key}: {figure} {why}");
        }

        foreach (var trend in merged.GetProperty("trends").EnumerateArray().Where(t => Text(t, "runtime") != Text(t, "relativeTo")))
        {
            var runs = CellsOf(merged, Text(trend, "serializer")!, Text(trend, "runtime")!, Text(trend, "relativeTo")!)
                .Select(cell => runOf.GetValueOrDefault(cell)).Distinct().Count();
            if (runs > 1 && Text(trend, "acrossEnvironments") is null)
                failures.Add($"trend {Text(trend, "serializer")} {Text(trend, "runtime")}/{Text(trend, "relativeTo")}: two runs measured its sides, yet it is not marked");
        }

        return failures;
    }

    /// <summary>Null when both figures are there and lie within the tolerance of each other; otherwise why not.</summary>
    private static string? Disagreement(double? merged, double? oneMachine, double tolerance)
    {
        if (merged is null && oneMachine is null) return null;
        if (merged is not { } m || oneMachine is not { } o) return $"is in one report only (merged {merged}, one machine {oneMachine})";
        var difference = Math.Abs(m / o - 1);
        return difference <= tolerance ? null
            : string.Create(CultureInfo.InvariantCulture, $"{m:0.000} against {o:0.000} on one machine: {difference:P1} apart, more than {tolerance:P0}");
    }

    /// <summary>How far apart the two reports' figure lies, per result (for the test's log).</summary>
    public static IEnumerable<string> Differences(JsonElement merged, JsonElement oneMachine)
    {
        var reference = oneMachine.GetProperty("results").EnumerateArray().ToDictionary(Key);
        foreach (var result in merged.GetProperty("results").EnumerateArray())
        {
            if (!reference.TryGetValue(Key(result), out var one)) continue;
            yield return string.Create(CultureInfo.InvariantCulture,
                $"{Key(result)}: floor × {Number(result, "floorRatio"):0.000} / {Number(one, "floorRatio"):0.000} ({Change(result, one, "floorRatio")}), ratio {Number(result, "ratio"):0.000} / {Number(one, "ratio"):0.000} ({Change(result, one, "ratio")})");
        }
    }

    private static string Change(JsonElement merged, JsonElement one, string figure) =>
        Number(merged, figure) is { } m && Number(one, figure) is { } o ? (m / o - 1).ToString("+0.0 %;-0.0 %", CultureInfo.InvariantCulture) : "-";

    /// <summary>Each cell's run id, from the environments section (an environment lists its cells and its run).</summary>
    private static Dictionary<string, string?> RunOfCell(JsonElement report) =>
        report.GetProperty("environment").EnumerateArray()
            .SelectMany(e => e.GetProperty("cells").EnumerateArray().Select(cell => (Cell: cell.GetString()!, Run: Text(e, "runId"))))
            .ToDictionary(pair => pair.Cell, pair => pair.Run);

    private static IEnumerable<string> CellsOf(JsonElement report, string serializer, params string[] runtimes) =>
        report.GetProperty("results").EnumerateArray()
            .Where(r => Text(r, "serializer") == serializer && runtimes.Contains(Text(r, "runtime")))
            .Select(r => Text(r, "cell")!).Distinct();

    /// <summary>What a ratio to the baseline serializer keeps the same on both sides.</summary>
    private static string Scenario(JsonElement result) =>
        string.Join(" ", new[] { "runtime", "escaping", "lifetime", "payload", "operation" }.Select(name => Text(result, name)));

    private static string Key(JsonElement result) => $"{Text(result, "cell")} {Text(result, "payload")} {Text(result, "operation")}";

    private static string? Text(JsonElement element, string name) =>
        element.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.String ? value.GetString() : null;

    private static double? Number(JsonElement element, string name) =>
        element.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.Number ? value.GetDouble() : null;
}
