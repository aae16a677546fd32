using System;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>One process of a .NET 8 cell that ran the lean job, as the merge reads it: an ok cell.json and the given
/// rounds.json, for what the merge sums over the processes' rounds (the CPU gate, the benchmarks on a collected heap).</summary>
public static class LeanProcess
{
    public static CellData With(RoundsResult rounds)
    {
        var record = new CellRecord(CellRecord.CurrentSchemaVersion, "net8.0_newtonsoft_default_cached", "net8.0", "newtonsoft", "default", "cached", "linux", "dotnet",
            "net8.0", "net8.0", null, "Newtonsoft.Json", "13.0.4", CellStatus.Ok, null, null, "container", "lean", "R1", DateTime.UnixEpoch, DateTime.UnixEpoch,
            new CellLimits("0-1", null), null, null, 0, 100, 10, 90, []);
        return new CellData(record, "cells/x", 0, null, null, [], []) { Rounds = rounds };
    }
}
