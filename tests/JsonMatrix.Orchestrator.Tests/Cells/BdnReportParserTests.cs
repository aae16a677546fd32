using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cells;

public sealed class BdnReportParserTests
{
    private static readonly string RealReport = File.ReadAllText(RepositoryFiles.Fixture(
        "cells/net8.0_system-text-json_default_cached/bdn/results/JsonBenchmarks-report-full.json"));

    [Fact]
    public void A_real_benchmarkdotnet_0_14_report_yields_every_benchmark_with_its_statistics_and_allocations()
    {
        var (report, error) = BdnReportParser.Parse(RealReport);

        Assert.Null(error);
        Assert.Equal(14, report!.Benchmarks.Count);
        var first = report.Benchmarks[0];
        Assert.Equal("SerializeToString", first.Method);
        Assert.Equal("office-worker", first.Parameters["Payload"]);
        Assert.Equal(1385.1884441375732, first.Statistics!.Median);
        Assert.Equal(1261.1941763559978, first.Statistics.Mean);
        Assert.Equal(797.7869817513371, first.Statistics.StandardDeviation);
        Assert.Equal(3, first.Statistics.N);
        Assert.Equal(296, first.AllocatedBytes);
        Assert.Equal(208, report.Benchmarks.Single(b => b.Method == "RoundTrip" && b.Parameters["Payload"] == "small").AllocatedBytes);
    }

    [Fact]
    public void A_real_report_yields_the_confidence_interval_and_the_result_iterations_of_each_benchmark()
    {
        var statistics = BdnReportParser.Parse(RealReport).Report!.Benchmarks[0].Statistics!;

        // The file's ConfidenceInterval (Level 12 is BenchmarkDotNet's L999) and its three Workload/Result measurements.
        Assert.Equal(new Orchestrator.Cells.BdnInterval(-13293.410206240733, 15815.798558952727, 14554.60438259673, 99.9), statistics.Interval);
        Assert.Equal(3, statistics.Sample!.Count);
        Assert.Equal(statistics.Median, statistics.Sample.Order().ElementAt(1), precision: 6);
    }

    [Fact]
    public void A_report_without_measurements_takes_its_sample_from_the_original_values()
    {
        var text = """{"Benchmarks":[{"Method":"M","Parameters":"Payload=small","Statistics":{"OriginalValues":[1,2,3],"N":3,"Median":2,"Mean":2}}]}""";

        var statistics = BdnReportParser.Parse(text).Report!.Benchmarks[0].Statistics!;

        Assert.Equal([1.0, 2.0, 3.0], statistics.Sample);
        Assert.Null(statistics.Interval);
    }

    [Fact]
    public void A_real_report_yields_the_host_as_benchmarkdotnet_saw_it()
    {
        var host = BdnReportParser.Parse(RealReport).Report!.Host!;

        Assert.Equal("0.14.0", host.BenchmarkDotNetVersion);
        Assert.Equal("Debian GNU/Linux 12 (bookworm)", host.OsVersion);
        Assert.Equal("AMD EPYC", host.ProcessorName);
        Assert.Equal(".NET 8.0.31 (8.0.3126.42015)", host.RuntimeVersion);
        Assert.Equal((2, 2), (host.PhysicalCoreCount, host.LogicalCoreCount));
        Assert.Equal(1_000_000_000, host.ChronometerHz);
    }

    [Fact]
    public void A_benchmark_without_statistics_is_kept_as_one_that_measured_nothing()
    {
        var json = """{"Benchmarks":[{"Method":"RoundTrip","Parameters":"Payload=big","Statistics":null,"Memory":{"BytesAllocatedPerOperation":0}}]}""";

        var benchmark = BdnReportParser.Parse(json).Report!.Benchmarks.Single();

        Assert.Null(benchmark.Statistics);
    }

    [Fact]
    public void A_statistic_written_as_an_empty_string_for_nan_is_read_as_missing()
    {
        var json = """{"Benchmarks":[{"Method":"RoundTrip","Parameters":"Payload=big","Statistics":{"Median":10.5,"Mean":11,"N":1,"StandardDeviation":""}}]}""";

        var statistics = BdnReportParser.Parse(json).Report!.Benchmarks.Single().Statistics!;

        Assert.Equal((10.5, 11.0, 1), (statistics.Median, statistics.Mean, statistics.N));
        Assert.Null(statistics.StandardDeviation);
    }

    [Fact]
    public void The_bench_exact_allocation_metric_wins_over_benchmarkdotnet_memory_figure()
    {
        const string json = """
            {"Benchmarks":[{"Method":"RoundTrip","Parameters":"Payload=small","Memory":{"BytesAllocatedPerOperation":4880},
              "Metrics":[{"Value":2.5,"Descriptor":{"Id":"Gen0Collects"}},{"Value":4872,"Descriptor":{"Id":"ThreadAllocatedBytesPerOperation"}}]},
             {"Method":"RoundTrip","Parameters":"Payload=big","Memory":{"BytesAllocatedPerOperation":9000},"Metrics":[]}]}
            """;

        var benchmarks = BdnReportParser.Parse(json).Report!.Benchmarks;

        Assert.Equal(4872, benchmarks[0].AllocatedBytes);
        Assert.True(benchmarks[0].AllocationExact);
        Assert.Equal(9000, benchmarks[1].AllocatedBytes);
        Assert.False(benchmarks[1].AllocationExact);
    }

    [Fact]
    public void Text_that_is_not_json_is_an_error_with_its_line()
    {
        var (report, error) = BdnReportParser.Parse("{\n  \"Benchmarks\": [\n    {\"Method\": }\n");

        Assert.Null(report);
        Assert.StartsWith("is not valid JSON (line 3, byte", error);
    }

    [Fact]
    public void Json_without_benchmarks_says_it_is_not_benchmarkdotnet_output()
    {
        var (_, error) = BdnReportParser.Parse("""{"Title":"x"}""");

        Assert.Equal("$.Benchmarks is missing (expected BenchmarkDotNet's JsonExporter.Full output)", error);
    }

    [Fact]
    public void A_statistic_of_the_wrong_type_names_its_json_path()
    {
        var (_, error) = BdnReportParser.Parse("""{"Benchmarks":[{"Method":"RoundTrip","Statistics":{"Median":"fast","Mean":1,"N":3}}]}""");

        Assert.Equal("$.Benchmarks[0].Statistics.Median must be a number, found the string \"fast\" (expected BenchmarkDotNet's JsonExporter.Full output)", error);
    }

    [Fact]
    public void Parameters_are_split_as_benchmarkdotnet_prints_them()
    {
        var parameters = BdnReportParser.ParseParameters("Payload=list-1000, Depth=3");

        Assert.Equal("list-1000", parameters["Payload"]);
        Assert.Equal("3", parameters["Depth"]);
    }
}
