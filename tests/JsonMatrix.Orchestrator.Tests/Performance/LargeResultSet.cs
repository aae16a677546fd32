using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Tests.Support;

namespace JsonMatrix.Orchestrator.Tests.Performance;

/// <summary>
/// A synthetic result set the size of a large matrix: cells over every runtime × serializer × escaping × lifetime,
/// each with every payload × operation (56 benchmarks) and deterministic medians, so 200 cells give 11,200 results.
/// </summary>
public static class LargeResultSet
{
    public static IReadOnlyList<SyntheticCell> Cells(int count)
    {
        var combinations =
            from escaping in KnownIds.Escaping
            from lifetime in KnownIds.Lifetimes
            from runtime in KnownIds.Runtimes
            from serializer in KnownIds.Serializers
            select (runtime, serializer, escaping, lifetime);
        return combinations.Take(count).Select(c => new SyntheticCell(c.runtime, c.serializer, c.escaping, c.lifetime, Benchmarks(c.runtime, c.serializer))).ToList();
    }

    private static IReadOnlyList<SyntheticBenchmark> Benchmarks(string runtime, string serializer) =>
        (from payload in KnownIds.Payloads
         from operation in KnownIds.Operations
         select new SyntheticBenchmark(payload, operation,
             MedianNs: 100.0 * (1 + IdOrder(KnownIds.Payloads, payload) * 7) * (1 + IdOrder(KnownIds.Operations, operation) * 0.3)
                 * (1 + IdOrder(KnownIds.Serializers, serializer) * 0.5) / (1 + IdOrder(KnownIds.Runtimes, runtime) * 0.1),
             AllocatedBytes: 64L * (1 + IdOrder(KnownIds.Payloads, payload) * 40))).ToList();

    private static int IdOrder(IReadOnlyList<string> ids, string id) => ids.ToList().IndexOf(id);
}
