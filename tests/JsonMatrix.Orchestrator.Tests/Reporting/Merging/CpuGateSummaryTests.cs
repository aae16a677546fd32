using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>What the bench's CPU gate did, summed from the processes' rounds.json for the steadiness line.</summary>
public sealed class CpuGateSummaryTests
{
    private static CellData Process(params RoundOrder[] order) =>
        LeanProcess.With(new RoundsResult(RoundsResult.CurrentSchemaVersion, 1, 2, order.Length, null, null, [], order, 0, 10));

    private static RoundOrder Round(double waitedMs, params double[] probes) =>
        new([.. Enumerable.Range(0, probes.Length)], [.. probes.Select(_ => false)], [.. probes.Select(_ => 1)], probes, waitedMs);

    [Fact]
    public void A_pair_is_slow_above_the_limit_times_its_own_processs_fastest_probe_and_waits_add_up()
    {
        // Process one: fastest 0.5, so 0.61 is slow (> 0.6) and 0.6 is not; process two: fastest 0.7, nothing slow.
        var summary = SteadinessBuilder.Gate([Process(Round(12.5, 0.5, 0.6), Round(0, 0.61, 0.55)), Process(Round(40, 0.7, 0.8))]);

        Assert.Equal(new CpuGateSummary(2, 6, 1, 52.5), summary);
    }

    [Fact]
    public void Processes_without_a_gate_are_left_out_and_a_run_without_any_has_no_summary()
    {
        var ungated = Process(new RoundOrder([0], [false]));

        Assert.Null(SteadinessBuilder.Gate([ungated]));
        Assert.Equal(1, SteadinessBuilder.Gate([ungated, Process(Round(0, 0.5))])!.Processes);
    }

    [Fact]
    public void The_steadiness_line_says_how_many_pairs_started_fast_and_how_long_the_gate_waited()
    {
        var report = new MergedReport(1, new Baseline("system-text-json", "net8.0"), [], [], [], [], [], [])
        {
            Steadiness = new RunSteadiness(4, [], 0, 3, 120, 1.02, 1.1) { CpuGate = new CpuGateSummary(4, 480, 60, 1530) },
        };

        Assert.EndsWith(" The CPU gate started 420 of 480 sample pairs (87.5 %) on a CPU probing at its fast speed, spending 1.5 s in all over 4 processes probing and waiting for one.",
            ReportSummary.Steadiness(report));
    }
}
