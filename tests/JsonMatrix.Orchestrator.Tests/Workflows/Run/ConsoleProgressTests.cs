using System;
using System.IO;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Workflows.Run;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

public sealed class ConsoleProgressTests
{
    private readonly StringWriter _out = new();
    private readonly ManualTimeProvider _time = new();

    [Fact]
    public void Before_any_cell_finishes_the_eta_is_the_plans_estimate_less_the_time_spent()
    {
        using var progress = new ConsoleProgress(_out, interactive: false, _time, Minutes(4));
        var cell = Make(Net8, Stj);
        progress.CellStarted(0, 4, new CellPass(cell, 1, 1));
        _time.Advance(TimeSpan.FromSeconds(40));

        progress.StepStarted(cell, "run");

        Assert.Equal("[1/4] net8.0_system-text-json_default_cached: run | 0/4 done, elapsed 00:40, ETA 03:20", _out.ToString().Trim());
    }

    [Fact]
    public void After_a_cell_finishes_the_eta_scales_the_estimates_left_by_how_the_finished_cell_compared_with_its_own_less_the_current_cells_time()
    {
        using var progress = new ConsoleProgress(_out, interactive: false, _time, Minutes(4));
        var first = Make(Net8, Stj);
        var second = Make(Net8, NewtonsoftJson);
        progress.CellStarted(0, 4, new CellPass(first, 1, 1));
        _time.Advance(TimeSpan.FromSeconds(100));
        progress.CellFinished(0, 4, new CellPass(first, 1, 1), Record(first.Id));
        progress.CellStarted(1, 4, new CellPass(second, 1, 1));
        _time.Advance(TimeSpan.FromSeconds(30));

        progress.StepStarted(second, "run");

        var lines = _out.ToString().Trim().Split(Environment.NewLine);
        Assert.EndsWith("ok in 100.0 s, overhead 0.50 s | 1/4 done, elapsed 01:40, ETA 05:00", lines[0], StringComparison.Ordinal);
        Assert.EndsWith("run | 1/4 done, elapsed 02:10, ETA 04:30", lines[1], StringComparison.Ordinal);
    }

    [Fact]
    public void With_repeats_the_count_and_eta_cover_every_pass_and_the_line_names_the_repeat()
    {
        using var progress = new ConsoleProgress(_out, interactive: false, _time, Minutes(4));
        var passes = CellPass.Alternating([Make(Net8, Stj), Make(Net8, NewtonsoftJson)], 2);
        progress.CellStarted(2, passes.Count, passes[2]);

        progress.StepStarted(passes[2].Cell, "run");

        Assert.Equal("[3/4] net8.0_newtonsoft_default_cached (repeat 2/2): run | 0/4 done, elapsed 00:00, ETA 04:00", _out.ToString().Trim());
    }

