using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>
/// The cells of a matrix: runtime × serializer × escaping × lifetime, minus the exclude rules, plus the include
/// rules (applied after exclude, as in GitHub Actions). A serializer listing several versions gives one cell per version
/// (<see cref="SerializerSpec.On"/>). Ordered by the declaration order of each axis. The web
/// workload's cells (<see cref="WebCells"/>) follow the micro cells.
/// </summary>
public static class MatrixExpander
{
    public static IReadOnlyList<Cell> Expand(MatrixDefinition matrix) =>
        [.. matrix.Workloads.Contains("micro") ? Micro(matrix) : [], .. WebCells.Expand(matrix)];

    /// <summary>The micro cells, whatever `workloads:` says.</summary>
    public static IReadOnlyList<Cell> Micro(MatrixDefinition matrix)
    {
        var product =
            from runtime in matrix.Runtimes
            from serializer in matrix.Serializers.SelectMany(s => s.On(runtime.Id))
            from escaping in matrix.Escaping
            from lifetime in matrix.Lifetimes
            select Create(runtime, serializer, escaping, lifetime);
        var kept = product.Where(cell => !matrix.Exclude.Any(rule => rule.Matches(cell)));
        var cells = kept.Concat(matrix.Include.SelectMany(rule => Included(matrix, rule)))
            .DistinctBy(cell => cell.Id);
        return cells.OrderBy(cell => SortKey(matrix, cell))
            .Select(cell => matrix.ColdStart is { } coldStart && coldStart.AppliesTo(cell) ? cell with { ColdStart = coldStart } : cell)
            .Select(cell => matrix.Include.LastOrDefault(rule => rule.Processes is not null && rule.Matches(cell)) is { Processes: { } n }
                ? cell with { ProcessFactor = n / matrix.Processes } : cell)
            .ToList();
    }

    private static IEnumerable<Cell> Included(MatrixDefinition matrix, CellRule rule) =>
        from runtime in matrix.Runtimes.Where(r => rule.Match["runtime"].Contains(r.Id))
        from serializer in matrix.Serializers.Where(s => rule.Match["serializer"].Contains(s.Id)).SelectMany(s => s.On(runtime.Id))
        from escaping in rule.Match["escaping"]
        from lifetime in rule.Match["lifetime"]
        select Create(runtime, serializer, escaping, lifetime);

    private static Cell Create(RuntimeSpec runtime, SerializerSpec serializer, string escaping, string lifetime) =>
        new(Cell.MakeId(runtime.Id, serializer.Id, escaping, lifetime), runtime, serializer, escaping, lifetime);

    // Declared order first; values only an include rule adds (say an escaping mode) follow in canonical order.
    // A serializer's further versions follow its first, in the order listed.
    private static (int, int, int, int, int) SortKey(MatrixDefinition matrix, Cell cell) => (
        IndexOf(matrix.Runtimes.Select(r => r.Id).ToList(), [], cell.Runtime.Id),
        IndexOf(matrix.Serializers.Select(s => s.Id).ToList(), [], cell.Serializer.BenchId),
        matrix.Serializers.FirstOrDefault(s => s.Id == cell.Serializer.BenchId)?.On(cell.Runtime.Id).Select(s => s.Id).ToList().IndexOf(cell.Serializer.Id) ?? 0,
        IndexOf(matrix.Escaping, KnownIds.Escaping, cell.Escaping),
        IndexOf(matrix.Lifetimes, KnownIds.Lifetimes, cell.Lifetime));

    private static int IndexOf(IReadOnlyList<string> declared, IReadOnlyList<string> canonical, string value)
    {
        var index = declared.ToList().IndexOf(value);
        if (index >= 0) return index;
        var canonicalIndex = canonical.ToList().IndexOf(value);
        return declared.Count + (canonicalIndex >= 0 ? canonicalIndex : canonical.Count);
    }
}
