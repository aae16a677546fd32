using System.Linq;
using System;
using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class DurationEstimateTests
{
    private static readonly Cell Net8Stj = TestCells.Make(TestCells.Net8, TestCells.Stj);
    private static readonly Cell Net8Newtonsoft = TestCells.Make(TestCells.Net8, TestCells.NewtonsoftJson);
    private static readonly Cell MonoStj = TestCells.Make(TestCells.Mono, TestCells.Stj);
    private static readonly CellBenchmarks TwoBenchmarks = CellBenchmarks.Product(["small"], ["serialize-string", "round-trip"]);

    [Fact]
    public void Without_history_a_cell_costs_the_built_in_overhead_plus_the_job_s_time_per_benchmark()
    {
        var first = DurationEstimate.BuiltIn.ForCell("lean", Net8Stj, TwoBenchmarks);
        var later = DurationEstimate.BuiltIn.ForCell("lean", Net8Stj, TwoBenchmarks, firstProcess: false);

        // A cell's first process also counts allocations, so each benchmark costs it more.
        Assert.Equal(TimeSpan.FromSeconds(3.8 + (2 * 0.45)), first);
        Assert.Equal(TimeSpan.FromSeconds(3.8 + (2 * 0.29)), later);
        Assert.False(DurationEstimate.BuiltIn.IsLearned);
    }

    [Fact]
    public void Without_history_a_NativeAot_process_costs_no_JIT_warm_up_and_starts_ten_times_faster()
    {
        var aot = TestCells.Make(TestCells.Net8 with { Id = "net8.0-aot", NativeAot = true }, TestCells.Stj) with { ColdStart = PersonColdStart };
        var jit = Net8Stj with { ColdStart = PersonColdStart };

        Assert.Equal(TimeSpan.FromSeconds(0.5 + (2 * 0.29)), DurationEstimate.BuiltIn.ForCell("lean", aot, TwoBenchmarks, firstProcess: false));
        Assert.Equal(TimeSpan.FromSeconds(30 * 0.02), DurationEstimate.BuiltIn.ColdStart(aot));
        Assert.Equal(TimeSpan.FromSeconds(30 * 0.2), DurationEstimate.BuiltIn.ColdStart(jit));
    }

    [Fact]
    public void A_finished_cell_teaches_its_own_benchmarks_and_overhead()
    {
        var history = Learn(Duration(Net8Stj, ("small:serialize-string", 0.5), ("small:round-trip", 0.9)));

        var estimate = new DurationEstimate(history);

        Assert.Equal(TimeSpan.FromSeconds(3 + 0.5 + 0.9), estimate.ForCell("lean", Net8Stj, TwoBenchmarks));
        Assert.True(estimate.IsLearned);
    }

    [Fact]
    public void Unseen_benchmarks_fall_back_to_the_same_benchmark_on_the_runtime_then_on_any_runtime_then_the_built_in_figure()
    {
        var history = Learn(
            Duration(Net8Stj, ("small:serialize-string", 0.5), ("big:round-trip", 1.5)),
            Duration(MonoStj, ("small:serialize-string", 2.0)));
        var estimate = new DurationEstimate(history);

        // Same benchmark, same runtime, another serializer.
        Assert.Equal(TimeSpan.FromSeconds(0.5), estimate.Benchmark("lean", Net8Newtonsoft, "small:serialize-string"));
        // Another runtime: the same benchmark's mean over the runtimes that ran it.
        var net6 = TestCells.Make(TestCells.Net6, TestCells.Stj);
        Assert.Equal(TimeSpan.FromSeconds((0.5 + 2.0) / 2), estimate.Benchmark("lean", net6, "small:serialize-string"));
        // A benchmark no runtime ran: the built-in figure, not the mean of other benchmarks.
        Assert.Equal(DurationEstimate.PerBenchmark["lean"], estimate.Benchmark("lean", Net8Newtonsoft, "person:round-trip"));
        // Another job: the built-in figure.
        Assert.Equal(DurationEstimate.PerBenchmark["default"], estimate.Benchmark("default", Net8Stj, "small:serialize-string"));
    }

    [Fact]
    public void The_floors_own_figures_stand_for_the_floor_alone()
    {
        var floor = TestCells.Make(TestCells.Net8, new SerializerSpec("floor", "System.Text.Json", "inbox"));
        var history = Learn(Duration(floor, ("person:serialize-string", 0.55)));
        var estimate = new DurationEstimate(history);

        Assert.Equal(TimeSpan.FromSeconds(0.55), estimate.Benchmark("lean", floor, "person:serialize-string"));
        Assert.Equal(DurationEstimate.PerBenchmark["lean"], estimate.Benchmark("lean", Net8Stj, "person:serialize-string"));
        Assert.Equal(DurationEstimate.PerBenchmark["lean"], estimate.Benchmark("lean", MonoStj, "person:serialize-string"));
    }

    [Fact]
    public void A_first_process_s_figures_stand_for_first_processes_alone()
    {
        // A `--repeat 1` run: its only process measured allocations too, so each benchmark took longer than it does in a
        // cell's other processes.
        var history = Learn(Duration(Net8Stj, ("small:serialize-string", 0.45), ("small:round-trip", 0.45)) with { MeasuredAllocations = true, OverheadSeconds = 5 });
        var estimate = new DurationEstimate(history);

        Assert.Equal(TimeSpan.FromSeconds(0.45), estimate.Benchmark("lean", Net8Stj, "small:serialize-string", measuresAllocations: true));
        Assert.Equal(DurationEstimate.PerBenchmark["lean"], estimate.Benchmark("lean", Net8Stj, "small:serialize-string"));
        Assert.Equal(DurationEstimate.PerBenchmark["lean"], estimate.Benchmark("lean", Net8Newtonsoft, "small:serialize-string"));
        Assert.Equal(TimeSpan.FromSeconds(5 + 0.9), estimate.ForCell("lean", Net8Stj, TwoBenchmarks));
        Assert.Equal(DurationEstimate.PerCellOverhead + (2 * DurationEstimate.PerBenchmark["lean"]), estimate.ForCell("lean", Net8Stj, TwoBenchmarks, firstProcess: false));

        // A default run teaches the other processes' figures; a first process with none of its own for a benchmark takes theirs.
        var later = new DurationEstimate(DurationLearning.Learn(history, [Duration(Net8Stj, ("small:serialize-string", 0.25), ("nested:serialize-string", 0.3))]));
        Assert.Equal(TimeSpan.FromSeconds(0.25), later.Benchmark("lean", Net8Stj, "small:serialize-string"));
        Assert.Equal(TimeSpan.FromSeconds(0.45), later.Benchmark("lean", Net8Stj, "small:serialize-string", measuresAllocations: true));
        Assert.Equal(TimeSpan.FromSeconds(0.3), later.Benchmark("lean", Net8Stj, "nested:serialize-string", measuresAllocations: true));
    }

    [Fact]
    public void A_process_s_overhead_is_its_runtime_s_never_a_native_aot_runtime_s()
    {
        // Learned on this machine: NativeAOT's processes (first and later) and .NET 8's first processes only (a filtered
        // `--repeat 1` run). A NativeAOT process starts in a tenth of a second; a JIT one warms up for seconds.
        var aot = TestCells.Make(new RuntimeSpec("net10.0-aot", "net10.0", "linux", "dotnet", null, ".NET 10 NativeAOT") { NativeAot = true }, TestCells.Stj);
        var history = Learn(
            Duration(aot, ("small:serialize-string", 0.1)) with { MeasuredAllocations = true, OverheadSeconds = 0.15 },
            Duration(aot, ("small:serialize-string", 0.1)) with { OverheadSeconds = 0.1 },
            Duration(Net8Stj, ("small:serialize-string", 0.45)) with { MeasuredAllocations = true, OverheadSeconds = 4.5 });
        var estimate = new DurationEstimate(history);

        // .NET 8's later processes: its first processes' overhead, scaled as NativeAOT's later ones are to its first.
        Assert.Equal(3.0, estimate.Overhead("lean", "net8.0").TotalSeconds, 6);
        // A runtime that taught nothing: the built-in figure, not NativeAOT's.
        Assert.Equal(DurationEstimate.PerCellOverhead, estimate.Overhead("lean", "net10.0"));
    }

    [Fact]
    public void A_new_sample_moves_a_learned_figure_a_third_of_the_way()
    {
        var history = Learn(Duration(Net8Stj, ("small:round-trip", 1.0)));
        history = DurationLearning.Learn(history, [Duration(Net8Stj, ("small:round-trip", 4.0))]);

        Assert.Equal(2.0, history.BenchmarkSeconds[DurationHistory.BenchmarkKey("lean", "net8.0", "system-text-json", "cached", "small:round-trip")], 6);
    }

    [Fact]
    public void A_run_teaches_each_figure_once_its_cells_median_so_its_last_cells_do_not_replace_it()
    {
        var settled = Learn(Duration(Net8Stj, ("small:round-trip", 1.0)) with { OverheadSeconds = 3 });
        // Ten cells of one run: seven near 3 s of overhead, the last three on a busy machine at 9 s.
        var run = Enumerable.Range(0, 10).Select(i => Duration(Net8Stj, ("small:round-trip", 1.0)) with { OverheadSeconds = i < 7 ? 3 : 9 }).ToList();

        var history = DurationLearning.Learn(settled, run);

        Assert.Equal(3.0, history.CellOverheadSeconds[DurationHistory.CellKey("lean", "net8.0")], 6);
        // A run whose median moved: a third of the way, once.
        history = DurationLearning.Learn(history, Enumerable.Range(0, 10).Select(_ => Duration(Net8Stj, ("small:round-trip", 1.0)) with { OverheadSeconds = 6 }));
        Assert.Equal(4.0, history.CellOverheadSeconds[DurationHistory.CellKey("lean", "net8.0")], 6);
    }

    [Fact]
    public void A_cell_that_failed_is_estimated_at_what_its_failure_cost_until_it_runs()
    {
        var failed = new CellDuration(Net8Stj.Id, "lean", "net8.0", "system-text-json", "cached", new Dictionary<string, double>(), 0, null, FailedSeconds: 0.2);
        var history = Learn(failed);

        Assert.Equal(TimeSpan.FromSeconds(0.2), new DurationEstimate(history).ForCell("lean", Net8Stj, TwoBenchmarks));
        Assert.Equal(TimeSpan.Zero, new DurationEstimate(history).Setup([Net8Stj], "lean"));

        history = DurationLearning.Learn(history, [Duration(Net8Stj, ("small:round-trip", 1.0))]);
        Assert.Empty(history.FailedCellSeconds);
    }

    [Fact]
    public void A_run_s_set_up_counts_each_runtime_once_learned_or_built_in_two_builds_at_a_time()
    {
        var withSetup = Duration(Net8Stj, ("small:round-trip", 1.0)) with { SetupSeconds = 70 };
        var estimate = new DurationEstimate(Learn(withSetup));
        var net10 = TestCells.Make(TestCells.Net8 with { Id = "net10.0", Framework = "net10.0" }, TestCells.Stj);
        var net6 = TestCells.Make(TestCells.Net8 with { Id = "net6.0", Framework = "net6.0" }, TestCells.Stj);

        // net8.0 (70 s learned, its two cells one build) in one lane; mono and net10.0 (built in) in the other.
        Assert.Equal(TimeSpan.FromSeconds(70), estimate.Setup([Net8Stj, Net8Newtonsoft, MonoStj, net10]));
        // A third built-in runtime tips the second lane over the first.
        Assert.Equal(DurationEstimate.SetupPerRuntime * 3, estimate.Setup([Net8Stj, MonoStj, net10, net6]));
    }

    [Theory]
    [InlineData(new[] { 150.0, 27, 27, 27, 25, 25 }, 2, 150.0)]
    [InlineData(new[] { 30.0, 30, 30 }, 2, 60.0)]
    [InlineData(new[] { 30.0, 20, 10 }, 1, 60.0)]
    [InlineData(new double[0], 2, 0.0)]
    public void Builds_run_longest_first_each_lane_taking_the_next_as_it_frees(double[] builds, int lanes, double makespan)
    {
        Assert.Equal(TimeSpan.FromSeconds(makespan), SetupLanes.Makespan(builds.Select(TimeSpan.FromSeconds), lanes));
    }

    [Fact]
    public void Cells_of_another_platform_cost_nothing_when_the_host_platform_is_known()
    {
        var net48 = TestCells.Make(TestCells.Net48, TestCells.Stj);

        Assert.Equal(TimeSpan.Zero, new DurationEstimate(DurationHistory.Empty, "linux").ForCell("lean", net48, TwoBenchmarks));
        Assert.Equal(TimeSpan.Zero, new DurationEstimate(DurationHistory.Empty, "linux").Setup([net48]));
        Assert.NotEqual(TimeSpan.Zero, DurationEstimate.BuiltIn.ForCell("lean", net48, TwoBenchmarks));
    }

    [Fact]
    public void The_timeout_leaves_room_for_twenty_times_the_built_in_figure()
    {
        Assert.Equal(TimeSpan.FromMinutes(10) + TimeSpan.FromSeconds(20 * 0.29 * 24), DurationEstimate.Timeout("lean", 24));
    }

    [Fact]
    public void A_nativeaot_runtime_s_built_in_set_up_is_the_minutes_its_aot_compile_takes()
    {
        var aot = TestCells.Make(TestCells.Net8 with { Id = "net8.0-aot", NativeAot = true }, TestCells.Stj);

        // The AOT compile is the longest build: the other runtime's publish fits beside it.
        Assert.Equal(DurationEstimate.NativeAotSetupPerRuntime, DurationEstimate.BuiltIn.Setup([aot, Net8Stj]));
    }

    [Fact]
    public void A_runtime_already_published_costs_no_set_up_and_the_others_still_do()
    {
        var published = new HashSet<string> { DurationEstimate.SetupKey(Net8Stj) };

        var estimate = new DurationEstimate(DurationHistory.Empty, published: published);

        Assert.Equal(DurationEstimate.SetupPerRuntime, estimate.Setup([Net8Stj, Net8Newtonsoft, MonoStj]));
        Assert.Equal(TimeSpan.Zero, estimate.PerCell("lean", [Net8Stj], _ => TwoBenchmarks)[0] - estimate.ForCell("lean", Net8Stj, TwoBenchmarks));
        Assert.Equal(1, estimate.PublishedSetups);
    }

    [Fact]
    public void Per_cell_shares_carry_the_whole_set_up_on_the_first_cell_and_add_up_to_the_run()
    {
        Cell[] cells = [Net8Stj, Net8Newtonsoft, MonoStj];

        var shares = DurationEstimate.BuiltIn.PerCell("lean", cells, _ => TwoBenchmarks);

        // Both runtimes' builds run side by side before the first cell.
        var first = TimeSpan.FromSeconds(3.8 + (2 * 0.45));
        Assert.Equal([DurationEstimate.SetupPerRuntime + first, first, first], shares);
        Assert.Equal(DurationEstimate.BuiltIn.ForRun("lean", cells, _ => TwoBenchmarks), shares[0] + shares[1] + shares[2]);
    }

    [Fact]
    public void A_run_whose_first_cell_does_not_run_carries_the_set_up_on_its_first_cell_that_does()
    {
        Cell[] cells = [Net8Stj, Net8Newtonsoft, MonoStj];
        bool Runs(Cell cell) => cell != Net8Stj; // n/a or unavailable: ends at once

        var shares = DurationEstimate.BuiltIn.PerCell("lean", cells, _ => TwoBenchmarks, runs: Runs);

        var first = TimeSpan.FromSeconds(3.8 + (2 * 0.45));
        Assert.Equal([TimeSpan.Zero, DurationEstimate.SetupPerRuntime + first, first], shares);
        Assert.Equal(DurationEstimate.BuiltIn.ForRun("lean", [Net8Newtonsoft, MonoStj], _ => TwoBenchmarks), shares[0] + shares[1] + shares[2]);
    }

    /// <summary>person, 10 processes per figure: 30 fresh processes (start-up, serialize, deserialize).</summary>
    private static readonly ColdStartSettings PersonColdStart = new(["person"], 10, null, null);

    [Fact]
    public void A_cells_cold_start_counts_once_however_many_processes_the_cell_runs()
    {
        var timing = Net8Stj with { ColdStart = PersonColdStart };
        var estimate = DurationEstimate.BuiltIn;
        var first = estimate.ForCell("lean", Net8Stj, TwoBenchmarks);
        var process = estimate.ForCell("lean", timing, TwoBenchmarks, firstProcess: false);
        var coldStart = TimeSpan.FromSeconds(30 * ColdStartSettings.BuiltInSecondsPerProcess);

        Assert.Equal(first + coldStart, estimate.ForCell("lean", timing, TwoBenchmarks));
        // A run lists the cell once per process; `plan` counts a cell's processes: both count cold start once.
        Assert.Equal(first + process + coldStart + DurationEstimate.SetupPerRuntime, estimate.ForRun("lean", [timing, timing], _ => TwoBenchmarks));
        // The ETA's shares spread it over the processes, which each take their share of its rounds.
        Assert.Equal([DurationEstimate.SetupPerRuntime + first + (coldStart / 2), process + (coldStart / 2)], estimate.PerCell("lean", [timing, timing], _ => TwoBenchmarks));
        var matrix = new MatrixDefinition([TestCells.Net8], [TestCells.Stj], ["default"], ["cached"], ["small"], ["serialize-string", "round-trip"], "lean",
            [], [], new Baseline("system-text-json", "net8.0"), new ContainerLimits("1", 1L << 31));
        Assert.Equal(estimate.ForCell("lean", timing, matrix.BenchmarksOf(timing)) + estimate.ForCell("lean", timing, matrix.BenchmarksOf(timing), firstProcess: false),
            PlanTotals.Of(matrix, [timing], estimate, repeats: 2).Cells);
    }

    [Fact]
    public void Cold_start_costs_what_this_machine_s_processes_took_by_runtime_and_serializer_then_by_runtime()
    {
        var history = Learn(
            Duration(Net8Stj) with { ColdStartSecondsPerProcess = 0.1 },
            Duration(Net8Newtonsoft) with { ColdStartSecondsPerProcess = 0.3 });
        var estimate = new DurationEstimate(history);

        Assert.Equal(TimeSpan.FromSeconds(30 * 0.1), estimate.ColdStart(Net8Stj with { ColdStart = PersonColdStart }));
        // Another serializer on the same runtime: the runtime's mean; another runtime: the built-in figure.
        var net8DataContract = TestCells.Make(TestCells.Net8, TestCells.DataContract) with { ColdStart = PersonColdStart };
        Assert.Equal(TimeSpan.FromSeconds(30 * 0.2), estimate.ColdStart(net8DataContract));
        Assert.Equal(TimeSpan.FromSeconds(30 * ColdStartSettings.BuiltInSecondsPerProcess), estimate.ColdStart(MonoStj with { ColdStart = PersonColdStart }));
        Assert.Equal(TimeSpan.Zero, estimate.ColdStart(Net8Stj));
    }

    private static DurationHistory Learn(params CellDuration[] cells) => DurationLearning.Learn(DurationHistory.Empty, cells);

    private static CellDuration Duration(Cell cell, params (string Pair, double Seconds)[] benchmarks)
    {
        var seconds = new Dictionary<string, double>();
        foreach (var (pair, value) in benchmarks) seconds[pair] = value;
        return new CellDuration(cell.Id, "lean", cell.Runtime.Id, cell.Serializer.Id, cell.Lifetime, seconds, 3, null);
    }
}
