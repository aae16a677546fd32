using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix.Filtering;

/// <summary>
/// `--filter KEY=VALUE` options after parsing: values of one key are alternatives (OR), different keys must all
/// match (AND). A filter with no keys selects every cell.
/// </summary>
public sealed record CellFilter(IReadOnlyDictionary<string, IReadOnlyList<string>> Values)
{
    public static readonly CellFilter All = new(new Dictionary<string, IReadOnlyList<string>>());

    public bool Matches(Cell cell) => Values.All(pair => cell.Has(pair.Key, pair.Value));

    public IReadOnlyList<Cell> Apply(IEnumerable<Cell> cells) => cells.Where(Matches).ToList();

    /// <summary>The filter as KEY=VALUE items, keys in canonical order; passed back one per --filter option.</summary>
    public IReadOnlyList<string> ToArguments() =>
        KnownIds.FilterKeys.Where(Values.ContainsKey).SelectMany(key => Values[key].Select(value => $"{key}={value}")).ToList();

    /// <summary>The items separated by spaces (ids never contain spaces), as a workflow passes them through one variable.</summary>
    public string ToArgumentString() => string.Join(" ", ToArguments());
}
