using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.Json;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>
/// What a workflow run's merged report (report.json) must hold against a one-machine run of the same cells, when its
/// jobs ran on runners that differ in speed: every ratio to the baseline serializer divides figures of one run (so one
/// machine) and carries no cross-environment mark; it and floor × agree with the one-machine run (within a tolerance,
/// or within their intervals where the figures are that uncertain);
/// every trend whose two runtimes two runs measured is marked. Shared by the container test that plays two runners and
/// the test that shows a grouping of one job per cell breaks it.
/// </summary>
public static class RunnerAgreement
{
    /// <summary>How far floor × and the ratio to the baseline serializer may lie from the one-machine run's: the two-run
    /// target of those figures (docs/performance.md). A figure whose own interval is wider is held to its interval
    /// instead. Over five plays of two-runners.matrix.yaml on a 2-vCPU host shared with other work (load average 9 to
    /// 23), floor × of the merge and of the one-machine run lay 0.3 % to 146 % apart and the ratio up to 406 %, on the
    /// unslowed runner as on the slowed one, while the figures' intervals (two processes a cell) allowed 89 % and more:
    /// a fixed 5 % would fail on the host's noise alone, and a fixed bound wide enough to hold there would hold for
    /// anything. On a quiet runner the intervals narrow and the check tightens towards 5 %.</summary>
    public const double Tolerance = 0.05;

    /// <summary>How many results may disagree by chance alone. Even at 99.9 % the intervals are estimates: a CI run of
    /// identical code once found one floor × 25 % from the one-machine run's, where its intervals allowed 21 % (one of
    /// twelve figures, every other well inside). One result's floor × and ratio move together (the ratio divides its
    /// floor ×), so the allowance counts results. A grouping that divides figures of two runs moves every ratio of the
    /// runner, and a second disagreeing result fails the check.</summary>
    public const int ChanceMisses = 1;

    /// <summary>Every way the merged report falls short (its figures' disagreements only where more than
    /// <see cref="ChanceMisses"/> results disagree); empty when it holds.</summary>
    public static IReadOnlyList<string> Failures(JsonElement merged, JsonElement oneMachine, double tolerance)
    {
        var failures = new List<string>();
        var disagreements = new List<(string Key, string Why)>();
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
                if (Disagreement(result, one, figure, tolerance) is { } why)
                    disagreements.Add((key, $"{key}: {figure} {why}"));
        }

        if (disagreements.Select(d => d.Key).Distinct().Count() > ChanceMisses) failures.AddRange(disagreements.Select(d => d.Why));

        foreach (var trend in merged.GetProperty("trends").EnumerateArray().Where(t => Text(t, "runtime") != Text(t, "relativeTo")))
        {
            var runs = CellsOf(merged, Text(trend, "serializer")!, Text(trend, "runtime")!, Text(trend, "relativeTo")!)
                .Select(cell => runOf.GetValueOrDefault(cell)).Distinct().Count();
            if (runs > 1 && Text(trend, "acrossEnvironments") is null)
                failures.Add($"trend {Text(trend, "serializer")} {Text(trend, "runtime")}/{Text(trend, "relativeTo")}: two runs measured its sides, yet it is not marked");
        }

        return failures;
    }

    /// <summary>Null when both figures are there and agree: within the tolerance, or within what their 95 % intervals
    /// leave open together (a figure whose processes disagree says so with a wide interval, and the report marks it
    /// noisy); otherwise why not.</summary>
    private static string? Disagreement(JsonElement merged, JsonElement oneMachine, string figure, double tolerance)
    {
        var (m, o) = (Number(merged, figure), Number(oneMachine, figure));
        if (m is null && o is null) return null;
        if (m is not { } two || o is not { } one) return $"is in one report only (merged {m}, one machine {o})";
        var allowed = Allowed(merged, oneMachine, figure, tolerance);
        var apart = Math.Abs(Math.Log(two / one));
        return apart <= allowed ? null
            : string.Create(CultureInfo.InvariantCulture, $"{two:0.000} against {one:0.000} on one machine: {Math.Exp(apart) - 1:P1} apart, more than the {Math.Exp(allowed) - 1:P1} its intervals and the tolerance allow");
    }

    /// <summary>The reports' 95 % intervals widened to 99.9 % (normal quantiles 3.29 over 1.96): the check compares every
    /// figure of the report at once (16 in two-runners.matrix.yaml), and at 95 % each, one in two plays of identical code
    /// would fail somewhere by chance alone.</summary>
    private const double ManyComparisons = 3.29 / 1.96;

    /// <summary>How far apart (as a log ratio) the two reports' figure may lie.</summary>
    private static double Allowed(JsonElement merged, JsonElement oneMachine, string figure, double tolerance) =>
        Math.Max(Math.Log(1 + tolerance), ManyComparisons * (Math.Log(1 + HalfWidth(merged, figure)) + Math.Log(1 + HalfWidth(oneMachine, figure))));

    /// <summary>The relative half-width of a figure's interval (figure / (1 + h) to figure × (1 + h)); 0 without one.</summary>
    private static double HalfWidth(JsonElement result, string figure) =>
        Number(result, figure + "Upper") is { } upper && Number(result, figure) is { } value && value > 0 ? Math.Max(0, upper / value - 1) : 0;

    /// <summary>How far apart each result's figures lie, and how far they may, for the test's log.</summary>
    public static IEnumerable<string> Differences(JsonElement merged, JsonElement oneMachine, double tolerance)
    {
        var reference = oneMachine.GetProperty("results").EnumerateArray().ToDictionary(Key);
        foreach (var result in merged.GetProperty("results").EnumerateArray())
        {
            if (!reference.TryGetValue(Key(result), out var one)) continue;
            yield return $"{Key(result)}: floor × {Difference(result, one, "floorRatio", tolerance)}, ratio {Difference(result, one, "ratio", tolerance)}";
        }
    }

    private static string Difference(JsonElement merged, JsonElement one, string figure, double tolerance) =>
        Number(merged, figure) is { } m && Number(one, figure) is { } o
            ? string.Create(CultureInfo.InvariantCulture, $"{m:0.000} / {o:0.000} one machine ({Math.Exp(Math.Abs(Math.Log(m / o))) - 1:0.0 %} apart, at most {Math.Exp(Allowed(merged, one, figure, tolerance)) - 1:0.0 %})")
            : "-";

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
