using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>The benchmarks (payload × operation pairs) one cell runs, in catalog order.</summary>
/// <param name="Payloads">Every payload of the pairs.</param>
/// <param name="Operations">Every operation of the pairs.</param>
/// <param name="Pairs">"payload:operation" ids; fewer than Payloads × Operations when studies ask for different
/// operations on different payloads.</param>
public sealed record CellBenchmarks(IReadOnlyList<string> Payloads, IReadOnlyList<string> Operations, IReadOnlyList<string> Pairs)
{
    public int Count => Pairs.Count;

    /// <summary>True when the pairs are every payload × every operation (the bench then needs no pair list).</summary>
    public bool IsProduct => Pairs.Count == Payloads.Count * Operations.Count;

    /// <summary>A web cell runs no micro benchmark (its scenarios come from the web app).</summary>
    public static readonly CellBenchmarks None = new([], [], []);

    public static string PairId(string payload, string operation) => $"{payload}:{operation}";

    public static CellBenchmarks Product(IReadOnlyList<string> payloads, IReadOnlyList<string> operations) =>
        FromPairs(from payload in payloads from operation in operations select (payload, operation));

    /// <summary>A matrix without studies gives every cell its top-level payloads × operations; with studies, a cell gets
    /// the union of the studies that match it (empty when none does, which the parser reports as an error).</summary>
    public static CellBenchmarks For(IReadOnlyList<Study> studies, IReadOnlyList<string> payloads, IReadOnlyList<string> operations, Cell cell)
    {
        if (cell.IsWeb)
        {
            return None;
        }

        if (studies.Count == 0)
        {
            return Product(payloads, operations);
        }

        return FromPairs(
            from study in studies
            where study.Cells.Matches(cell)
            from payload in study.Payloads
            from operation in study.Operations
            select (payload, operation));
    }

    private static CellBenchmarks FromPairs(IEnumerable<(string Payload, string Operation)> pairs)
    {
        var ordered = pairs.Distinct()
            .OrderBy(p => IndexOf(KnownIds.Payloads, p.Payload)).ThenBy(p => IndexOf(KnownIds.Operations, p.Operation))
            .ToList();
        return new CellBenchmarks(
            ordered.Select(p => p.Payload).Distinct().ToList(),
            ordered.Select(p => p.Operation).Distinct().OrderBy(o => IndexOf(KnownIds.Operations, o)).ToList(),
            ordered.Select(p => PairId(p.Payload, p.Operation)).ToList());
    }

    private static int IndexOf(IReadOnlyList<string> canonical, string id)
    {
        var index = canonical.ToList().IndexOf(id);
        return index < 0 ? canonical.Count : index;
    }
}
