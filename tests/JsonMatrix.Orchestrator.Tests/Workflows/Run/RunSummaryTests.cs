using System;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Workflows.Run;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

public sealed class RunSummaryTests
{
    [Fact]
    public void The_summary_counts_statuses_names_each_failure_and_gives_the_median_overhead()
    {
        var records = new[]
        {
            Record("a", "ok", overheadMs: 600),
            Record("b", "ok", overheadMs: 900),
            Record("c", "ok", overheadMs: 700),
            Record("d", "failed", overheadMs: null, reason: "publish of net6.0 (net6.0) failed: error NU1102: ..."),
        };

        var text = RunSummary.Render("R1", records, null, TimeSpan.FromSeconds(75), ["/out/report.md"]);

        Assert.Contains("Run R1: 4 cells: 3 ok, 1 failed, 0 unsupported, 0 unavailable, in 1 min 15 s.", text, StringComparison.Ordinal);
        Assert.Contains("failed      d: publish of net6.0 (net6.0) failed: error NU1102: ...", text, StringComparison.Ordinal);
        Assert.Contains("median 0.70 s (min 0.60 s, max 0.90 s, 3 cells;", text, StringComparison.Ordinal);
        Assert.Contains("  /out/report.md", text, StringComparison.Ordinal);
    }

    [Fact]
    public void With_a_report_the_report_judges_each_cell_and_a_failed_process_of_a_kept_cell_still_fails_the_run()
    {
        var records = new[]
        {
            Record("a", "ok", overheadMs: 600),
            Record("a", "failed", overheadMs: null, reason: "the bench exited 137", repeat: 2),
            Record("b", "ok", overheadMs: 700),
        };
        // The report kept a from its first process and failed b, whose report it refused.
        var reported = new[] { Summary("a", "ok", null), Summary("b", "failed", "its BenchmarkDotNet report is cut short") };

        var text = RunSummary.Render("R1", records, reported, TimeSpan.FromSeconds(75), []);

        Assert.Contains("Run R1: 2 cells in 3 processes (a micro cell in 2): 1 ok, 1 failed, 0 unsupported, 0 unavailable, in 1 min 15 s.", text, StringComparison.Ordinal);
        Assert.Contains("failed      b: its BenchmarkDotNet report is cut short", text, StringComparison.Ordinal);
        Assert.Contains("failed      a (process 2): the bench exited 137 (the report keeps the cell from its other processes)", text, StringComparison.Ordinal);
        Assert.True(RunSummary.AnyFailed(records, [Summary("a", "ok", null), Summary("b", "ok", null)]));
        Assert.False(RunSummary.AnyFailed([records[0], records[2]], [Summary("a", "ok", null), Summary("b", "ok", null)]));
    }

    [Fact]
    public void The_median_of_an_even_count_is_the_mean_of_the_middle_two()
    {
        Assert.Equal(650, RunSummary.Median([900, 600, 700, 100]));
    }

    private static CellSummary Summary(string id, string status, string? reason) => new(
        id, "net8.0", ".NET 8", "newtonsoft", "default", "cached", "linux", "dotnet", "net8.0", "quick", status, reason, "container", null, null,
        id, new CellVersions(null, null, null, null, null, null, null, [], null), [], [], null, 0);

    private static CellRecord Record(string id, string status, long? overheadMs, string? reason = null, int repeat = 1) => new(
        1, id, "net8.0", "newtonsoft", "default", "cached", "linux", "dotnet", "net8.0", ".NET 8", null, "Newtonsoft.Json", "13.0.4",
        status, reason, null, "container", "quick", "R1", DateTime.UnixEpoch, DateTime.UnixEpoch, new CellLimits("1", null),
        null, null, 0, 5000, overheadMs is null ? null : 4000, overheadMs, Enumerable.Empty<StepTiming>().ToList()) { Repeat = repeat };
}
