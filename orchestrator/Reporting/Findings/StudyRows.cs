using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Findings;

/// <summary>What of the report belongs to a study: the results and cells its rule matches, and the benchmarks it asks.</summary>
internal static class StudyRows
{
    public static IReadOnlyList<ResultRow> Results(MergedReport report, Study study) =>
        [.. report.Results.Where(r => study.Payloads.Contains(r.Payload) && study.Operations.Contains(r.Operation)
            && Matches(study.Cells, r.Runtime, r.Serializer, r.Escaping, r.Lifetime))];

    public static IReadOnlyList<CellSummary> Cells(MergedReport report, Study study) =>
        [.. report.Cells.Where(c => !c.IsWeb && Matches(study.Cells, c.Runtime, c.Serializer, c.Escaping, c.Lifetime))];

    /// <summary>Each runtime's label as its cells report it (".NET 8"), by runtime id.</summary>
    public static IReadOnlyDictionary<string, string> RuntimeLabels(MergedReport report) =>
        report.Cells.GroupBy(c => c.Runtime).ToDictionary(g => g.Key, g => g.First().RuntimeLabel);

    /// <summary>The value of a cell key for a result; a further version of a serializer answers to its serializer's id.</summary>
    public static string ValueOf(ResultRow row, string key) => key switch
    {
        "serializer" => row.Serializer,
        "escaping" => row.Escaping,
        "lifetime" => row.Lifetime,
        _ => throw new ArgumentOutOfRangeException(nameof(key), key, "not a dimension a study compares"),
    };

    public static bool Is(string value, string wanted) => value == wanted
        || (value.StartsWith(wanted + "-", StringComparison.Ordinal) && value.Length > wanted.Length + 1
            && (char.IsDigit(value[wanted.Length + 1]) || value[(wanted.Length + 1)..] == KnownIds.InboxVersion));

    private static bool Matches(CellRule rule, string runtime, string serializer, string escaping, string lifetime) =>
        rule.Match.All(pair => pair.Key switch
        {
            "runtime" => pair.Value.Contains(runtime),
            "serializer" => pair.Value.Any(wanted => Is(serializer, wanted)),
            "escaping" => pair.Value.Contains(escaping),
            "lifetime" => pair.Value.Contains(lifetime),
            _ => true, // "version" and "workload" pick cells to run; a finding reads whatever of them ran
        });
}
