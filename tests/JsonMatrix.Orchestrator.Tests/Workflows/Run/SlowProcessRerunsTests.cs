using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Workflows.Run;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

public sealed class SlowProcessRerunsTests
{
    private static readonly Cell Stj = TestCells.Make(TestCells.Net8, TestCells.Stj);
    private static readonly Cell Newtonsoft = TestCells.Make(TestCells.Net8, TestCells.NewtonsoftJson);
    private static readonly Cell Floor = TestCells.Make(TestCells.Net8, new SerializerSpec(KnownIds.Floor, "System.Text.Json", "inbox"));

    [Fact]
    public void A_slow_process_gets_a_stand_in_numbered_after_the_cells_processes_saying_which_one_and_why()
    {
        var processes = Processes((Stj, [false, true, false, false]), (Newtonsoft, [false, false, false, false]));

        var passes = SlowProcessReruns.Choose(processes, Host(processes), [Stj, Newtonsoft], 4, KnownIds.LeanJob, _ => TimeSpan.FromSeconds(10), TimeSpan.FromMinutes(1));

        var pass = Assert.Single(passes);
        Assert.Equal((Stj.Id, 5), (pass.Cell.Id, pass.Repeat));
        Assert.Contains("stands in for repeat 2", pass.Rerun);
        Assert.Contains("2.00×", pass.Rerun);
        Assert.False(pass.MeasuresAllocations);
    }

    [Theory]
    // A run users sit through (planned within 18 min): 10 % of its estimate while that fits, then only what is left of
    // the 14 minutes (less the reports' 15 s), then nothing.
    [InlineData(12 * 60, 9 * 60, 72)]
    [InlineData(13 * 60, 13 * 60 + 5, 40)]
    [InlineData(15 * 60, 13 * 60 + 45, 0)]
    [InlineData(18 * 60, 16 * 60, 0)]
    // A long matrix never fitted the sitting: it keeps its 10 %.
    [InlineData(19 * 60, 17 * 60, 114)]
    [InlineData(60 * 60, 58 * 60, 360)]
    public void Stand_ins_keep_a_run_planned_for_the_sitting_inside_it(int estimateSeconds, int elapsedSeconds, int budgetSeconds)
    {
        var budget = SlowProcessReruns.Budget(TimeSpan.FromSeconds(estimateSeconds), TimeSpan.FromSeconds(elapsedSeconds));

        Assert.Equal(TimeSpan.FromSeconds(budgetSeconds), budget);
    }

    [Fact]
    public void The_cells_with_the_fewest_fast_processes_go_first_and_the_budget_stops_the_rest()
    {
        var processes = Processes((Stj, [true, false, false, false]), (Newtonsoft, [true, true, true, false]));

        var passes = SlowProcessReruns.Choose(processes, Host(processes), [Stj, Newtonsoft], 4, KnownIds.LeanJob, _ => TimeSpan.FromSeconds(10), TimeSpan.FromSeconds(25));

        Assert.Equal([(Newtonsoft.Id, 5), (Newtonsoft.Id, 6)], passes.Select(p => (p.Cell.Id, p.Repeat)));
        // Before the stand-ins run, every slow process of a cell short of fast ones is without one.
        Assert.Equal(4, SlowProcessReruns.Unreplaced(processes, Host(processes), [Stj, Newtonsoft], 4, KnownIds.LeanJob));
    }

    [Fact]
    public void A_cell_never_grows_past_twice_its_processes_and_the_floor_cell_needs_one_fast_process()
    {
        var processes = Processes((Stj, [true, true, true, true, true, true, true, false]), (Floor, [true]), (Newtonsoft, [false, false, false, false]));

        var passes = SlowProcessReruns.Choose(processes, Host(processes), [Stj, Floor, Newtonsoft], 4, KnownIds.LeanJob, _ => TimeSpan.FromSeconds(1), TimeSpan.FromHours(1));

        Assert.Equal([(Floor.Id, 2)], passes.Select(p => (p.Cell.Id, p.Repeat)));
    }

    [Fact]
    public void A_cell_with_twice_the_processes_gets_stand_ins_until_it_has_that_many_fast_ones()
    {
        var doubled = Stj with { ProcessFactor = 2 };
        var processes = Processes((doubled, [false, true, false, true, false, false, false, false]));

        var passes = SlowProcessReruns.Choose(processes, Host(processes), [doubled], 4, KnownIds.LeanJob, _ => TimeSpan.FromSeconds(1), TimeSpan.FromHours(1));

        Assert.Equal([(doubled.Id, 9), (doubled.Id, 10)], passes.Select(p => (p.Cell.Id, p.Repeat)));
    }

    [Fact]
    public void One_process_per_cell_leaves_nothing_to_rerun()
    {
        var processes = Processes((Stj, [true]));

        Assert.Empty(SlowProcessReruns.Choose(processes, Host(processes), [Stj], 1, KnownIds.LeanJob, _ => TimeSpan.FromSeconds(1), TimeSpan.FromHours(1)));
    }

    private static HostJudgement Host(IReadOnlyList<CellData> processes) =>
        HostState.Judge([.. processes.Select(p => new ProcessRounds(p.Outcome.Id, p.Outcome.Repeat, "g", false,
            [new BenchmarkRounds("small:serialize-string", Enumerable.Repeat(p.Folder == "slow" ? 400.0 : 200, 10).ToArray(), Enumerable.Repeat(p.Folder == "slow" ? 200.0 : 100, 10).ToArray())]))]);

    private static IReadOnlyList<CellData> Processes(params (Cell Cell, bool[] Slow)[] cells) =>
        [.. cells.SelectMany(c => c.Slow.Select((slow, i) => new CellData(Record(c.Cell.Id, i + 1), slow ? "slow" : "fast", 0, null, null, [], [])))];

    private static CellRecord Record(string id, int repeat) => new(
        1, id, "net8.0", id.Split('_')[1], "default", "cached", "linux", "dotnet", "net8.0", ".NET 8", null, null, null,
        CellStatus.Ok, null, null, "container", KnownIds.LeanJob, "R1", DateTime.UnixEpoch, DateTime.UnixEpoch, new CellLimits("0-1", null),
        null, null, 0, 5000, 4000, 1000, []) { Repeat = repeat };
}
