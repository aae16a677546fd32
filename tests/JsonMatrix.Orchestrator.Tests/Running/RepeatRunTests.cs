using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class RepeatRunTests
{
    [Fact]
    public void Passes_alternate_the_plans_order_and_its_reverse()
    {
        Cell a = Make(Net8, Stj), b = Make(Net8, NewtonsoftJson), c = Make(Net8, DataContract);

        var passes = CellPass.Alternating([a, b, c], 3);

        Assert.Equal([a, b, c, c, b, a, a, b, c], passes.Select(p => p.Cell));
        Assert.Equal([1, 1, 1, 2, 2, 2, 3, 3, 3], passes.Select(p => p.Repeat));
        Assert.All(passes, p => Assert.Equal(3, p.Repeats));
    }

    [Fact]
    public void A_pass_takes_one_micro_cell_of_each_runtime_in_turn_then_the_web_cells()
    {
        Cell a8 = Make(Net8, Stj), b8 = Make(Net8, NewtonsoftJson), c8 = Make(Net8, DataContract), a6 = Make(Net6, Stj), b6 = Make(Net6, NewtonsoftJson);
        var web = Make(Net8, Stj) with { Workload = JsonMatrix.Contracts.Cells.CellKey.Web };

        var passes = CellPass.Alternating([a8, b8, c8, web, a6, b6], 2);

        Assert.Equal([a8, a6, b8, b6, c8, web, c8, b6, b8, a6, a8], passes.Select(p => p.Cell));
    }

    [Fact]
    public void A_cell_with_twice_the_processes_runs_two_in_every_pass_half_a_pass_apart()
    {
        Cell a = Make(Net8, Stj), b = Make(Net8, NewtonsoftJson), c = Make(Net8, DataContract), d = Make(Net6, Stj) with { ProcessFactor = 2 };
        var floor = Make(Net8, new SerializerSpec("floor", "System.Text.Json", "inbox"));

        var passes = CellPass.Alternating([a, b, c, d, floor], 2, "lean");

        // The pass's order: a, d, b, c, floor (the runtimes in turn); d's second process of the pass sits two cells after
        // its first (half of the pass's five micro cells, wrapping round), the floor's one process in the first pass only.
        Assert.Equal([(a, 1), (d, 1), (b, 1), (c, 1), (d, 3), (floor, 1), (c, 2), (b, 2), (d, 2), (a, 2), (d, 4)],
            passes.Select(p => (p.Cell, p.Repeat)));
        Assert.Equal(4, d.ProcessesOf(2, "lean"));
        Assert.Equal($"{d.Id} (repeat 3/4)", passes[4].Label);
        // One process per cell asked (`run --repeat 1`): one.
        Assert.Equal([a, d, b, c, floor], CellPass.Alternating([a, b, c, d, floor], 1, "lean").Select(p => p.Cell));
    }

    [Fact]
    public async Task Each_repeat_of_a_cell_has_its_own_folder_and_cell_json_and_the_runs_go_in_alternating_order()
    {
        using var run = new RunHarness { Repeats = 2 };
        Cell a = Make(Net8, Stj), b = Make(Net8, NewtonsoftJson);

        var records = await run.RunAsync(CellPass.Alternating([a, b], 2));

        Assert.Equal([(a.Id, 1), (b.Id, 1), (b.Id, 2), (a.Id, 2)], records.Select(r => (r.Id, r.Repeat)));
        Assert.Equal([$"start 1/4 {a.Id} (repeat 1/2)", $"start 2/4 {b.Id} (repeat 1/2)", $"start 3/4 {b.Id} (repeat 2/2)", $"start 4/4 {a.Id} (repeat 2/2)"],
            run.Progress.Lines.Where(line => line.StartsWith("start", System.StringComparison.Ordinal)));
        foreach (var record in records)
        {
            var folder = Path.Combine(run.Repository.Out, "cells", record.Id, $"repeat-{record.Repeat}");
            Assert.Equal((record.Id, record.Repeat, "ok"), CellFolderReader.Record(folder) is { } read ? (read.Id, read.Repeat, read.Status) : default);
            Assert.True(File.Exists(Path.Combine(folder, "metadata.json")));
        }
    }

    [Fact]
    public void The_plan_counts_every_cells_time_once_per_repeat_and_publishing_once()
    {
        var parsed = MatrixParser.Parse(Tests.Matrix.MatrixYaml.Valid, "matrix.yaml");

        var thrice = PlanTextRenderer.Render(parsed.Definition!, parsed.Cells, Orchestrator.Matrix.Planning.DurationEstimate.BuiltIn, 3);

        // As PlanRendererTests: 30 min 40 s of cells once, 27 s of set-up; three processes: 92 min of cells.
        Assert.Contains("each micro cell in 3 processes (forward, reverse, rotated order; passes in alternating order, the runtimes in turn), web cells once", thrice);
        Assert.Contains("one cell after another (1 h 32 min of cells, 27 s of publishing and image builds", thrice);
    }
}
