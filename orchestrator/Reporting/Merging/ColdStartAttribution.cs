using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Whose figures a cell's cold-start.json holds. A host cell samples every cold-start serializer of its build
/// (Running/Publishing/ColdStartHosts): each serializer's part, with the start-up samples they share, belongs to that
/// serializer's cell on the host's runtime, escaping and lifetime, so the report shows the same cold-start rows as when each
/// cell sampled itself. A schema 1 file, or a host of its build alone, holds its own cell's part only.
/// </summary>
public static class ColdStartAttribution
{
    /// <param name="repeats">One cell's processes, first repeat first (the first process samples cold start).</param>
    /// <returns>Each part under its cell. The host's own part needs the host to have succeeded, as its other figures do;
    /// the other serializers' parts do not depend on the host's benchmarks, so a failed host keeps them.</returns>
    public static IReadOnlyList<(CellKey Cell, ColdStartResult Result)> Parts(IReadOnlyList<CellData> repeats)
    {
        if (repeats.FirstOrDefault(c => c.ColdStart is not null) is not { ColdStart: { } result } sampled) return [];
        var host = sampled.Outcome;
        var hostOk = host.Status == CellStatus.Ok;
        return [.. result.SampledSerializers
            .Select(serializer => (Cell: serializer == result.Serializer
                ? new CellKey(host.Runtime, host.Serializer, host.Escaping, host.Lifetime)
                : new CellKey(host.Runtime, serializer, host.Escaping, host.Lifetime), Result: result.For(serializer)))
            .Where(part => hostOk || part.Cell.Id != host.Id)];
    }
}
