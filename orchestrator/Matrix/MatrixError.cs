namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>One problem in matrix.yaml, at a 1-based line and column.</summary>
public sealed record MatrixError(string File, int Line, int Column, string Message)
{
    public override string ToString() => $"{File}:{Line}:{Column}: {Message}";
}
