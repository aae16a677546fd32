using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>Whether a run can be continued, and which of its cells stand: pure, over the recorded and the current
/// inputs and the cells' records.</summary>
public static class ResumeCheck
{
    /// <summary>What differs between the inputs recorded when the run started and the inputs now; empty when the run
    /// can be continued.</summary>
    public static IReadOnlyList<string> Differences(RunManifest recorded, RunManifest now)
    {
        var differences = new List<string>();
        if (recorded.MatrixSha256 != now.MatrixSha256)
        {
            differences.Add($"the matrix file {now.MatrixPath} changed since the run started (sha256 {Short(recorded.MatrixSha256)} then, {Short(now.MatrixSha256)} now)");
        }

        if (recorded.BenchSourcesSha256 != now.BenchSourcesSha256)
        {
            differences.Add($"the bench's sources or build files (bench/, Directory.*.props, global.json) changed since the run started (sha256 {Short(recorded.BenchSourcesSha256)} then, {Short(now.BenchSourcesSha256)} now), so its cells would not compare with new ones");
        }

        if (recorded.SdkVersion != now.SdkVersion)
        {
            differences.Add($"the .NET SDK that publishes the bench changed ({recorded.SdkVersion} then, {now.SdkVersion} now)");
        }

        var added = now.Cells.Keys.Except(recorded.Cells.Keys).ToList();
        var removed = recorded.Cells.Keys.Except(now.Cells.Keys).ToList();
        if (added.Count > 0 || removed.Count > 0)
        {
            differences.Add($"the run's cells differ: {Describe(added, "now also")}{(added.Count > 0 && removed.Count > 0 ? "; " : "")}{Describe(removed, "no longer")}");
        }

        var changed = now.Cells.Keys.Intersect(recorded.Cells.Keys)
            .Where(id => !now.Cells[id].SequenceEqual(recorded.Cells[id]))
            .ToList();
        if (changed.Count > 0)
        {
            differences.Add($"the benchmarks of {changed.Count} cell(s) differ, first {changed[0]}: {string.Join(",", recorded.Cells[changed[0]])} then, {string.Join(",", now.Cells[changed[0]])} now");
        }

        return differences;
    }

    /// <summary>A cell stands when its cell.json is complete, belongs to this run and job, and ended ok or unsupported.
    /// A failed cell is run again (the cell that was running when the run was stopped is one of them).</summary>
    public static bool Keeps(CellRecord? record, RunManifest manifest, string cellId) =>
        record is not null
        && record.SchemaVersion == CellRecord.CurrentSchemaVersion
        && record.Id == cellId
        && record.RunId == manifest.RunId
        && record.Job == manifest.Job
        && record.Status is CellStatus.Ok or CellStatus.Unsupported;

    private static string Describe(IReadOnlyList<string> ids, string what) =>
        ids.Count == 0 ? "" : $"{ids.Count} cell(s) {what} in it ({string.Join(", ", ids.Take(3))}{(ids.Count > 3 ? ", ..." : "")})";

    private static string Short(string hash) => hash.Length > 12 ? hash[..12] : hash;
}
