using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>The status values of cell.json (docs/architecture.md).</summary>
public static class CellStatus
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";

    public static readonly IReadOnlyList<string> All = [Ok, Failed, Unsupported];
}
