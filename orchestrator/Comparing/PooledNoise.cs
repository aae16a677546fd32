using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>
/// The spread <see cref="ChangeTest"/> shrinks each figure's own toward, pooled apart for each kind of figure: a fresh
/// process's time to its first result (cold start; disk, page cache and runtime start-up, tens of milliseconds) moves
/// by other amounts than a steady-state benchmark's process median, and pooled together either would make the other
/// look noisier or steadier than it is.
/// </summary>
public sealed class PooledNoise
{
    private readonly ProcessNoise _benchmarks;
    private readonly ProcessNoise _coldStart;

    private PooledNoise(ProcessNoise benchmarks, ProcessNoise coldStart) => (_benchmarks, _coldStart) = (benchmarks, coldStart);

    public static PooledNoise Of(IEnumerable<KeyValuePair<BenchmarkKey, BenchmarkFigure>> figures)
    {
        var all = figures.ToList();
        return new PooledNoise(
            ProcessNoise.Pool(all.Where(f => !f.Key.IsColdStart).Select(f => f.Value.ProcessMediansNs)),
            ProcessNoise.Pool(all.Where(f => f.Key.IsColdStart).Select(f => f.Value.ProcessMediansNs)));
    }

    public ProcessNoise For(BenchmarkKey key) => key.IsColdStart ? _coldStart : _benchmarks;
}
