using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>How rules and filters see a cell: its value for each cell key.</summary>
public static class CellRuleMatching
{
    public static string ValueOf(this Cell cell, string key) => key switch
    {
        "runtime" => cell.Runtime.Id,
        "serializer" => cell.Serializer.Id,
        "escaping" => cell.Escaping,
        "lifetime" => cell.Lifetime,
        _ => throw new KeyNotFoundException($"'{key}' is not a cell key. Use one of {string.Join(", ", KnownIds.CellKeys)}."),
    };

    /// <summary>True when, for every key the rule names, the cell's value is one of the rule's values.</summary>
    public static bool Matches(this CellRule rule, Cell cell) =>
        rule.Match.All(pair => pair.Value.Contains(cell.ValueOf(pair.Key)));
}
