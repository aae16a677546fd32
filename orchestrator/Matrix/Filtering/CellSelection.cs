using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Filtering;

/// <summary>The cells the filters selected, or why the filters are wrong.</summary>
public sealed record CellSelection(CellFilter? Filter, IReadOnlyList<Cell> Cells, IReadOnlyList<string> Errors)
{
    public bool IsValid => Filter is not null && Errors.Count == 0;

    public static CellSelection Selected(CellFilter filter, IReadOnlyList<Cell> cells) => new(filter, cells, []);

    public static CellSelection Invalid(IReadOnlyList<string> errors) => new(null, [], errors);
}
