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
    private readonly ProcessNoise _floorRatios;
    private readonly ProcessNoise _coldStartRatios;

    private PooledNoise(ProcessNoise benchmarks, ProcessNoise coldStart, ProcessNoise floorRatios, ProcessNoise coldStartRatios) =>
        (_benchmarks, _coldStart, _floorRatios, _coldStartRatios) = (benchmarks, coldStart, floorRatios, coldStartRatios);

    /// <summary>Each kind pooled apart: cold starts, process medians of time, and paired floor × ratios (which the
    /// yardstick has cleared of the host's state, so they spread less than times).</summary>
    public static PooledNoise Of(IEnumerable<KeyValuePair<BenchmarkKey, BenchmarkFigure>> figures)
    {
        var all = figures.ToList();
        return new PooledNoise(
            ProcessNoise.Pool(all.Where(f => !f.Key.IsColdStart).Select(f => f.Value.ProcessMediansNs)),
            ProcessNoise.Pool(all.Where(f => f.Key.IsColdStart).Select(f => f.Value.ProcessMediansNs)),
            ProcessNoise.Pool(all.Where(f => !f.Key.IsColdStart && f.Value.ProcessFloorRatios is not null).Select(f => f.Value.ProcessFloorRatios!)),
            ProcessNoise.Pool(all.Where(f => f.Key.IsColdStart && f.Value.ProcessFloorRatios is not null).Select(f => f.Value.ProcessFloorRatios!)));
    }

    public ProcessNoise For(BenchmarkKey key, bool floorRatios = false) =>
        floorRatios ? (key.IsColdStart ? _coldStartRatios : _floorRatios) : key.IsColdStart ? _coldStart : _benchmarks;

    /// <summary>Whether two runs' figures of a benchmark compare on floor ×: both paired it with the same yardstick.</summary>
    public static bool OnFloorRatios(BenchmarkFigure first, BenchmarkFigure second) =>
        first.ProcessFloorRatios is { Count: > 0 } && second.ProcessFloorRatios is { Count: > 0 }
        && first.YardstickGroup is not null && first.YardstickGroup == second.YardstickGroup;
}
