using System.Linq;
using System.Text.Json.Nodes;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Support.ColdStartFiles;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>The merge's cold-start figures from hand-made samples: medians, quartile spread, the start-up floor and the
/// serializer's share over it, first-call bytes, the noisy flag, and the rows without figures.</summary>
public sealed class ColdStartMergeTests
{
    private static SyntheticCell Cell(string runtime = "net8.0", string serializer = "newtonsoft") =>
        new(runtime, serializer, "default", "cached", [new SyntheticBenchmark("small", "serialize-string", 300, 64)]);

    private static ColdStartSection Merge(params (SyntheticCell Cell, string? Json)[] cells) =>
        ReportMerger.Merge([.. cells.Select((c, i) => Folder(c.Cell, i, c.Json))], new Baseline("system-text-json", "net8.0")).ColdStart;

    [Fact]
    public void A_figure_is_the_median_of_all_its_processes_with_half_their_interquartile_range()
    {
        // 10 processes: 40 … 48 ms and one straggler at 200 ms, which moves neither the median nor the quartiles much.
        double[] times = [40, 41, 42, 43, 44, 45, 46, 47, 48, 200];
        var section = Merge((Cell(), Json("newtonsoft", [new Figure("person", "serialize-string", times, FirstCallMs: 8, FirstCallBytes: 2048)])));

        var figure = Assert.Single(section.Rows).Figure!;
        Assert.Equal(10, figure.Processes);
        // All ten, not the fastest few (40 … 44 ms within 10 % of the fastest would read 42 ms).
        Assert.Equal(44.5, figure.ProcessMs, precision: 9);
        Assert.Equal(42.25, figure.LowerQuartileMs, precision: 9);
        Assert.Equal(46.75, figure.UpperQuartileMs, precision: 9);
        Assert.Equal((46.75 - 42.25) / 2 / 44.5 * 100, figure.SpreadPercent, precision: 9);
        Assert.Equal((40, 200), (figure.MinMs, figure.MaxMs));
        Assert.Equal(8, figure.FirstCallMs);
        Assert.Equal((2048L, 2048L, 2048L), (figure.FirstCallAllocatedBytes!.Value, figure.FirstCallAllocatedBytesMin!.Value, figure.FirstCallAllocatedBytesMax!.Value));
        Assert.True(figure.Noisy, "±5.1 % is beyond the 5 % threshold");
        Assert.Null(figure.StartUpMs);
        Assert.Null(figure.SerializerMs);
    }

    [Fact]
    public void The_serializer_s_share_is_its_median_minus_the_start_up_median_of_the_same_cell_and_payload()
    {
        var section = Merge((Cell(), Json("newtonsoft",
        [
            new Figure("person", "serialize-string", Around(60)), new Figure("person", "deserialize-string", Around(70)),
            new Figure("person", ColdStartResult.StartUp, Around(45)),
        ])));

        Assert.Equal(["serialize-string", "deserialize-string", ColdStartResult.StartUp], section.Rows.Select(r => r.Operation));
        var serialize = section.Rows[0].Figure!;
        Assert.Equal(60, serialize.ProcessMs, precision: 9);
        Assert.Equal(45, serialize.StartUpMs!.Value, precision: 9);
        Assert.Equal(15, serialize.SerializerMs!.Value, precision: 9);
        Assert.False(serialize.WithinStartUpNoise);
        Assert.False(serialize.Noisy);
        var startUp = section.Rows[2].Figure!;
        Assert.Equal(45, startUp.StartUpMs!.Value, precision: 9);
        Assert.Null(startUp.SerializerMs);
    }

    [Fact]
    public void Over_its_start_up_floor_is_the_median_of_each_round_s_ratio_not_the_ratio_of_the_medians()
    {
        // The host started processes at 40 ms for five rounds and 60 ms for five; the serializer took 1.5 times its round's
        // start-up in nine rounds of ten. Its median over the start-up's median would read 90 / 50 = 1.8.
        double[] startUps = [40, 40, 40, 40, 40, 60, 60, 60, 60, 60];
        double[] firsts = [60, 60, 60, 60, 90, 90, 90, 90, 90, 90];
        var section = Merge((Cell(), Json("newtonsoft",
            [new Figure("person", "serialize-string", firsts), new Figure("person", ColdStartResult.StartUp, startUps)])));

        var serialize = section.Rows.Single(r => r.Operation == "serialize-string").Figure!;
        Assert.Equal(1.8, serialize.ProcessMs / serialize.StartUpMs!.Value, precision: 9);
        Assert.Equal(1.5, serialize.OverStartUp!.Value, precision: 9);
        Assert.Equal((1.5, 1.5), (serialize.OverStartUpLower!.Value, serialize.OverStartUpUpper!.Value)); // the 2nd lowest and 2nd highest of ten
        Assert.Null(section.Rows.Single(r => r.Operation == ColdStartResult.StartUp).Figure!.OverStartUp);
    }

