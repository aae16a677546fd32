using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix.Parsing;

namespace JsonMatrix.Orchestrator.Matrix.Filtering;

/// <summary>Parses `--filter KEY=VALUE` options against the matrix's cells and selects the matching ones.</summary>
public static class CellFilterParser
{
    /// <summary>
    /// Checks every option (all errors at once: unknown key, unknown value, missing '='), then selects. Values are
    /// checked against the values the matrix's cells really have, so a typo is an error, not an empty run.
    /// </summary>
    public static CellSelection Select(IReadOnlyList<string> filters, IReadOnlyList<Cell> cells)
    {
        var errors = new List<string>();
        var values = new Dictionary<string, List<string>>();
        foreach (var filter in filters)
        {
            var parsed = ParseOne(filter, cells, errors);
            if (parsed is not { } pair) continue;
            if (!values.TryGetValue(pair.Key, out var list)) values[pair.Key] = list = [];
            if (!list.Contains(pair.Value)) list.Add(pair.Value);
        }
        if (errors.Count > 0) return CellSelection.Invalid(errors);

        var cellFilter = new CellFilter(values.ToDictionary(p => p.Key, p => (IReadOnlyList<string>)p.Value));
        var selected = cellFilter.Apply(cells);
        if (selected.Count == 0)
            return CellSelection.Invalid([$"the filters '{string.Join(" ", filters)}' select no cell of the matrix (different keys must all match). Remove a filter or run 'plan' to see the cells."]);
        return CellSelection.Selected(cellFilter, selected);
    }

    /// <summary>Splits a space-separated filter string (the form `plan --format github` writes) into options.</summary>
    public static IReadOnlyList<string> Split(string filterString) =>
        filterString.Split((char[])[' ', '\t', '\n', '\r'], StringSplitOptions.RemoveEmptyEntries);

    private static KeyValuePair<string, string>? ParseOne(string filter, IReadOnlyList<Cell> cells, List<string> errors)
    {
        var equals = filter.IndexOf('=');
        if (equals <= 0 || equals == filter.Length - 1)
        {
            errors.Add($"filter '{filter}' is not KEY=VALUE. Write it like runtime=net8.0; keys: {string.Join(", ", KnownIds.FilterKeys)}.");
            return null;
        }
        var key = filter[..equals].Trim();
        var value = filter[(equals + 1)..].Trim();
        if (!KnownIds.FilterKeys.Contains(key))
        {
            errors.Add($"unknown filter key '{key}' in '{filter}'. {ErrorList.Allowed(KnownIds.FilterKeys)}");
            return null;
        }
        var allowed = cells.SelectMany(cell => cell.ValuesOf(key)).Distinct().ToList();
        if (!allowed.Contains(value))
        {
            errors.Add($"unknown {key} '{value}' in filter '{filter}' (no cell of the matrix has it). {ErrorList.Allowed(allowed)}");
            return null;
        }
        return new KeyValuePair<string, string>(key, value);
    }
}
