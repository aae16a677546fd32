using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Workflows.Run;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

public sealed class ExtraProcessesTests
{
    private static readonly Cell Stj = TestCells.Make(TestCells.Net8, TestCells.Stj);
    private static readonly Cell Newtonsoft = TestCells.Make(TestCells.Net8, TestCells.NewtonsoftJson);
    private static readonly Cell Floor = TestCells.Make(TestCells.Net8, new SerializerSpec(KnownIds.Floor, "System.Text.Json", "inbox"));
    private static readonly TimeSpan TenSeconds = TimeSpan.FromSeconds(10);

    [Fact]
    public void The_time_goes_to_the_cell_whose_figures_spread_most_numbered_after_its_last_process()
    {
        var figures = new[] { Figure(Newtonsoft, "small:serialize-string", 0.004), Figure(Stj, "person:serialize-string", 0.0001) };

        var passes = ExtraProcesses.Choose(figures, Processes((Newtonsoft, 5), (Stj, 4)), [Stj, Newtonsoft], 4, "other", _ => TenSeconds, TimeSpan.FromSeconds(25));

        Assert.Equal([(Newtonsoft.Id, 6), (Newtonsoft.Id, 7)], passes.Select(p => (p.Cell.Id, p.Repeat)));
        Assert.All(passes, p => Assert.True(CellRecord.IsExtraRerun(p.Rerun)));
        Assert.All(passes, p => Assert.False(p.MeasuresAllocations));
    }

    [Fact]
    public void Each_next_process_goes_where_it_lowers_the_variance_most_per_second()
    {
        // The same spread; Newtonsoft.Json's process takes four times as long: System.Text.Json's processes go first until
        // its ninth, whose 1/(9 x 10) of the variance per 10 s falls below Newtonsoft.Json's fifth's 1/(4 x 5) per 40 s.
        var figures = new[] { Figure(Newtonsoft, "small:serialize-string", 0.001), Figure(Stj, "small:serialize-string", 0.001) };

        var passes = ExtraProcesses.Choose(figures, Processes((Newtonsoft, 4), (Stj, 4)), [Stj, Newtonsoft], 8, "other",
            cell => cell == Newtonsoft ? TimeSpan.FromSeconds(40) : TenSeconds, TimeSpan.FromSeconds(90));

        Assert.Equal((5, 1), (passes.Count(p => p.Cell == Stj), passes.Count(p => p.Cell == Newtonsoft)));
    }

    [Fact]
    public void The_baselines_figures_count_once_more_for_every_ratio_that_divides_by_them()
    {
        var figures = new[] { Figure(Newtonsoft, "small:serialize-string", 0.001), Figure(Stj, "small:serialize-string", 0.001) };

        var passes = ExtraProcesses.Choose(figures, Processes((Newtonsoft, 4), (Stj, 4)), [Stj, Newtonsoft], 4, Stj.Serializer.Id, _ => TenSeconds, TenSeconds);

        Assert.Equal(Stj.Id, Assert.Single(passes).Cell.Id);
    }

    [Fact]
    public void A_cell_never_grows_past_twice_its_processes_and_neither_the_floors_cell_nor_a_web_cell_gets_any()
    {
        var web = Stj with { Workload = CellKey.Web, Id = "net8.0_system-text-json_web" };
        var figures = new[]
        {
            Figure(Newtonsoft, "small:serialize-string", 0.01), Figure(Stj, "small:serialize-string", 0.0001),
            Figure(Floor, "small:serialize-string", 0.01, floorsOwn: true), Figure(web, "small:serialize-string", 0.01),
        };

        var passes = ExtraProcesses.Choose(figures, Processes((Newtonsoft, 6), (Stj, 4), (Floor, 1)), [Stj, Newtonsoft, Floor, web], 4, "other",
            _ => TimeSpan.FromSeconds(1), TimeSpan.FromHours(1));

        Assert.Equal([7, 8], passes.Where(p => p.Cell == Newtonsoft).Select(p => p.Repeat));
        Assert.Equal([5, 6, 7, 8], passes.Where(p => p.Cell == Stj).Select(p => p.Repeat));
        // In rounds, the cells in the passes' order: a cell's extra processes do not run back to back.
        Assert.Equal([(Stj.Id, 5), (Newtonsoft.Id, 7), (Stj.Id, 6), (Newtonsoft.Id, 8), (Stj.Id, 7), (Stj.Id, 8)], passes.Select(p => (p.Cell.Id, p.Repeat)));
        Assert.Equal($"{Stj.Id} (repeat 5, extra)", passes[0].Label);
    }

