using System;
using System.IO;
using System.Linq;
using System.Text.Json.Nodes;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>run --repeat leaves one folder per repeat of a cell: the report combines them into one figure with the
/// spread between them, and marks a benchmark whose repeats disagree.</summary>
public sealed class RepeatMergeTests
{
    private static readonly Baseline Baseline = new("system-text-json", "net8.0");

    private static SyntheticCell Stj(double median) =>
        new("net8.0", "system-text-json", "default", "cached", [new("small", "round-trip", median, 208, ErrorPercent: 1)]);

    private static CellFolderText Repeat(SyntheticCell cell, int repeat, int order, string runId = "20260115T113000Z-1")
    {
        var folder = SyntheticResults.Folder(cell, order);
        var json = JsonNode.Parse(folder.CellJson)!.AsObject();
        json["repeat"] = repeat;
        json["runId"] = runId;
        return folder with { Folder = $"results/cells/{cell.Id}/repeat-{repeat}", CellJson = json.ToJsonString() };
    }

    [Fact]
    public void Repeats_that_agree_give_one_row_with_the_median_of_their_medians_and_their_spread_and_are_not_noisy()
    {
        var report = ReportMerger.Merge([Repeat(Stj(100), 1, 0), Repeat(Stj(101), 2, 1), Repeat(Stj(104), 3, 2)], Baseline, 0.05);

        var row = Assert.Single(report.Results);
        Assert.Equal(101, row.MedianNs);
        Assert.Equal([100.0, 101.0, 104.0], row.Repeats!.MediansNs);
        Assert.Equal(4 / 101.0 * 100, row.Repeats.SpreadPercent, 6);
        Assert.False(row.Spread!.Noisy);
        Assert.Equal(3, Assert.Single(report.Cells).Repeats);
        Assert.Contains("101 ns ±2.0 % (3 processes)", new MarkdownReportRenderer().Render(report));
        Assert.Empty(report.Notes);
    }

    [Fact]
    public void Repeats_that_disagree_by_more_than_the_threshold_mark_the_benchmark_noisy_with_that_reason()
    {
        var report = ReportMerger.Merge([Repeat(Stj(100), 1, 0), Repeat(Stj(110), 2, 1)], Baseline, 0.05);

        var row = Assert.Single(report.Results);
        Assert.Equal(105, row.MedianNs);
        Assert.Equal("its 2 processes disagree by 9.5 % (more than 5 %)", row.Spread!.Noise);
        var json = JsonNode.Parse(new JsonReportRenderer().Render(report))!;
        Assert.Equal(9.5238, (double)json["results"]![0]!["repeatSpreadPercent"]!, 3);
        Assert.Equal(2, (int)json["cells"]![0]!["repeats"]!);
    }

    [Fact]
    public void A_cell_merged_with_an_older_single_run_of_it_keeps_only_the_repeats_of_the_newest_run()
    {
        var older = SyntheticResults.Folder(Stj(500) with { Finished = SyntheticResults.DefaultFinish.AddDays(-1) }, 0);

        var report = ReportMerger.Merge([older, Repeat(Stj(100), 1, 1), Repeat(Stj(102), 2, 2)], Baseline, 0.05);

        Assert.Equal(101, Assert.Single(report.Results).MedianNs);
        Assert.Contains(report.Notes, note => note.StartsWith("cell net8.0_system-text-json_default_cached was found 3 times; kept the 2 repeats of the newest run (20260115T113000Z-1)", StringComparison.Ordinal));
    }

    [Fact]
    public void The_drift_table_shows_each_repeat_with_its_own_calibration_and_flag()
    {
        var steady = Stj(100) with { Calibration = (1_000_000, 1_000_000) };
        var slowedDown = Stj(101) with { Calibration = (1_000_000, 1_200_000) };

        var report = ReportMerger.Merge([Repeat(steady, 1, 0), Repeat(slowedDown, 2, 1)], Baseline, 0.05);

        var rows = DriftRows.Of(report).ToList();
        Assert.Equal(["net8.0_system-text-json_default_cached (repeat 1)", "net8.0_system-text-json_default_cached (repeat 2)"], rows.Select(r => r[0]));
        Assert.Equal(["", "the machine's speed changed by +20 % during the cell (calibration before and after)"], rows.Select(r => r[^1]));
        Assert.Equal(["0 %", "+20 %"], rows.Select(r => r[3]));
        // One disturbed process of two: the median of the processes sets it aside, and their spread (1 %) shows no harm.
        Assert.Null(Assert.Single(report.Results).Spread!.Noise);
    }

    [Fact]
    public void A_single_run_reads_as_before_with_no_repeat_fields()
    {
        var report = ReportMerger.Merge([SyntheticResults.Folder(Stj(100), 0)], Baseline, 0.05);

        var row = Assert.Single(report.Results);
        Assert.Null(row.Repeats);
        Assert.Equal(1, Assert.Single(report.Cells).Repeats);
        Assert.DoesNotContain("repeats", new MarkdownReportRenderer().Render(report));
    }

    [Fact]
    public void Compare_reads_a_repeated_run_as_one_figure_per_cell_benchmark_with_each_process_median()
    {
        var run = Directory.CreateTempSubdirectory("jsonmatrix-repeats-").FullName;
        try
        {
            void Write(double median, int repeat)
            {
                var text = Repeat(Stj(median), repeat, repeat - 1);
                var folder = Directory.CreateDirectory(Path.Combine(run, "cells", Stj(median).Id, $"repeat-{repeat}", "bdn", "results")).FullName;
                File.WriteAllText(Path.Combine(folder, "..", "..", "cell.json"), text.CellJson);
                File.WriteAllText(Path.Combine(folder, "..", "..", "metadata.json"), text.MetadataJson);
                File.WriteAllText(Path.Combine(folder, "Bench-report-full.json"), SyntheticResults.ReportJson(Stj(median), 5));
            }

            Write(100, 1);
            Assert.Equal([100.0], Assert.Single(RunFigures.Read(run).Figures).Value.ProcessMediansNs);
            Write(110, 2);

            var read = RunFigures.Read(run);

            Assert.Empty(read.Errors);
            var (key, figure) = Assert.Single(read.Figures);
            Assert.Equal("net8.0_system-text-json_default_cached", key.Cell);
            Assert.Equal(105, figure.MedianNs);
            Assert.Equal([100.0, 110.0], figure.ProcessMediansNs);
            Assert.Equal(2, read.MaxProcesses);
        }
        finally
        {
            Directory.Delete(run, recursive: true);
        }
    }
}
