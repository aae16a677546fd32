namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>Which benchmarks a cell of a matrix runs.</summary>
public static class MatrixBenchmarks
{
    public static CellBenchmarks BenchmarksOf(this MatrixDefinition matrix, Cell cell) =>
        CellBenchmarks.For(matrix.Studies, matrix.Payloads, matrix.Operations, cell);
}
