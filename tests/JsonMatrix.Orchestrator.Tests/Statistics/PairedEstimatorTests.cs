using System;
using System.Linq;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

public sealed class PairedEstimatorTests
{
    private const string Cached = "net8.0|default|8.0.1|cached";
    private const string PerCall = "net8.0|default|8.0.1|per-call";

    [Fact]
    public void Floor_times_is_the_median_paired_ratio_and_the_time_uses_the_floor_of_the_fast_processes()
    {
        // The serializer takes 1.5 yardstick samples in every round, whatever the host's speed; process 3 ran slow, and
        // a little off (1.65): the median of the three sets it aside.
        var processes = new[]
        {
            Serializer(1, yardstick: 100),
            Serializer(2, yardstick: 104),
            Serializer(3, yardstick: 210, ratio: 1.65),
            Floor(1, 102),
        };

        var figure = Figure(processes, "stj", "person:serialize-string");

        Assert.Equal(1.5, figure.FloorRatio!.Value, 6);
        Assert.Equal(1.5, figure.YardstickRatio, 6);
        Assert.Equal(3, figure.Processes);
        Assert.Equal(1, figure.SlowProcesses);
        // The floor's time: the median yardstick of the group's processes at the host's fast speed (100, 104, 102; not 210).
        const double floorTime = 102;
        Assert.Equal(1.5 * floorTime, figure.Nanoseconds, 6);
        Assert.Equal(floorTime, Figure(processes, "floor", "person:serialize-string").Nanoseconds, 6);
    }

    [Fact]
    public void The_floors_own_cell_has_floor_times_one_and_lists_every_fast_yardstick_as_its_processes()
    {
        var processes = new[] { Serializer(1, 100), Serializer(2, 110), Floor(1, 105) };

        var floor = Figure(processes, "floor", "person:serialize-string");

        Assert.Equal(1.0, floor.FloorRatio!.Value);
        Assert.Empty(floor.ProcessFloorRatios);
        Assert.Equal(3, floor.ProcessNs.Count);
    }

    [Fact]
    public void A_per_call_cells_floor_times_is_paired_in_its_own_processes_whatever_the_host_did_to_them()
    {
        // The per-call processes ran while the host was slow (their yardstick at 180 against the cached processes' 100):
        // floor × is the paired ratio, the host's state divided out; the time is the per-call group's.
        var processes = new[]
        {
            Serializer(1, 100),
            Serializer(2, 100),
            new ProcessRounds("stj-per-call", 1, PerCall, false, [Benchmark("person:serialize-string", 180, ratio: 20)]),
            new ProcessRounds("stj-per-call", 2, PerCall, false, [Benchmark("person:serialize-string", 180, ratio: 20)]),
        };

        var perCall = Figure(processes, "stj-per-call", "person:serialize-string");

        Assert.Equal(20, perCall.YardstickRatio, 6);
        Assert.Equal(20, perCall.FloorRatio!.Value, 6);
        Assert.Equal(3_600, perCall.Nanoseconds, 3);
    }

    [Fact]
    public void The_ratio_of_two_figures_of_one_group_divides_each_processs_time_by_its_host_level_with_both_spreads()
    {
        // Process 2 of each cell ran on a host 1.5 and 1.3 times slower: its floors say so, and dividing by them leaves
        // 1.5 / 1.55 and 3.0 / 3.2 times the group's floor: Newtonsoft.Json over System.Text.Json is their geometric means' ratio.
        var processes = new[]
        {
            Serializer(1, 100, cell: "stj", ratio: 1.5), Serializer(2, 150, cell: "stj", ratio: 1.55),
            Serializer(1, 100, cell: "newtonsoft", ratio: 3.0), Serializer(2, 130, cell: "newtonsoft", ratio: 3.2),
        };
        var figures = PairedEstimator.Estimate(processes, HostState.Judge(processes));
        var stj = figures.Single(f => f.Cell == "stj" && f.Benchmark == "person:serialize-string");
        var newtonsoft = figures.Single(f => f.Cell == "newtonsoft" && f.Benchmark == "person:serialize-string");

        var (ratio, halfWidth) = newtonsoft.RatioTo(stj);

        Assert.Equal(Math.Sqrt(3.0 * 3.2) / Math.Sqrt(1.5 * 1.55), ratio, 9);
        var (a, b) = (newtonsoft.HostLevel!, stj.HostLevel!);
        Assert.Equal(PairedEstimator.HalfWidth(a.VarianceOfMean + b.VarianceOfMean, Math.Min(a.DegreesOfFreedom, b.DegreesOfFreedom)), halfWidth, 12);
        Assert.True(halfWidth > 0);
    }

