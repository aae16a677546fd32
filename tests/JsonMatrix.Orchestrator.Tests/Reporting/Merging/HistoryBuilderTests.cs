using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

public sealed class HistoryBuilderTests
{
    private static readonly BenchmarkKey Serialize = new("net8.0_newtonsoft_default_cached", "SerializeToString", "small");
    private static readonly BenchmarkKey Deserialize = new("net8.0_newtonsoft_default_cached", "DeserializeFromString", "small");

    // Three processes 1 % apart: enough to tell a change of 5 %.
    private static BenchmarkFigure Figure(double median) => new(median, 64, [median * 0.99, median, median * 1.01]);

    private static RunSnapshot Run(string folder, int day, string? commit, params (BenchmarkKey Key, double Median)[] figures) =>
        new(folder, day == 0 ? null : new DateTimeOffset(2026, 1, day, 12, 0, 0, TimeSpan.Zero), commit,
            new Dictionary<string, string> { [Serialize.Cell] = "Newtonsoft.Json 13.0.4" },
            figures.ToDictionary(f => f.Key, f => Figure(f.Median)));

    [Fact]
    public void Runs_are_ordered_by_finish_time_and_those_without_one_come_last()
    {
        var history = HistoryBuilder.Build([Run("c", 0, null, (Serialize, 100)), Run("b", 3, "abc", (Serialize, 100)), Run("a", 1, null, (Serialize, 100))], 0.05);

        Assert.Equal(["a", "b", "c"], history.Runs.Select(r => r.Folder));
        Assert.Equal(["R1", "R2", "R3"], history.Runs.Select(r => r.Id));
        Assert.Equal("abc", history.Runs[1].Commit);
    }

    [Fact]
    public void A_benchmark_slower_than_in_the_previous_run_is_a_regression_of_that_pair_of_runs_only()
    {
        var history = HistoryBuilder.Build(
            [Run("a", 1, null, (Serialize, 100), (Deserialize, 200)), Run("b", 2, null, (Serialize, 150), (Deserialize, 201)), Run("c", 3, null, (Serialize, 151))], 0.05);

        var regression = Assert.Single(history.Regressions);
        Assert.Equal((Serialize, "R1", "R2"), (regression.Key, regression.FromRun, regression.ToRun));
        Assert.Equal(1.5, regression.Ratio, precision: 9);
        var serialize = history.Series.Single(s => s.Key == Serialize);
        Assert.Equal([null, Verdict.Slower, Verdict.Same], serialize.Points.Select(p => p?.AgainstPrevious));
        Assert.Equal("Newtonsoft.Json 13.0.4", serialize.Points[0]!.Versions);
    }

    [Fact]
    public void A_run_without_the_benchmark_leaves_a_gap_and_the_next_run_is_tested_against_the_last_one_with_it()
    {
        var history = HistoryBuilder.Build([Run("a", 1, null, (Serialize, 100)), Run("b", 2, null, (Deserialize, 5)), Run("c", 3, null, (Serialize, 300))], 0.05);

        var serialize = history.Series.Single(s => s.Key == Serialize);
        Assert.Null(serialize.Points[1]);
        Assert.Equal(Verdict.Slower, serialize.Points[2]!.AgainstPrevious);
        Assert.Equal(("R1", "R3"), (history.Regressions[0].FromRun, history.Regressions[0].ToRun));
    }

    // A benchmark measured in rounds: its processes' times and their floor × beside the yardstick.
    private static BenchmarkFigure Paired(double median, double floorRatio) => Figure(median) with
    {
        ProcessFloorRatios = [floorRatio * 0.99, floorRatio, floorRatio * 1.01],
        YardstickGroup = "net8.0 default cached",
    };

    private static RunSnapshot PairedRun(string folder, int day, double median, double floorRatio) =>
        new(folder, new DateTimeOffset(2026, 1, day, 12, 0, 0, TimeSpan.Zero), null, new Dictionary<string, string>(),
            new Dictionary<BenchmarkKey, BenchmarkFigure> { [Serialize] = Paired(median, floorRatio) });

    [Fact]
    public void A_run_on_a_slower_host_whose_floor_x_held_is_no_regression_as_compare_says()
    {
        // Every time 40 % up, the yardstick's with it: judged on time this was "slower"; compare judges floor ×.
        var history = HistoryBuilder.Build([PairedRun("a", 1, 100, 2.0), PairedRun("b", 2, 140, 2.0)], 0.05);

        Assert.Empty(history.Regressions);
        Assert.Equal(Verdict.Same, history.Series.Single().Points[1]!.AgainstPrevious);
        Assert.Equal(1.4, history.Series.Single().Points[1]!.RatioToPrevious!.Value, precision: 9);
    }

    [Fact]
    public void A_floor_x_regression_is_listed_with_the_ratio_of_what_was_compared()
    {
        var history = HistoryBuilder.Build([PairedRun("a", 1, 100, 2.0), PairedRun("b", 2, 100, 3.0)], 0.05);

        var regression = Assert.Single(history.Regressions);
        Assert.Equal(BenchmarkFigure.FloorRatio, regression.Compared);
        Assert.Equal(1.5, regression.Ratio, precision: 9);
    }
}
