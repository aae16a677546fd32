using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Downloaded artifacts given to merge are folders any workflow run may have written: whatever in them names a
/// path stays inside the folders and --out, a cell claiming another run is that run's environment, a 2 GB file is
/// neither read nor copied, and a thousand cells merge whole.</summary>
public sealed class UntrustedArtifactsTests : IDisposable
{
    private static readonly Baseline Baseline = new("system-text-json", "net8.0");
    private readonly FaultScratch _scratch = new();
    private readonly CliHarness _cli = new() { RealReports = new FolderMerge() };

    private string Artifacts => _scratch.Path("downloaded");

    private string Out => _scratch.Path("merged");

    [Fact]
    public async Task A_run_json_listing_a_cell_that_climbs_out_is_refused_with_exit_2_and_nothing_is_written()
    {
        SyntheticResults.WriteToDisk(Artifacts, [Cell("net8.0", "newtonsoft")], 4);
        Manifest("20260115-113000", ["net8.0_newtonsoft_default_cached", "../../escape_x_y_z"]).Write(Artifacts);

        var exit = await _cli.RunAsync("merge", Artifacts, "--out", Out, "--keep-cells");

        Assert.Equal(ExitCodes.InvalidOptions, exit);
        Assert.Contains("lists cell '../../escape_x_y_z', which is not a cell id", _cli.Errors, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Out));
        Assert.Equal(["downloaded"], Directory.EnumerateFileSystemEntries(_scratch.Root).Select(Path.GetFileName));
    }

    [Fact]
    public void A_cell_json_whose_run_id_is_a_path_fails_its_cell_naming_the_value_and_the_rule()
    {
        SyntheticResults.WriteToDisk(Artifacts, [Cell("net8.0", "system-text-json"), Cell("net8.0", "newtonsoft")], 4);
        EditCellJson("net8.0_newtonsoft_default_cached", "\"runId\": \"20260115-113000\"", "\"runId\": \"../../../tmp/escape\"");

        var cells = new FolderMerge().Run([Artifacts], Out, Baseline).Report!.Cells.ToDictionary(c => c.Id);

        Assert.Equal(CellStatus.Ok, cells["net8.0_system-text-json_default_cached"].Status);
        Assert.Equal(CellStatus.Failed, cells["net8.0_newtonsoft_default_cached"].Status);
        Assert.Contains($"$.runId is '../../../tmp/escape', not a run id ({RunId.Description})", cells["net8.0_newtonsoft_default_cached"].Reason, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Keep_cells_copies_cells_only_into_out_s_cells_folder_and_leaves_out_links_and_folders_not_named_as_cells()
    {
        SyntheticResults.WriteToDisk(Artifacts, [Cell("net8.0", "system-text-json"), Cell("net8.0", "newtonsoft")], 4);
        var cell = Path.Combine(Artifacts, "cells", "net8.0_newtonsoft_default_cached");
        File.CreateSymbolicLink(Path.Combine(cell, "passwd"), "/etc/passwd");
        // A folder whose name is no cell id: merge reports it as a failed cell; the copy has no cells/ name for it.
        Directory.Move(Path.Combine(Artifacts, "cells", "net8.0_system-text-json_default_cached"), Path.Combine(Artifacts, "cells", "..escape"));

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("merge", Artifacts, "--out", Out, "--keep-cells"));

        Assert.Contains($"skipped: '{Path.Combine(cell, "passwd")}' is not copied: it is a symbolic link, which is not followed", _cli.Errors, StringComparison.Ordinal);
        Assert.Contains($"skipped: '{Path.Combine(Artifacts, "cells", "..escape")}': not copied: its name '..escape' is not a cell id", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(["cells/net8.0_newtonsoft_default_cached"], Directory.EnumerateDirectories(Path.Combine(Out, "cells")).Select(d => Path.GetRelativePath(Out, d)));
        Assert.True(File.Exists(Path.Combine(Out, "cells", "net8.0_newtonsoft_default_cached", "bdn", "results", "JsonMatrix.Bench-report-full.json")));
        Assert.DoesNotContain(Directory.EnumerateFileSystemEntries(Out, "*", SearchOption.AllDirectories), entry => new FileInfo(entry).LinkTarget is not null);
        Assert.Equal(["downloaded", "merged"], Directory.EnumerateFileSystemEntries(_scratch.Root).Select(Path.GetFileName).Order());
    }

    [Fact]
    public async Task Keep_cells_copies_of_a_cell_found_twice_the_copy_the_report_kept()
    {
        var later = SyntheticResults.DefaultFinish.AddHours(1);
        SyntheticResults.WriteToDisk(Path.Combine(Artifacts, "a"), [Cell("net8.0", "newtonsoft") with { Finished = later }], 4);
        SyntheticResults.WriteToDisk(Path.Combine(Artifacts, "b"), [Cell("net8.0", "newtonsoft")], 4);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("merge", Artifacts, "--out", Out, "--keep-cells"));

        // b is found last, but a finished later: the report keeps a, and so does its cells/ folder.
        var copied = File.ReadAllText(Path.Combine(Out, "cells", "net8.0_newtonsoft_default_cached", "cell.json"));
        Assert.Equal(File.ReadAllText(Path.Combine(Artifacts, "a", "cells", "net8.0_newtonsoft_default_cached", "cell.json")), copied);
    }

    [Fact]
    public void A_cell_claiming_another_run_s_id_is_that_run_s_environment_and_every_ratio_across_it_is_marked()
    {
        SyntheticResults.WriteToDisk(Artifacts, [Cell("net8.0", "system-text-json"), Cell("net8.0", "newtonsoft")], 4);
        EditCellJson("net8.0_newtonsoft_default_cached", "\"runId\": \"20260115-113000\"", "\"runId\": \"20260115-113000-fork\"");

        var report = new FolderMerge().Run([Artifacts], Out, Baseline).Report!;

        Assert.Equal([("E1", "20260115-113000"), ("E2", "20260115-113000-fork")], report.Environments.Select(e => (e.Id, e.RunId)));
        Assert.All(report.Cells, cell => Assert.Equal(CellStatus.Ok, cell.Status));
        Assert.Equal("E1/E2", report.Results.Single(r => r.Serializer == "newtonsoft").RatioAcrossEnvironments);
        Assert.Contains("⇄ E1/E2", File.ReadAllText(Path.Combine(Out, "report.md")), StringComparison.Ordinal);
        Assert.Contains(",E1/E2\r\n", File.ReadAllText(Path.Combine(Out, "report.csv")), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_2_GB_file_is_refused_unread_and_not_copied_while_the_merge_and_the_other_cells_stand()
    {
        SyntheticResults.WriteToDisk(Artifacts, [Cell("net8.0", "newtonsoft"), Cell("net10.0", "newtonsoft")], 4);
        var report = Directory.EnumerateFiles(Path.Combine(Artifacts, "cells", "net8.0_newtonsoft_default_cached"), "*-report-full.json", SearchOption.AllDirectories).Single();
        var log = Path.Combine(Artifacts, "cells", "net10.0_newtonsoft_default_cached", "log.txt");
        foreach (var file in new[] { report, log }) Sparse(file, 2L << 30);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("merge", Artifacts, "--out", Out, "--keep-cells"));

        var merged = new FolderMerge().Run([Artifacts], _scratch.Path("again"), Baseline).Report!.Cells.ToDictionary(c => c.Id);
        Assert.Equal(CellStatus.Failed, merged["net8.0_newtonsoft_default_cached"].Status);
        Assert.Contains("is 2,147,483,648 bytes, more than the limit of 33,554,432", merged["net8.0_newtonsoft_default_cached"].Reason, StringComparison.Ordinal);
        Assert.Equal(CellStatus.Ok, merged["net10.0_newtonsoft_default_cached"].Status);
        foreach (var file in new[] { report, log })
            Assert.Contains($"skipped: '{file}' is not copied: it is 2,147,483,648 bytes, more than the limit of 67,108,864 for a file of a cell", _cli.Errors, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(Out, "cells", "net10.0_newtonsoft_default_cached", "cell.json")));
        Assert.True(Directory.EnumerateFiles(Out, "*", SearchOption.AllDirectories).Sum(f => new FileInfo(f).Length) < 1 << 20);
    }

    [Fact]
    public void A_thousand_cells_merge_whole_with_every_cell_result_and_trend_counted()
    {
        var serializers = new[] { "system-text-json" }.Concat(Enumerable.Range(1, 499).Select(n => $"s{n:000}")).ToList();
        var cells = serializers.SelectMany(s => new[] { Cell("net8.0", s), Cell("net10.0", s) }).ToList();
        SyntheticResults.WriteToDisk(Artifacts, cells, 4);

        var outcome = new FolderMerge().Run([Artifacts], Out, Baseline);

        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        var report = outcome.Report!;
        Assert.Equal(1000, report.Cells.Count(c => c.Status == CellStatus.Ok));
        Assert.Equal(1000, report.Results.Count);
        Assert.Equal(1000, report.Trends.Count);
        Assert.Single(report.Environments);
        Assert.Equal(1000 + 2, File.ReadAllText(Path.Combine(Out, "report.csv")).Split("\r\n").Length);
    }

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }

    private void EditCellJson(string cell, string from, string to)
    {
        var path = Path.Combine(Artifacts, "cells", cell, "cell.json");
        var text = File.ReadAllText(path);
        Assert.Contains(from, text, StringComparison.Ordinal);
        File.WriteAllText(path, text.Replace(from, to, StringComparison.Ordinal));
    }

    /// <summary>A file of <paramref name="bytes"/> that takes no disk: its size is what counts.</summary>
    private static void Sparse(string path, long bytes)
    {
        using var file = new FileStream(path, FileMode.Create, FileAccess.Write);
        file.SetLength(bytes);
    }

    private static RunManifest Manifest(string runId, IReadOnlyList<string> cells) =>
        new(RunManifest.CurrentSchemaVersion, runId, new DateTime(2026, 1, 15, 11, 30, 0, DateTimeKind.Utc), "/repo/matrix.yaml", "0", [], "short", null,
            "base", "0", "10.0.100", cells.ToDictionary(cell => cell, _ => (IReadOnlyList<string>)["small:round-trip"]));

    private static SyntheticCell Cell(string runtime, string serializer) =>
        new(runtime, serializer, "default", "cached", [new SyntheticBenchmark("small", "round-trip", 150, 64)]);
}