    [Fact]
    public void One_floors_own_level_in_a_process_moves_floor_times_but_not_the_ratio_between_serializers()
    {
        // In two of System.Text.Json's three processes the floor beside small serialize-string landed 20 % slower for the
        // process's life, the serializer beside it did not: floor × over floor × reads that floor's level (2.4), the host
        // level (the median over each process's three floors) does not.
        static ProcessRounds Process(string cell, int number, double ratio, double ownFloor = 1) => new(cell, number, Cached, false,
        [
            Benchmark("small:serialize-string", 100, ratio) with { YardstickNs = [.. Enumerable.Repeat(100 * ownFloor, 20)] },
            Benchmark("person:serialize-string", 300, ratio),
            Benchmark("person:deserialize-string", 600, ratio),
        ]);
        var processes = new[]
        {
            Process("stj", 1, 1.5, ownFloor: 1.2), Process("stj", 2, 1.5, ownFloor: 1.2), Process("stj", 3, 1.5),
            Process("newtonsoft", 1, 3), Process("newtonsoft", 2, 3), Process("newtonsoft", 3, 3),
        };
        var figures = PairedEstimator.Estimate(processes, HostState.Judge(processes));
        var stj = figures.Single(f => f.Cell == "stj" && f.Benchmark == "small:serialize-string");
        var newtonsoft = figures.Single(f => f.Cell == "newtonsoft" && f.Benchmark == "small:serialize-string");

        Assert.Equal(2.0, newtonsoft.RatioTo(stj).Ratio, 9);
        Assert.Equal(2.4, newtonsoft.YardstickRatio / stj.YardstickRatio, 9);
    }

    [Fact]
    public void One_process_of_four_far_off_does_not_move_the_ratio_between_serializers()
    {
        // System.Text.Json's process 4 ran its serializer 1.6 times slower for its whole life, its floors at their usual
        // speed: the median over the processes sets it aside, where a mean would have read 2.0 / 1.6^(1/4) = 1.78.
        var processes = new[]
        {
            Serializer(1, 100, cell: "stj", ratio: 1.5), Serializer(2, 100, cell: "stj", ratio: 1.5),
            Serializer(3, 100, cell: "stj", ratio: 1.5), Serializer(4, 100, cell: "stj", ratio: 2.4),
            Serializer(1, 100, cell: "newtonsoft", ratio: 3), Serializer(2, 100, cell: "newtonsoft", ratio: 3),
            Serializer(3, 100, cell: "newtonsoft", ratio: 3), Serializer(4, 100, cell: "newtonsoft", ratio: 3),
        };
        var figures = PairedEstimator.Estimate(processes, HostState.Judge(processes));
        var stj = figures.Single(f => f.Cell == "stj" && f.Benchmark == "person:serialize-string");
        var newtonsoft = figures.Single(f => f.Cell == "newtonsoft" && f.Benchmark == "person:serialize-string");

        Assert.Equal(2.0, newtonsoft.RatioTo(stj).Ratio, 9);
    }

    [Fact]
    public void The_floors_own_cell_keeps_its_ratio_from_the_groups_yardstick_not_its_one_processs_host_level()
    {
        var processes = new[] { Serializer(1, 100, cell: "stj"), Serializer(2, 110, cell: "stj"), Floor(1, 105) };
        var figures = PairedEstimator.Estimate(processes, HostState.Judge(processes));
        var floor = figures.Single(f => f.Cell == "floor" && f.Benchmark == "person:serialize-string");
        var stj = figures.Single(f => f.Cell == "stj" && f.Benchmark == "person:serialize-string");

        Assert.Null(floor.HostLevel);
        Assert.Equal(1 / stj.YardstickRatio, floor.RatioTo(stj).Ratio, 9);
    }

