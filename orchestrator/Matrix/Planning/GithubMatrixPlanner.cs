using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix.Filtering;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// Splits the selected cells into GitHub Actions jobs by what the report compares: one job per runtime (its micro cells,
/// and apart from them its web cells), so that every ratio to System.Text.Json, every floor × and its yardstick, and
/// every serializer of a ranking come from one runner; GitHub gives each job whichever runner is free, and runners
/// differ in CPU model and load. A runtime is split by serializer only where its job would pass
/// <see cref="JobBudget"/> (GitHub stops a job at 6 hours), and the entry says so; floor × is an in-process ratio, so
/// a split keeps it. Every cell is in exactly one job, and each job's filter selects exactly its cells out of the whole
/// matrix when passed back to `run`.
/// </summary>
public static class GithubMatrixPlanner
{
    public const int MaxJobs = 256;

    /// <summary>What a job may take by the estimate: GitHub's 6-hour limit with a margin for a slower runner.</summary>
    public static readonly TimeSpan JobBudget = TimeSpan.FromHours(4);

    private static string WorkloadSuffix(Cell cell) => cell.IsWeb ? "_" + WebCells.Workload : string.Empty;

    /// <param name="allCells">Every cell of the matrix: what `run` will filter.</param>
    /// <param name="selected">The cells to plan (a filtered subset of <paramref name="allCells"/>).</param>
    /// <param name="estimate">How long a job of these cells takes (its publishes included); null: not estimated.</param>
    public static GithubMatrixPlan Plan(IReadOnlyList<Cell> allCells, IReadOnlyList<Cell> selected, Func<IReadOnlyList<Cell>, TimeSpan>? estimate = null)
    {
        estimate ??= _ => TimeSpan.Zero;
        var entries = new List<GithubMatrixEntry>();
        foreach (var runtime in selected.GroupBy(cell => cell.Runtime.Id + WorkloadSuffix(cell)))
        {
            var cells = runtime.ToList();
            var time = estimate(cells);
            if (time <= JobBudget)
            {
                entries.AddRange(Entries(runtime.Key, cells, allCells, estimate, split: null));
                continue;
            }
            var why = $"{runtime.Key} is split by serializer: one job would take {DurationEstimate.Format(time)}, over the {DurationEstimate.Format(JobBudget)} a job may take; "
                + "its ratios to System.Text.Json then divide floor × measured on two runners";
            foreach (var serializer in cells.GroupBy(cell => cell.Serializer.Id))
                entries.AddRange(Entries($"{runtime.Key}_{serializer.Key}", [.. serializer], allCells, estimate, why));
        }
        if (entries.Count <= MaxJobs) return new GithubMatrixPlan(entries, null);
        return new GithubMatrixPlan([], $"the {selected.Count} cells need {entries.Count} jobs, more than GitHub's {MaxJobs}, even with one job per runtime. Plan fewer cells with --filter and run the workflow once per part.");
    }

    // A group whose cells no filter can select exactly (an include rule made it irregular) is split into single cells.
    private static IEnumerable<GithubMatrixEntry> Entries(string name, IReadOnlyList<Cell> cells, IReadOnlyList<Cell> allCells, Func<IReadOnlyList<Cell>, TimeSpan> estimate, string? split)
    {
        var filter = ExactFilter(cells, allCells);
        if (filter is not null)
            return [new GithubMatrixEntry(name, RunnerOf(cells[0]), filter.ToArgumentString(), cells) { Estimate = estimate(cells), Split = split }];
        var why = split ?? $"{name} is split into single cells: no filter selects exactly its cells";
        return cells.Select(cell => new GithubMatrixEntry(cell.Id, RunnerOf(cell), ExactFilter([cell], allCells)!.ToArgumentString(), [cell]) { Estimate = estimate([cell]), Split = why });
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
