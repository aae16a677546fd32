using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>
/// One process of one cell as the estimator reads it (from its rounds.json): which cell and process, the yardstick
/// group its yardstick samples are comparable within, and each benchmark's samples in round order.
/// </summary>
/// <param name="YardstickGroup">Processes whose yardstick ran the same code in the same kind of process: one runtime,
/// escaping and System.Text.Json build (the floor runs on the one the cell loads), and one options lifetime (a cell that
/// builds its options on every call keeps the JIT busy for good: its host state is judged among its own kind).</param>
/// <param name="IsYardstick">The floor's own cell: its samples are the yardstick's (its benchmarks have no
/// <see cref="BenchmarkRounds.YardstickNs"/>), and its floor × is 1 by definition.</param>
public sealed record ProcessRounds(string Cell, int Process, string YardstickGroup, bool IsYardstick, IReadOnlyList<BenchmarkRounds> Benchmarks);

/// <summary>One benchmark's samples in one process (ns per operation, one per round) and the yardstick's beside them in
/// the same rounds; null yardstick samples in the floor's own cell.</summary>
public sealed record BenchmarkRounds(string Benchmark, IReadOnlyList<double> Ns, IReadOnlyList<double>? YardstickNs)
{
    /// <summary>The yardstick's samples: its own in the floor's cell.</summary>
    public IReadOnlyList<double> Yardstick => YardstickNs ?? Ns;
}
