using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix.Filtering;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// Splits the selected cells into GitHub Actions jobs: one job per cell while that fits the 256-job limit of a
/// workflow matrix, otherwise one per runtime × serializer, otherwise one per runtime. Every cell is in exactly one
/// job, and each job's filter string selects exactly its cells out of the whole matrix when passed back to `run`.
/// </summary>
public static class GithubMatrixPlanner
{
    public const int MaxJobs = 256;

    // Web cells group apart from micro cells: a filter on escaping or lifetime, which micro groups may need, never selects them.
    private static readonly Func<Cell, string>[] Groupings =
    [
        cell => cell.Id,
        cell => $"{cell.Runtime.Id}_{cell.Serializer.Id}{WorkloadSuffix(cell)}",
        cell => cell.Runtime.Id + WorkloadSuffix(cell),
    ];

    private static string WorkloadSuffix(Cell cell) => cell.IsWeb ? "_" + WebCells.Workload : string.Empty;

    /// <param name="allCells">Every cell of the matrix: what `run` will filter.</param>
    /// <param name="selected">The cells to plan (a filtered subset of <paramref name="allCells"/>).</param>
    public static GithubMatrixPlan Plan(IReadOnlyList<Cell> allCells, IReadOnlyList<Cell> selected)
    {
        foreach (var grouping in Groupings)
        {
            var entries = selected.GroupBy(grouping).SelectMany(group => Entries(group.Key, group.ToList(), allCells)).ToList();
            if (entries.Count <= MaxJobs) return new GithubMatrixPlan(entries, null);
        }
        var runtimes = selected.Select(c => c.Runtime.Id).Distinct().Count();
        return new GithubMatrixPlan([], $"the {selected.Count} cells need more than {MaxJobs} jobs even when grouped by runtime ({runtimes} runtimes). Plan fewer cells with --filter and run the workflow once per part.");
    }

    // A group whose cells no filter can select exactly (an include rule made it irregular) is split into single cells.
    private static IEnumerable<GithubMatrixEntry> Entries(string name, IReadOnlyList<Cell> cells, IReadOnlyList<Cell> allCells)
    {
        var filter = ExactFilter(cells, allCells);
        if (filter is not null)
            return [new GithubMatrixEntry(name, RunnerOf(cells[0]), filter.ToArgumentString(), cells)];
        return cells.Select(cell => new GithubMatrixEntry(cell.Id, RunnerOf(cell), ExactFilter([cell], allCells)!.ToArgumentString(), [cell]));
    }

    /// <summary>
    /// The shortest filter that selects exactly these cells (keys dropped from the end while that stays exact; the
    /// runtime key always stays, so the filter is never empty), or null when no filter does.
    /// </summary>
    public static CellFilter? ExactFilter(IReadOnlyList<Cell> cells, IReadOnlyList<Cell> allCells)
    {
        // Keys that do not apply to the cells (escaping of web cells) are left out: no value could select them.
        var values = KnownIds.FilterKeys
            .Select(key => (Key: key, Values: (IReadOnlyList<string>)cells.Select(c => c.ValueOf(key)).OfType<string>().Distinct().ToList()))
            .Where(pair => pair.Values.Count > 0)
            .ToDictionary(pair => pair.Key, pair => pair.Values);
        var filter = new CellFilter(values);
        if (!SelectsExactly(filter, cells, allCells)) return null;
        foreach (var key in KnownIds.FilterKeys.Skip(1).Reverse().Where(filter.Values.ContainsKey))
        {
            var shorter = new CellFilter(filter.Values.Where(p => p.Key != key).ToDictionary(p => p.Key, p => p.Value));
            if (SelectsExactly(shorter, cells, allCells)) filter = shorter;
        }
        return filter;
    }

    private static bool SelectsExactly(CellFilter filter, IReadOnlyList<Cell> cells, IReadOnlyList<Cell> allCells)
    {
        var ids = cells.Select(c => c.Id).ToHashSet();
        var selected = filter.Apply(allCells);
        return selected.Count == ids.Count && selected.All(c => ids.Contains(c.Id));
    }

    // Linux and Mono cells run in containers on Linux runners; .NET Framework cells natively on Windows runners.
    private static string RunnerOf(Cell cell) => cell.Runtime.Platform == "windows" ? "windows-latest" : "ubuntu-latest";
}
