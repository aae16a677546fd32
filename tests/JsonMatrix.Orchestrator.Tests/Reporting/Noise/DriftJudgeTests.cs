using System.Collections.Generic;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reporting.Noise;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Noise;

public sealed class DriftJudgeTests
{
    private static DriftSample Sample(double before, double after) => new(before, after, 0.4, 0.6, 0);

    private static string OneRuntime(string cell) => "net8.0";

    [Fact]
    public void A_cell_whose_calibration_is_slower_than_the_run_median_by_more_than_the_threshold_is_flagged()
    {
        var drift = DriftJudge.Judge(new Dictionary<string, DriftSample>
        {
            ["a"] = Sample(1000, 1000), ["b"] = Sample(1010, 1000), ["c"] = Sample(1000, 1020), ["busy"] = Sample(2000, 1990),
        }, OneRuntime, 0.05);

        Assert.Null(drift["a"].Flag);
        Assert.Null(drift["c"].Flag);
        // Each cell's faster calibration against their median, 1000: the busy cell was slow before and after alike.
        Assert.Equal(99, drift["busy"].VersusRunPercent, precision: 6);
        Assert.Equal("measured while the machine was 99 % slower than the run's median for its runtime (calibration)", drift["busy"].Flag);
    }

    [Fact]
    public void A_burst_that_slows_one_calibration_only_is_a_change_not_a_slow_machine()
    {
        var drift = DriftJudge.Judge(new Dictionary<string, DriftSample> { ["a"] = Sample(1000, 1000), ["b"] = Sample(1000, 1500), ["c"] = Sample(1000, 1000) }, OneRuntime, 0.05);

        Assert.Equal(0, drift["b"].VersusRunPercent, precision: 6);
        Assert.Equal("the machine's speed changed by +50 % during the cell (calibration before and after)", drift["b"].Flag);
    }

    [Fact]
    public void A_cell_whose_calibration_changed_during_its_benchmarks_is_flagged()
    {
        var drift = DriftJudge.Judge(new Dictionary<string, DriftSample> { ["a"] = Sample(1000, 800), ["b"] = Sample(1000, 1000) }, OneRuntime, 0.05);

        Assert.Equal(-20, drift["a"].ChangePercent, precision: 6);
        Assert.Equal("the machine's speed changed by -20 % during the cell (calibration before and after)", drift["a"].Flag);
    }

    [Fact]
    public void Cells_are_judged_against_their_own_runtimes_median_because_each_jit_compiles_the_calibration_its_own_way()
    {
        var drift = DriftJudge.Judge(
            new Dictionary<string, DriftSample>
            {
                ["core31_a"] = Sample(20_000, 20_100), ["core31_b"] = Sample(20_300, 20_200),
                ["net10_a"] = Sample(36_000, 36_200), ["net10_b"] = Sample(36_400, 36_100), ["net10_busy"] = Sample(72_000, 71_000),
            },
            cell => cell.Split('_')[0],
            0.05);

        Assert.Null(drift["net10_a"].Flag);
        Assert.Null(drift["net10_b"].Flag);
        Assert.Null(drift["core31_a"].Flag);
        Assert.Equal("measured while the machine was 97 % slower than the run's median for its runtime (calibration)", drift["net10_busy"].Flag);
    }

    [Fact]
    public void The_drift_object_of_metadata_json_is_read()
    {
        const string Json = """
            { "schemaVersion": 1, "serializer": "newtonsoft",
              "drift": { "calibrationBeforeNs": 1000, "calibrationAfterNs": 1100, "loadAverageBefore": 0.5, "loadAverageAfter": null, "stealPercent": 0 } }
            """;

        var (metadata, error) = BenchMetadataJson.Read(Json);

        Assert.Null(error);
        Assert.Equal(new DriftSample(1000, 1100, 0.5, null, 0), metadata!.Drift);
    }
}
