using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// Whose figures a cell's cold-start.json files hold. A host cell samples every cold-start serializer of its build
/// (Running/Publishing/ColdStartHosts), its rounds spread over its processes (each writes its share): their files join
/// into one, in process order. Each serializer's part, with the start-up samples they share, belongs to that
/// serializer's cell on the host's runtime, escaping and lifetime, so the report shows the same cold-start rows as when each
/// cell sampled itself. A schema 1 file, or a host of its build alone, holds its own cell's part only.
/// </summary>
public static class ColdStartAttribution
{
    /// <param name="repeats">One cell's processes, first repeat first.</param>
    /// <returns>Each part under its cell. The host's own part comes from the processes that succeeded, as its other figures
    /// do; the other serializers' parts do not depend on the host's benchmarks, so a failed process keeps them.</returns>
    public static IReadOnlyList<(CellKey Cell, ColdStartResult Result)> Parts(IReadOnlyList<CellData> repeats)
    {
        var sampled = repeats.Where(c => c.ColdStart is not null).OrderBy(c => c.Outcome.Repeat).ToList();
        if (sampled.Count == 0) return [];
        var host = sampled[0].Outcome;
        var all = Join([.. sampled.Select(c => c.ColdStart!)]);
        var ok = sampled.Where(c => c.Outcome.Status == CellStatus.Ok).Select(c => c.ColdStart!).ToList();
        var parts = new List<(CellKey, ColdStartResult)>();
        foreach (var serializer in all.SampledSerializers)
        {
            if (serializer != all.Serializer) parts.Add((new CellKey(host.Runtime, serializer, host.Escaping, host.Lifetime), all.For(serializer)));
            else if (ok.Count > 0) parts.Add((new CellKey(host.Runtime, host.Serializer, host.Escaping, host.Lifetime), Join(ok).For(serializer)));
        }

        return parts;
    }

    /// <summary>The processes' files as one: their rounds one after another (a sample's order counts on from the file
    /// before, so that the k-th start-up still shares its round with the k-th first call), their processes added.</summary>
    private static ColdStartResult Join(IReadOnlyList<ColdStartResult> files)
    {
        var samples = new List<ColdStartSample>();
        foreach (var file in files)
        {
            var offset = samples.Count == 0 ? 0 : samples.Max(s => s.Order) + 1;
            samples.AddRange(file.Samples.Select(s => s with { Order = s.Order + offset }));
        }

        return files[0] with
        {
            ProcessesPerFigure = files.Sum(f => f.ProcessesPerFigure),
            Samples = samples,
            Unsupported = [.. files.SelectMany(f => f.Unsupported).DistinctBy(u => (u.Serializer, u.Payload, u.Operation))],
            MeasurementMs = files.Sum(f => f.MeasurementMs),
        };
    }
}