    [Fact]
    public void A_host_s_samples_go_to_each_serializer_s_cell_in_report_order_with_the_shared_start_up_floor()
    {
        var host = Cell(serializer: "system-text-json");
        var json = HostJson("system-text-json",
        [
            ("system-text-json", [new Figure("person", "serialize-string", Around(50)), new Figure("person", ColdStartResult.StartUp, Around(45))]),
            ("newtonsoft", [new Figure("person", "serialize-string", Around(80))]),
        ]);

        var section = Merge((host, json), (Cell(serializer: "newtonsoft"), null));

        Assert.Equal(
            [(host.Id, "system-text-json", "serialize-string"), (host.Id, "system-text-json", ColdStartResult.StartUp),
             ("net8.0_newtonsoft_default_cached", "newtonsoft", "serialize-string"), ("net8.0_newtonsoft_default_cached", "newtonsoft", ColdStartResult.StartUp)],
            section.Rows.Select(r => (r.Cell, r.Serializer, r.Operation)));
        var newtonsoft = section.Rows[2].Figure!;
        Assert.Equal(80, newtonsoft.ProcessMs, precision: 9);
        Assert.Equal(35, newtonsoft.SerializerMs!.Value, precision: 9);
        Assert.Equal(45, section.Rows[3].Figure!.ProcessMs, precision: 9);
    }

    [Fact]
    public void A_failed_host_loses_its_own_cold_start_figures_but_not_the_other_serializers()
    {
        var host = Cell(serializer: "system-text-json") with { Status = CellStatus.Failed, Reason = "its benchmarks crashed" };
        var json = HostJson("system-text-json",
        [
            ("system-text-json", [new Figure("person", "serialize-string", Around(50)), new Figure("person", ColdStartResult.StartUp, Around(45))]),
            ("newtonsoft", [new Figure("person", "serialize-string", Around(80))]),
        ]);

        var section = Merge((host, json), (Cell(serializer: "newtonsoft"), null));

        Assert.All(section.Rows, r => Assert.Equal("newtonsoft", r.Serializer));
        Assert.Equal(["serialize-string", ColdStartResult.StartUp], section.Rows.Select(r => r.Operation));
    }

    [Fact]
    public void A_serializer_faster_than_its_start_up_floor_is_within_start_up_noise()
    {
        var section = Merge((Cell(), Json("newtonsoft",
            [new Figure("person", "serialize-string", Around(44)), new Figure("person", ColdStartResult.StartUp, Around(45))])));

        var figure = section.Rows[0].Figure!;
        Assert.True(figure.SerializerMs < 0);
        Assert.True(figure.WithinStartUpNoise);
    }

    [Fact]
    public void First_call_bytes_that_differ_between_processes_keep_their_median_and_range()
    {
        var json = Json("newtonsoft", [new Figure("person", "serialize-string", [50, 50, 50], FirstCallBytes: 1000)])
            .ReplaceFirst("\"firstCallAllocatedBytes\": 1000", "\"firstCallAllocatedBytes\": 1024");

        var figure = Merge((Cell(), json)).Rows[0].Figure!;

        Assert.Equal((1000L, 1000L, 1024L), (figure.FirstCallAllocatedBytes!.Value, figure.FirstCallAllocatedBytesMin!.Value, figure.FirstCallAllocatedBytesMax!.Value));
    }

    [Fact]
    public void Fewer_than_three_processes_are_noisy_whatever_their_spread()
    {
        var figure = Merge((Cell(), Json("newtonsoft", [new Figure("person", "serialize-string", [50, 50])]))).Rows[0].Figure!;

        Assert.Equal("only 2 fresh processes (fewer than 3): no spread to judge", figure.Noise);
    }

