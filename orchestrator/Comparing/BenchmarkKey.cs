using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>One benchmark of one cell: what two runs of the same cells are matched on (the operation's id, as in the
/// report).</summary>
public readonly record struct BenchmarkKey(string Cell, string Method, string Payload)
{
    public override string ToString() => $"{Cell} {Method} {Payload}";
}

/// <summary>A benchmark in one run: the median time per operation (ns) of each process that measured it, their median,
/// the allocated bytes per operation (measured in the cell's first process), and the squared relative standard error of
/// a process median as its own iterations give it (what one process alone cannot tell apart).</summary>
public sealed record BenchmarkFigure(double MedianNs, long? AllocatedBytes, IReadOnlyList<double> ProcessMediansNs, double WithinVariance = 0);

/// <summary>A cell whose benchmarks a run has no figure for, and why (the same verdict merge gives it).</summary>
public sealed record FailedCell(string Cell, string Reason);

/// <summary>A benchmark of a cell that ran whose figure is not one (an impossible time, or no measurement at all), and
/// why: the run has no figure for it, and compare and history say so instead of calling it missing.</summary>
public sealed record FailedBenchmarkFigure(BenchmarkKey Key, string Reason);
