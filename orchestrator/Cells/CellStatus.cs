using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>The status values of cell.json (docs/architecture.md).</summary>
public static class CellStatus
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";

    /// <summary>Not attempted: the NuGet source does not serve a runtime pack the cell's publish needs (decided before
    /// the run, no time spent). Not a failure: the same cell runs where the source serves the pack.</summary>
    public const string Unavailable = "unavailable";

    public static readonly IReadOnlyList<string> All = [Ok, Failed, Unsupported, Unavailable];

    /// <summary>Statuses that do not make `run` exit 1: only a real failure does.</summary>
    public static bool IsFailure(string status) => status == Failed;
}