    [Fact]
    public void Unsupported_figures_and_a_bad_file_are_rows_with_their_reasons()
    {
        var section = Merge(
            (Cell(), Json("newtonsoft", [new Figure("person", ColdStartResult.StartUp, Around(45))], [new Unsupported("person", "*", "not this payload")])),
            (Cell("net10.0"), "{ oops"));

        Assert.Equal([(CellStatus.Ok, ColdStartResult.StartUp), (CellStatus.Unsupported, "*")],
            section.Rows.Where(r => r.Runtime == "net8.0").Select(r => (r.Status, r.Operation)));
        var failed = section.Rows.Single(r => r.Runtime == "net10.0");
        Assert.Equal((CellStatus.Failed, "*", "*"), (failed.Status, failed.Payload, failed.Operation));
        Assert.Contains("is not valid JSON", failed.Reason);
    }

    [Fact]
    public void A_cell_measured_in_several_processes_keeps_the_cold_start_of_the_one_process_that_sampled_it()
    {
        static CellFolderText Repeat(int repeat, string? json)
        {
            var folder = Folder(Cell(), repeat, json);
            var record = JsonNode.Parse(folder.CellJson)!.AsObject();
            record["repeat"] = repeat;
            return folder with { Folder = $"results/cells/{Cell().Id}/{CellFolder.RepeatFolderName(repeat)}", CellJson = record.ToJsonString() };
        }

        var report = ReportMerger.Merge(
            [Repeat(1, Json("newtonsoft", [new Figure("person", "serialize-string", Around(50))])), Repeat(2, null)],
            new Baseline("system-text-json", "net8.0"));

        var row = Assert.Single(report.ColdStart.Rows);
        Assert.Equal(50, row.Figure!.ProcessMs, precision: 9);
        Assert.Equal(2, Assert.Single(report.Cells).Repeats);
    }

    [Fact]
    public void Rounds_spread_over_a_cell_s_processes_join_into_one_figure_and_a_failed_process_keeps_only_the_others_parts()
    {
        static CellFolderText Repeat(int repeat, string json, string status = CellStatus.Ok)
        {
            var folder = Folder(Cell(serializer: "system-text-json"), repeat, json);
            var record = JsonNode.Parse(folder.CellJson)!.AsObject();
            record["repeat"] = repeat;
            record["status"] = status;
            if (status != CellStatus.Ok) record["reason"] = "its benchmarks crashed";
            return folder with { Folder = $"results/cells/{Cell(serializer: "system-text-json").Id}/{CellFolder.RepeatFolderName(repeat)}", CellJson = record.ToJsonString() };
        }

        static string Share(double stj, double newtonsoft, double startUp) => HostJson("system-text-json",
        [
            ("system-text-json", [new Figure("person", "serialize-string", [stj, stj, stj]), new Figure("person", ColdStartResult.StartUp, [startUp, startUp, startUp])]),
            ("newtonsoft", [new Figure("person", "serialize-string", [newtonsoft, newtonsoft, newtonsoft])]),
        ]);

        var report = ReportMerger.Merge(
            [Repeat(1, Share(50, 80, 40)), Repeat(2, Share(60, 90, 40)), Repeat(3, Share(70, 100, 40), CellStatus.Failed), Folder(Cell(serializer: "newtonsoft"), 3, null)],
            new Baseline("system-text-json", "net8.0"));

        var rows = report.ColdStart.Rows.ToDictionary(r => (r.Serializer, r.Operation), r => r.Figure!);
        // The host's own figure from its two processes that succeeded; newtonsoft's from all three.
        Assert.Equal((6, 55.0), (rows[("system-text-json", "serialize-string")].Processes, rows[("system-text-json", "serialize-string")].ProcessMs));
        Assert.Equal((9, 90.0), (rows[("newtonsoft", "serialize-string")].Processes, rows[("newtonsoft", "serialize-string")].ProcessMs));
    }

    [Fact]
    public void Cells_without_cold_start_make_an_empty_section()
    {
        Assert.Empty(Merge((Cell(), null)).Rows);
    }
}

internal static class StringReplaceFirst
{
    public static string ReplaceFirst(this string text, string old, string replacement)
    {
        var at = text.IndexOf(old, System.StringComparison.Ordinal);
        return at < 0 ? text : text[..at] + replacement + text[(at + old.Length)..];
    }
}
