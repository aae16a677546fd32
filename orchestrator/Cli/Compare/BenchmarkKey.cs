namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>One benchmark of one cell: what two runs of the same cells are matched on.</summary>
public readonly record struct BenchmarkKey(string Cell, string Method, string Payload)
{
    public override string ToString() => $"{Cell} {Method} {Payload}";
}

/// <summary>A benchmark's median time per operation (ns) and allocated bytes per operation.</summary>
public readonly record struct BenchmarkFigure(double MedianNs, long? AllocatedBytes);
