using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>Extra processes (run beyond the matrix's for the cells whose figures spread most) are counted apart from the
/// stand-ins for slow processes, in the steadiness line and in report.json.</summary>
public sealed class ExtraProcessesReportTests
{
    [Fact]
    public void Extra_processes_are_counted_apart_from_stand_ins_in_the_steadiness_line_and_report_json()
    {
        var rounds = new RoundsResult(RoundsResult.CurrentSchemaVersion, 1, 2, 1, "floor", null,
            [new RoundsBenchmark("small", "serialize-string", 3, 3, [200], [100])], [new RoundOrder([0], [false])], 0, 10);
        CellData Process(int repeat, string? rerun)
        {
            var process = LeanProcess.With(rounds);
            return process with { Outcome = process.Outcome with { Repeat = repeat, Rerun = rerun } };
        }

        var processes = new[] { Process(1, null), Process(2, null), Process(3, "stands in for repeat 1"), Process(4, CellRecord.ExtraRerun), Process(5, CellRecord.ExtraRerun) };
        var steadiness = SteadinessBuilder.Build(PairedResults.Host(processes), processes);

        Assert.Equal((1, 2), (steadiness.StandIns, steadiness.ExtraProcesses));
        var report = new MergedReport(1, new Baseline("system-text-json", "net8.0"), [], [], [], [], [], []) { Steadiness = steadiness };
        Assert.Contains("5 processes measured in rounds beside the yardstick (2 of them extra, for the cells whose figures spread most);", ReportSummary.Steadiness(report));
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        Assert.Equal(2, json.RootElement.GetProperty("steadiness").GetProperty("extraProcesses").GetInt32());
        using var none = JsonDocument.Parse(new JsonReportRenderer().Render(report with { Steadiness = steadiness with { ExtraProcesses = 0 } }));
        Assert.False(none.RootElement.GetProperty("steadiness").TryGetProperty("extraProcesses", out _));
    }
}
