using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>One benchmark of one cell: what two runs of the same cells are matched on.</summary>
public readonly record struct BenchmarkKey(string Cell, string Method, string Payload)
{
    public override string ToString() => $"{Cell} {Method} {Payload}";
}

/// <summary>A benchmark's median time per operation (ns), allocated bytes per operation, and its measured iterations
/// (ns per operation), the sample the statistical test compares.</summary>
public sealed record BenchmarkFigure(double MedianNs, long? AllocatedBytes, IReadOnlyList<double> Sample);