    [Fact]
    public void One_process_per_cell_or_no_time_left_adds_nothing()
    {
        var figures = new[] { Figure(Newtonsoft, "small:serialize-string", 0.01) };

        Assert.Empty(ExtraProcesses.Choose(figures, Processes((Newtonsoft, 4)), [Newtonsoft], 1, "other", _ => TenSeconds, TimeSpan.FromHours(1)));
        Assert.Empty(ExtraProcesses.Choose(figures, Processes((Newtonsoft, 4)), [Newtonsoft], 4, "other", _ => TenSeconds, TimeSpan.Zero));
        Assert.Empty(ExtraProcesses.Choose(figures, Processes((Newtonsoft, 4)), [Newtonsoft], 4, "other", _ => TenSeconds, TimeSpan.FromSeconds(9)));
    }

    [Theory]
    // A second run of the default matrix (about 11 min 30 s): what is left of the 14 minutes less the reports' 15 s,
    // below a quarter of its estimate.
    [InlineData(690, 690, 135)]
    // A first run whose set-up took its minutes: nothing left.
    [InlineData(870, 840, 0)]
    // A run of a few cells: a quarter of its estimate.
    [InlineData(120, 125, 30)]
    // A long matrix gets none.
    [InlineData(19 * 60, 60, 0)]
    public void The_extra_processes_fill_what_is_left_of_the_sitting_for_runs_planned_within_it(int estimateSeconds, int elapsedSeconds, int extraSeconds)
    {
        Assert.Equal(TimeSpan.FromSeconds(extraSeconds), Sitting.ExtraTime(TimeSpan.FromSeconds(estimateSeconds), TimeSpan.FromSeconds(elapsedSeconds)));
    }

    [Fact]
    public void The_plan_counts_the_extra_time_a_run_that_ends_its_passes_on_time_gets()
    {
        Assert.Equal(TimeSpan.FromSeconds(135), Sitting.PlannedExtraTime(TimeSpan.FromSeconds(690)));
        Assert.Equal(TimeSpan.Zero, Sitting.PlannedExtraTime(TimeSpan.FromSeconds(14 * 60)));
    }

    private static PairedFigure Figure(Cell cell, string benchmark, double variance, bool floorsOwn = false) =>
        new(cell.Id, benchmark, floorsOwn ? null : 2.0, 0.05, 100, 0.05, "net8.0|default|8.0|cached")
        {
            YardstickRatio = 2.0,
            YardstickRatioVariance = variance,
            ProcessFloorRatios = floorsOwn ? [] : [2.0, 2.1, 1.9, 2.0],
            Processes = 4,
        };

    private static IReadOnlyList<CellData> Processes(params (Cell Cell, int Count)[] cells) =>
        [.. cells.SelectMany(c => Enumerable.Range(1, c.Count).Select(repeat => new CellData(Record(c.Cell.Id, repeat), "p", 0, null, null, [], [])))];

    private static CellRecord Record(string id, int repeat) => new(
        1, id, "net8.0", id.Split('_')[1], "default", "cached", "linux", "dotnet", "net8.0", ".NET 8", null, null, null,
        CellStatus.Ok, null, null, "container", KnownIds.LeanJob, "R1", DateTime.UnixEpoch, DateTime.UnixEpoch, new CellLimits("0-1", null),
        null, null, 0, 5000, 4000, 1000, []) { Repeat = repeat };
}
