using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

public sealed class ReportMergerTests
{
    private static readonly Baseline Baseline = new("system-text-json", "netcoreapp3.1");

    private static SyntheticCell Cell(string runtime, string serializer, params (string Operation, double Median)[] results) =>
        new(runtime, serializer, "default", "cached", results.Select(r => new SyntheticBenchmark("small", r.Operation, r.Median, 64)).ToList());

    private static MergedReport Merge(params SyntheticCell[] cells) =>
        ReportMerger.Merge(cells.Select((c, i) => SyntheticResults.Folder(c, i)).ToList(), Baseline);

    [Fact]
    public void Every_benchmark_becomes_a_result_row_with_its_cell_keys_statistics_and_allocations()
    {
        var report = Merge(Cell("net8.0", "newtonsoft", ("round-trip", 150)));

        var row = Assert.Single(report.Results);
        Assert.Equal(("net8.0_newtonsoft_default_cached", "net8.0", "newtonsoft", "default", "cached", "small", "round-trip"),
            (row.Cell, row.Runtime, row.Serializer, row.Escaping, row.Lifetime, row.Payload, row.Operation));
        Assert.Equal((150, 151.5, 3, 64L), (row.MedianNs, row.MeanNs, row.N, row.AllocatedBytes!.Value));
        Assert.Equal(150 * 0.035, row.StdDevNs!.Value, 9);
    }

    [Fact]
    public void A_ratio_is_the_median_over_the_baseline_serializers_median_in_the_same_scenario_on_the_same_runtime()
    {
        var report = Merge(
            Cell("netcoreapp3.1", "system-text-json", ("round-trip", 100), ("serialize-string", 50)),
            Cell("netcoreapp3.1", "newtonsoft", ("round-trip", 200), ("serialize-string", 150)),
            Cell("net8.0", "system-text-json", ("round-trip", 50)),
            Cell("net8.0", "newtonsoft", ("round-trip", 150), ("serialize-string", 75)));

        double? Ratio(string runtime, string serializer, string operation) =>
            report.Results.Single(r => r.Runtime == runtime && r.Serializer == serializer && r.Operation == operation).Ratio;
        Assert.Equal(1.0, Ratio("netcoreapp3.1", "system-text-json", "round-trip"));
        Assert.Equal(2.0, Ratio("netcoreapp3.1", "newtonsoft", "round-trip"));
        Assert.Equal(3.0, Ratio("netcoreapp3.1", "newtonsoft", "serialize-string"));
        Assert.Equal(3.0, Ratio("net8.0", "newtonsoft", "round-trip"));
        Assert.Null(Ratio("net8.0", "newtonsoft", "serialize-string"));
    }

    [Fact]
    public void A_trend_is_the_geometric_mean_over_scenarios_common_to_all_runtimes_of_the_ratio_to_the_baseline_runtime()
    {
        var report = Merge(
            Cell("netcoreapp3.1", "newtonsoft", ("round-trip", 200), ("serialize-string", 150)),
            Cell("net6.0", "newtonsoft", ("round-trip", 180), ("serialize-string", 150), ("deserialize-string", 90)),
            Cell("net8.0", "newtonsoft", ("round-trip", 150), ("serialize-string", 75), ("serialize-utf8", 60)));

        var trends = report.Trends.Where(t => t.Serializer == "newtonsoft").ToDictionary(t => t.Runtime);

        Assert.Equal(1.0, trends["netcoreapp3.1"].Ratio!.Value, 12);
        Assert.Equal(Math.Sqrt(0.9 * 1.0), trends["net6.0"].Ratio!.Value, 12);
        Assert.Equal(Math.Sqrt(0.75 * 0.5), trends["net8.0"].Ratio!.Value, 12);
        Assert.All(trends.Values, t => Assert.Equal(2, t.Scenarios));
    }

    [Fact]
    public void A_serializer_without_results_on_the_baseline_runtime_is_compared_with_its_first_runtime_and_a_note_says_so()
    {
        var report = Merge(Cell("net8.0", "newtonsoft", ("round-trip", 150)), Cell("net10.0", "newtonsoft", ("round-trip", 120)));

        var trends = report.Trends.ToDictionary(t => t.Runtime);
        Assert.Equal(1.0, trends["net8.0"].Ratio!.Value, 12);
        Assert.Equal(0.8, trends["net10.0"].Ratio!.Value, 12);
        Assert.All(report.Trends, t => Assert.Equal("net8.0", t.RelativeTo));
        Assert.Contains("trend of newtonsoft is relative to net8.0, its first runtime: it has no results on the baseline runtime netcoreapp3.1.", report.Notes);
    }

    [Fact]
    public void Of_two_copies_of_a_cell_the_newest_wins_and_a_note_says_which_was_kept()
    {
        var older = Cell("net8.0", "newtonsoft", ("round-trip", 999)) with { Finished = new DateTimeOffset(2026, 1, 1, 8, 0, 0, TimeSpan.Zero) };
        var newer = Cell("net8.0", "newtonsoft", ("round-trip", 150)) with { Finished = new DateTimeOffset(2026, 1, 2, 8, 0, 0, TimeSpan.Zero) };
        var folders = new[] { SyntheticResults.Folder(newer, 0) with { Folder = "a/cells/net8.0_newtonsoft_default_cached" },
                              SyntheticResults.Folder(older, 1) with { Folder = "b/cells/net8.0_newtonsoft_default_cached" } };

        var report = ReportMerger.Merge(folders, Baseline);

        Assert.Single(report.Cells);
        Assert.Equal(150, Assert.Single(report.Results).MedianNs);
        Assert.Contains("cell net8.0_newtonsoft_default_cached was found 2 times; kept the newest, a/cells/net8.0_newtonsoft_default_cached (finished 2026-01-02T08:00:00Z, ok); ignored b/cells/net8.0_newtonsoft_default_cached (finished 2026-01-01T08:00:00Z, ok).", report.Notes);
    }

