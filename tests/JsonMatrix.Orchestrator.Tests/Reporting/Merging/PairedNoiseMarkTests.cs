using System;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>A row from rounds is noisy for a spread, never for the host's state alone: a cell whose every process ran
/// slow gets a wider floor × interval, and its mark says so only where that interval is wider than the threshold.</summary>
public sealed class PairedNoiseMarkTests
{
    private const double Threshold = 0.05;

    private static CellData Process(string serializer, int repeat, double yardstick, double ratio)
    {
        var id = $"net8.0_{serializer}_default_cached";
        var record = new CellRecord(CellRecord.CurrentSchemaVersion, id, "net8.0", serializer, "default", "cached", "linux", "dotnet",
            "net8.0", "net8.0", null, "System.Text.Json", "inbox", CellStatus.Ok, null, null, "container", "lean", "R1", DateTime.UnixEpoch, DateTime.UnixEpoch,
            new CellLimits("0-1", null), null, null, 0, 100, 10, 90, []) { Repeat = repeat };
        var samples = Enumerable.Repeat(yardstick, 20).ToArray();
        var isFloor = serializer == "floor";
        var benchmark = new RoundsBenchmark("person", "serialize-string", 1, isFloor ? null : 1,
            isFloor ? samples : [.. samples.Select(y => y * ratio)], isFloor ? null : samples);
        var rounds = new RoundsResult(RoundsResult.CurrentSchemaVersion, 1, 2, 20, isFloor ? null : "floor", "8.0.1", [benchmark], [], null, 10);
        return new CellData(record, "cells/" + id, 0, null, null, [], []) { Rounds = rounds };
    }

    /// <summary>A process whose rounds' ratios are <paramref name="ratios"/> (the yardstick at 100 in every round).</summary>
    private static CellData Rounds(int repeat, double[] ratios)
    {
        var cell = Process("system-text-json", repeat, 100, 1);
        var yardstick = Enumerable.Repeat(100.0, ratios.Length).ToArray();
        var benchmark = new RoundsBenchmark("person", "serialize-string", 1, 1, [.. ratios.Select(r => r * 100)], yardstick);
        return cell with { Rounds = cell.Rounds! with { Rounds = ratios.Length, Benchmarks = [benchmark] } };
    }

    private static string? Mark(double level, params double[] ratios)
    {
        var cells = ratios.Select((r, i) => Process("system-text-json", i + 1, level, r)).Append(Process("floor", 1, 100, 1)).ToList();
        return PairedResults.Rows(cells, Threshold).Rows.Single(r => r.Serializer == "system-text-json").Spread!.Noise;
    }

    [Fact]
    public void Processes_that_agree_are_not_marked_however_slow_the_host_ran()
    {
        Assert.Null(Mark(100, 1.50, 1.50, 1.51));
        Assert.Null(Mark(200, 1.50, 1.50, 1.51));
    }

    [Fact]
    public void A_spread_that_the_slow_widening_takes_over_the_threshold_is_marked_and_says_why()
    {
        // ±~3.5 % between these processes' floor × when they ran fast; times 1.6 when every one ran slow.
        var ratios = new[] { 1.46, 1.50, 1.53 };

        Assert.Null(Mark(100, ratios));
        var mark = Mark(200, ratios);

        Assert.NotNull(mark);
        Assert.Contains("widened by 60 % because all of them ran while the host was slow", mark);
    }

    [Fact]
    public void A_spread_from_rounds_in_two_groups_says_so()
    {
        // Every process's rounds sit at 1.5 or 4.3 (as list-1000 serialize-string's do), in different shares: their
        // medians land in either group.
        double[] Split(int high) => [.. Enumerable.Range(0, 30).Select(i => i < high ? 4.3 : 1.5)];
        var cells = new[] { Rounds(1, Split(17)), Rounds(2, Split(13)), Rounds(3, Split(16)), Rounds(4, Split(12)), Process("floor", 1, 100, 1) };

        var mark = PairedResults.Rows(cells, Threshold).Rows.Single(r => r.Serializer == "system-text-json").Spread!.Noise;

        Assert.NotNull(mark);
        Assert.Contains("its rounds fall in two groups within its processes", mark);
    }

    [Fact]
    public void A_spread_between_processes_whose_rounds_agree_names_no_groups()
    {
        var mark = Mark(100, 1.30, 1.50, 1.70);

        Assert.NotNull(mark);
        Assert.DoesNotContain("two groups", mark);
    }
}
