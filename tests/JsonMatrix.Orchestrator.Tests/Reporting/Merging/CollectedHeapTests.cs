using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Merging;

/// <summary>The benchmarks the bench sampled on a collected heap (their result lands on the large object heap) are named
/// in the report's how-to-read and in report.json's steadiness.</summary>
public sealed class CollectedHeapTests
{
    private static CellData Process(params RoundsBenchmark[] benchmarks) =>
        LeanProcess.With(new RoundsResult(RoundsResult.CurrentSchemaVersion, 1, 2, 1, "floor", null, benchmarks, [new RoundOrder([0], [false])], 0, 10));

    private static RoundsBenchmark Benchmark(string payload, string operation, bool collected) =>
        new(payload, operation, 3, 3, [200_000], [45_000]) { CollectedBefore = collected };

    [Fact]
    public void Every_benchmark_any_process_sampled_on_a_collected_heap_is_named_once_in_order()
    {
        var collected = SteadinessBuilder.CollectedHeap([
            Process(Benchmark("list-1000", "serialize-string", true), Benchmark("small", "serialize-string", false)),
            Process(Benchmark("list-1000", "serialize-string", true), Benchmark("big", "serialize-utf8", true)),
            Process(Benchmark("person", "deserialize-string", false)),
        ]);

        Assert.Equal(["big serialize-utf8", "list-1000 serialize-string"], collected);
    }

    [Fact]
    public void The_how_to_read_says_what_such_a_time_leaves_out_and_a_run_without_any_says_nothing()
    {
        var report = new MergedReport(1, new Baseline("system-text-json", "net8.0"), [], [], [], [], [], [])
        {
            Steadiness = new RunSteadiness(4, [], 0, 3, 120, 1.02, 1.1) { CollectedHeap = ["list-1000 serialize-string"] },
        };

        Assert.Contains(" list-1000 serialize-string: its result lands on the large object heap, so each sample of it and of the yardstick beside it (a few calls) started on a collected heap",
            ReportSummary.HowToRead(report));
        Assert.DoesNotContain("large object heap", ReportSummary.HowToRead(report with { Steadiness = report.Steadiness with { CollectedHeap = [] } }));
    }

    [Fact]
    public void Report_json_lists_them_under_steadiness_and_leaves_the_field_out_when_there_are_none()
    {
        var report = new MergedReport(1, new Baseline("system-text-json", "net8.0"), [], [], [], [], [], [])
        {
            Steadiness = new RunSteadiness(4, [], 0, 3, 120, 1.02, 1.1) { CollectedHeap = ["list-1000 serialize-string"] },
        };

        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(report));
        var collected = json.RootElement.GetProperty("steadiness").GetProperty("collectedHeap");
        Assert.Equal(["list-1000 serialize-string"], collected.EnumerateArray().Select(e => e.GetString()));

        using var none = JsonDocument.Parse(new JsonReportRenderer().Render(report with { Steadiness = report.Steadiness with { CollectedHeap = [] } }));
        Assert.False(none.RootElement.GetProperty("steadiness").TryGetProperty("collectedHeap", out _));
    }
}
