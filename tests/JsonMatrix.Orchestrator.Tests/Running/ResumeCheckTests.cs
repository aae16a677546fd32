using System;
using System.Collections.Generic;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Execution;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class ResumeCheckTests
{
    private static readonly RunManifest Recorded = new(
        RunManifest.CurrentSchemaVersion, "20260101T000000Z-1", DateTime.UnixEpoch, "/repo/matrix.yaml", new string('a', 64), [], "lean", null,
        "debian:bookworm-slim", new string('b', 64), "10.0.100",
        new Dictionary<string, IReadOnlyList<string>> { ["c1"] = ["small:round-trip"], ["c2"] = ["big:round-trip"] });

    [Fact]
    public void The_same_inputs_have_no_difference()
    {
        Assert.Empty(ResumeCheck.Differences(Recorded, Recorded with { }));
    }

    [Fact]
    public void Each_changed_input_is_named_with_what_it_was_and_is()
    {
        var now = Recorded with
        {
            BenchSourcesSha256 = new string('c', 64),
            SdkVersion = "10.0.101",
            Cells = new Dictionary<string, IReadOnlyList<string>> { ["c1"] = ["small:serialize-string"], ["c3"] = ["big:round-trip"] },
        };

        var differences = ResumeCheck.Differences(Recorded, now);

        Assert.Equal(
            [
                "the bench's sources or build files (bench/, Directory.*.props, global.json) changed since the run started (sha256 bbbbbbbbbbbb then, cccccccccccc now), so its cells would not compare with new ones",
                "the .NET SDK that publishes the bench changed (10.0.100 then, 10.0.101 now)",
                "the run's cells differ: 1 cell(s) now also in it (c3); 1 cell(s) no longer in it (c2)",
                "the benchmarks of 1 cell(s) differ, first c1: small:round-trip then, small:serialize-string now",
            ],
            differences);
    }

    [Theory]
    [InlineData("ok", "20260101T000000Z-1", "lean", true)]
    [InlineData("unsupported", "20260101T000000Z-1", "lean", true)]
    [InlineData("failed", "20260101T000000Z-1", "lean", false)]
    [InlineData("ok", "20251231T000000Z-9", "lean", false)]
    [InlineData("ok", "20260101T000000Z-1", "quick", false)]
    public void Only_cells_of_this_run_and_job_that_ended_ok_or_unsupported_are_kept(string status, string runId, string job, bool kept)
    {
        var record = new CellRecord(CellRecord.CurrentSchemaVersion, "c1", "net8.0", "newtonsoft", "default", "cached", "linux", "dotnet", "net8.0", ".NET 8",
            null, "Newtonsoft.Json", "13.0.4", status, null, null, "container", job, runId, DateTime.UnixEpoch, DateTime.UnixEpoch,
            new CellLimits("1", null), null, "abc", 0, 1, 1, 0, []);

        Assert.Equal(kept, ResumeCheck.Keeps(record, Recorded, "c1"));
        Assert.False(ResumeCheck.Keeps(record, Recorded, "c2"));
        Assert.False(ResumeCheck.Keeps(null, Recorded, "c1"));
    }
}