    [Fact]
    public void A_short_first_cell_does_not_stretch_the_eta_of_long_cells_that_follow()
    {
        // A mean over finished cells said 4 x 20 s = 01:00 left here; the plan says the cells left take 240 s.
        using var progress = new ConsoleProgress(_out, interactive: false, _time, [Seconds(20), Seconds(200), Seconds(20), Seconds(20)]);
        var first = Make(Net8, Stj);
        progress.CellStarted(0, 4, new CellPass(first, 1, 1));
        _time.Advance(TimeSpan.FromSeconds(20));

        progress.CellFinished(0, 4, new CellPass(first, 1, 1), Record(first.Id));

        Assert.EndsWith("1/4 done, elapsed 00:20, ETA 04:00", _out.ToString().Trim(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_progress_that_goes_on_after_the_passes_shows_the_runs_elapsed_time_and_an_eta_from_its_own_processes()
    {
        // Stand-ins after 12 minutes of passes: their first took its estimate, so the one left takes
        // its own 10 s, not four times as long from 12 minutes over 10 s.
        var runStart = _time.GetTimestamp();
        _time.Advance(TimeSpan.FromMinutes(12));
        using var progress = new ConsoleProgress(_out, interactive: false, _time, [Seconds(10), Seconds(10)], runStart);
        var cell = Make(Net8, Stj);
        progress.CellStarted(0, 2, new CellPass(cell, 5, 4));
        _time.Advance(TimeSpan.FromSeconds(10));

        progress.CellFinished(0, 2, new CellPass(cell, 5, 4), Record(cell.Id));

        Assert.EndsWith("1/2 done, elapsed 12:10, ETA 00:10", _out.ToString().Trim(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_set_up_faster_than_its_estimate_does_not_make_the_passes_after_it_look_faster()
    {
        // The plan estimated 150 s of set-up; it took 75 s, then the first pass its own 60 s. Counted in the scale, the
        // four passes would have read 135 s against 210 s and the ETA 01:56 for three minutes of passes.
        using var progress = new ConsoleProgress(_out, interactive: false, _time, Minutes(4), setup: Seconds(150));
        var cell = Make(Net8, Stj);
        _time.Advance(TimeSpan.FromSeconds(75));
        progress.SetupFinished();
        progress.LineWithClock("Set-up done");
        progress.CellStarted(0, 4, new CellPass(cell, 1, 1));
        _time.Advance(TimeSpan.FromSeconds(60));

        progress.CellFinished(0, 4, new CellPass(cell, 1, 1), Record(cell.Id));

        var lines = _out.ToString().Trim().Split(Environment.NewLine);
        Assert.EndsWith("Set-up done | 0/4 done, elapsed 01:15, ETA 04:00", lines[0], StringComparison.Ordinal);
        Assert.EndsWith("1/4 done, elapsed 02:15, ETA 03:00", lines[1], StringComparison.Ordinal);
    }

    [Fact]
    public void A_cell_that_carries_its_runtimes_set_up_says_how_long_it_ran_itself()
    {
        // The NativeAOT publish (73 s) ran before the first cell; cell.json counts it in the wall time for the plan.
        using var progress = new ConsoleProgress(_out, interactive: false, _time, Minutes(2));
        var cell = Make(Net8, Stj);
        var record = Record(cell.Id) with
        {
            WallMs = 75_767,
            Steps = [new StepTiming("publish", "ok", 73_091, false, true, null), new StepTiming("run", "ok", 1_600, false, false, null)],
        };

        progress.CellFinished(0, 2, new CellPass(cell, 1, 1), record);

        Assert.Contains(": ok in 2.7 s (and its runtime's set-up, 73.1 s), overhead 0.50 s |", _out.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Cells_finishing_out_of_order_on_several_cpu_sets_are_counted_once_each()
    {
        using var progress = new ConsoleProgress(_out, interactive: false, _time, Minutes(4));
        var cell = Make(Net8, Stj);
        _time.Advance(TimeSpan.FromSeconds(60));
        progress.CellFinished(1, 4, new CellPass(cell, 1, 1), Record(cell.Id));
        progress.CellFinished(0, 4, new CellPass(cell, 1, 1), Record(cell.Id));

        Assert.EndsWith("2/4 done, elapsed 01:00, ETA 01:00", _out.ToString().Trim(), StringComparison.Ordinal);
    }

    private static TimeSpan[] Minutes(int cells) => [.. System.Linq.Enumerable.Repeat(TimeSpan.FromSeconds(60), cells)];

    private static TimeSpan Seconds(int seconds) => TimeSpan.FromSeconds(seconds);

    private static CellRecord Record(string id) => new(
        1, id, "net8.0", "system-text-json", "default", "cached", "linux", "dotnet", "net8.0", ".NET 8", null, "System.Text.Json", "inbox",
        "ok", null, null, "container", "quick", "R", DateTime.UnixEpoch, DateTime.UnixEpoch, new CellLimits("1", null),
        null, null, 0, 100_000, 99_500, 500, []);
}
