using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>How rules and filters see a cell: its value for each cell key. A further version of a serializer
/// ("newtonsoft-12.0.3") answers to its own name and to its serializer's ("newtonsoft"), so a rule or study naming the
/// serializer covers every version; `version` selects by the package version.</summary>
public static class CellRuleMatching
{
    /// <summary>The cell's value of a key, or null where the key does not apply (escaping and lifetime of a web cell):
    /// then no rule or filter naming that key matches the cell.</summary>
    public static string? ValueOf(this Cell cell, string key) => key switch
    {
        "runtime" => cell.Runtime.Id,
        "serializer" => cell.Serializer.Id,
        "version" => cell.Serializer.VersionFor(cell.Runtime.Id),
        "workload" => cell.Workload,
        "escaping" => cell.IsWeb ? null : cell.Escaping,
        "lifetime" => cell.IsWeb ? null : cell.Lifetime,
        _ => throw new KeyNotFoundException($"'{key}' is not a cell key. Use one of {string.Join(", ", KnownIds.FilterKeys)}."),
    };

    /// <summary>Every value the cell answers to for a key: its value, and for a further version its serializer's id.</summary>
    public static IEnumerable<string> ValuesOf(this Cell cell, string key) =>
        key == "serializer" && cell.Serializer.BenchId != cell.Serializer.Id
            ? [cell.Serializer.Id, cell.Serializer.BenchId]
            : cell.ValueOf(key) is { } value ? [value] : [];

    /// <summary>True when the cell has a value for the key and it is one of <paramref name="values"/>.</summary>
    public static bool Has(this Cell cell, string key, IReadOnlyList<string> values) =>
        cell.ValuesOf(key).Any(values.Contains);

    /// <summary>True when, for every key the rule names, the cell's value is one of the rule's values.</summary>
    public static bool Matches(this CellRule rule, Cell cell) =>
        rule.Match.All(pair => cell.Has(pair.Key, pair.Value));
}