    [Fact]
    public void The_floors_time_is_the_median_of_every_fast_yardstick_sample_not_of_the_fast_processes_medians()
    {
        // Process 2 ran slow (its median 180) but fast in 14 rounds, at 100; process 3 ran at 110. The fast samples
        // (within 1.15 of the fast level, 100): 44 at 100 and 30 at 110, median 100 (the median of the fast processes'
        // medians would say 105).
        var processes = new[]
        {
            Process(1, [.. Enumerable.Repeat(100.0, 30)]),
            Process(2, [.. Enumerable.Repeat(180.0, 16), .. Enumerable.Repeat(100.0, 14)]),
            Process(3, [.. Enumerable.Repeat(110.0, 30)]),
        };

        var figure = Figure(processes, "stj", "person:serialize-string");

        Assert.Equal(1.5, figure.FloorRatio!.Value, 6);
        Assert.Equal(150, figure.Nanoseconds, 6);
    }

    [Fact]
    public void A_group_whose_every_process_ran_mostly_slow_takes_the_floors_time_from_its_few_fast_rounds()
    {
        // The host's slow state comes and goes within a process: each ran 24 of its 30 rounds at 200 and 6 at 100. The
        // fastest process's median (200) would make the slow speed the floor's (and judges none of them slow against
        // it); the fast samples say 100.
        var processes = Enumerable.Range(1, 3)
            .Select(n => Process(n, [.. Enumerable.Repeat(200.0, 8 * n), .. Enumerable.Repeat(100.0, 6), .. Enumerable.Repeat(200.0, 24 - 8 * n)]))
            .ToArray();

        var figure = Figure(processes, "stj", "person:serialize-string");

        Assert.Equal(1.5, figure.FloorRatio!.Value, 6);
        Assert.Equal(150, figure.Nanoseconds, 6);
    }

    [Theory]
    [InlineData(new[] { 100.0, 100.0, 100.0 }, false)]
    [InlineData(new[] { 200.0, 210.0, 190.0 }, true)]
    public void Floor_times_interval_widens_by_the_slow_factor_only_when_every_process_ran_slow(double[] levels, bool allSlow)
    {
        // The same paired ratios either way; a floor process at 100 sets the run's fast speed.
        var ratios = new[] { 1.45, 1.5, 1.56 };
        var processes = levels.Select((level, i) => Serializer(i + 1, level, ratios[i])).Append(Floor(1, 100)).ToArray();
        var fast = Enumerable.Range(0, 3).Select(i => Serializer(i + 1, 100, ratios[i])).Append(Floor(1, 100)).ToArray();

        var figure = Figure(processes, "stj", "person:serialize-string");
        var reference = Figure(fast, "stj", "person:serialize-string");

        Assert.Equal(allSlow, figure.AllSlow);
        Assert.Equal(reference.FloorRatio!.Value, figure.FloorRatio!.Value, 9);
        Assert.Equal(allSlow ? HostState.SlowWidening : 1, Math.Log(1 + figure.FloorRatioHalfWidth) / Math.Log(1 + reference.FloorRatioHalfWidth), 6);
    }

    private static ProcessRounds Process(int number, double[] yardstick) => new("stj", number, Cached, false,
        [new BenchmarkRounds("person:serialize-string", yardstick.Select(y => y * 1.5).ToArray(), yardstick)]);

    private static PairedFigure Figure(ProcessRounds[] processes, string cell, string benchmark) =>
        PairedEstimator.Estimate(processes, HostState.Judge(processes)).Single(f => f.Cell == cell && f.Benchmark == benchmark);

    private static ProcessRounds Serializer(int process, double yardstick, double ratio = 1.5, string cell = "stj") =>
        new(cell, process, Cached, false, [Benchmark("person:serialize-string", yardstick, ratio), Benchmark("person:deserialize-string", yardstick * 3, 0.9)]);

    private static ProcessRounds Floor(int process, double ns) =>
        new("floor", process, Cached, true,
        [
            new BenchmarkRounds("person:serialize-string", Enumerable.Repeat(ns, 20).ToArray(), null),
            new BenchmarkRounds("person:deserialize-string", Enumerable.Repeat(ns * 3, 20).ToArray(), null),
        ]);

    private static BenchmarkRounds Benchmark(string name, double yardstick, double ratio) =>
        new(name, Enumerable.Repeat(yardstick * ratio, 20).ToArray(), Enumerable.Repeat(yardstick, 20).ToArray());
}
