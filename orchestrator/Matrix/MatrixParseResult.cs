using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>Either a valid matrix (with its expanded cells) or every error found in the file.</summary>
public sealed record MatrixParseResult(MatrixDefinition? Definition, IReadOnlyList<Cell> Cells, IReadOnlyList<MatrixError> Errors)
{
    public bool IsValid => Definition is not null && Errors.Count == 0;

    public static MatrixParseResult Valid(MatrixDefinition definition, IReadOnlyList<Cell> cells) => new(definition, cells, []);

    public static MatrixParseResult Invalid(IReadOnlyList<MatrixError> errors) => new(null, [], errors);
}
