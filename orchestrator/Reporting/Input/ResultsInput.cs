using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reporting.Input;

/// <summary>Every cell folder found below the given folders, or why a given folder is not a results folder.</summary>
public sealed record ResultsInput(IReadOnlyList<CellFolderText> Cells, IReadOnlyList<string> Errors)
{
    public bool IsValid => Errors.Count == 0;
}