    [Fact]
    public void A_failed_cell_is_listed_with_its_reason_while_the_other_cells_merge()
    {
        var failed = new SyntheticCell("net6.0", "newtonsoft", "default", "cached", [], Status: "failed", Reason: "publish failed", WithMetadata: false);

        var report = Merge(failed, Cell("net8.0", "newtonsoft", ("round-trip", 150)));

        var cell = report.Cells.Single(c => c.Runtime == "net6.0");
        Assert.Equal(("failed", "publish failed", 0), (cell.Status, cell.Reason, cell.ResultCount));
        Assert.Single(report.Results);
    }

    [Fact]
    public void A_cell_with_a_corrupt_report_is_failed_and_the_rest_still_merge()
    {
        var folders = new[]
        {
            SyntheticResults.Folder(Cell("net8.0", "newtonsoft", ("round-trip", 150)), 0),
            SyntheticResults.Folder(Cell("net10.0", "newtonsoft", ("round-trip", 120)), 1) is var f
                ? f with { Reports = [new NamedText(f.Reports[0].Name, f.Reports[0].Text[..200])] } : null!,
        };

        var report = ReportMerger.Merge(folders, Baseline);

        Assert.Equal("failed", report.Cells.Single(c => c.Runtime == "net10.0").Status);
        Assert.Contains("JsonMatrix.Bench-report-full.json is not valid JSON", report.Cells.Single(c => c.Runtime == "net10.0").Reason);
        Assert.Equal("net8.0", Assert.Single(report.Results).Runtime);
    }

    [Fact]
    public void Unsupported_benchmarks_become_not_applicable_rows_with_the_bench_reason()
    {
        var cell = Cell("net8.0", "data-contract-json", ("round-trip", 900)) with
        {
            Unsupported = [("person", "*", "needs DateTimeOffset support")],
        };

        var row = Assert.Single(Merge(cell).NotApplicable);

        Assert.Equal(("person", "*", "unsupported", "needs DateTimeOffset support"), (row.Payload, row.Operation, row.Status, row.Reason));
    }

    [Fact]
    public void A_benchmark_benchmarkdotnet_could_not_measure_becomes_a_failed_row()
    {
        var cell = new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [new("big", "round-trip", null, 0)]);

        var row = Assert.Single(Merge(cell).NotApplicable);

        Assert.Equal(("big", "round-trip", "failed"), (row.Payload, row.Operation, row.Status));
        Assert.Empty(Merge(cell).Results);
    }

    [Fact]
    public void An_emulated_operation_is_named_on_its_result()
    {
        var cell = Cell("net8.0", "data-contract-json", ("serialize-string", 900)) with { Emulated = [("serialize-string", "via MemoryStream and UTF-8 decoding")] };

        Assert.Equal("emulated: via MemoryStream and UTF-8 decoding", Assert.Single(Merge(cell).Results).Note);
    }

    [Fact]
    public void Cells_are_grouped_into_environments_by_where_they_ran()
    {
        var report = Merge(
            Cell("net8.0", "newtonsoft", ("round-trip", 150)),
            Cell("net10.0", "newtonsoft", ("round-trip", 120)),
            Cell("net48", "newtonsoft", ("round-trip", 300)) with { Isolation = "process" });

        Assert.Equal(2, report.Environments.Count);
        Assert.Equal(("E1", "container", "AMD EPYC"), (report.Environments[0].Id, report.Environments[0].Isolation, report.Environments[0].ProcessorName));
        Assert.Equal(["net8.0_newtonsoft_default_cached", "net10.0_newtonsoft_default_cached"], report.Environments[0].Cells);
        Assert.Equal("E2", report.Cells.Single(c => c.Runtime == "net48").Environment);
    }

    [Fact]
    public void The_versions_that_ran_come_from_the_bench_metadata()
    {
        var versions = Merge(Cell("net8.0", "newtonsoft", ("round-trip", 150))).Cells.Single().Versions;

        Assert.Equal(".NET 8.0.1", versions.FrameworkDescription);
        Assert.Equal("net8.0", versions.TargetFramework);
        Assert.Equal(("Newtonsoft.Json", "13.0.4.1"), (Assert.Single(versions.Assemblies).Name, versions.Assemblies[0].FileVersion));
        Assert.Equal(("Newtonsoft.Json", "13.0.4"), (versions.Package, versions.PackageVersion));
    }

    [Fact]
    public void Cells_and_results_are_in_the_order_of_architecture_md_whatever_order_they_were_read_in()
    {
        var report = Merge(
            Cell("mono", "newtonsoft", ("round-trip", 100)),
            Cell("net10.0", "system-text-json", ("round-trip", 100), ("serialize-string", 100)),
            Cell("netcoreapp3.1", "newtonsoft", ("round-trip", 100)));

        Assert.Equal(["netcoreapp3.1", "net10.0", "mono"], report.Cells.Select(c => c.Runtime));
        Assert.Equal(["serialize-string", "round-trip"], report.Results.Where(r => r.Runtime == "net10.0").Select(r => r.Operation));
    }

    [Fact]
    public void The_geometric_mean_of_ratios_is_the_nth_root_of_their_product()
    {
        Assert.Equal(Math.Pow(0.5 * 2 * 4, 1.0 / 3), TrendCalculator.GeometricMean(new List<double> { 0.5, 2, 4 }), 12);
    }
}
