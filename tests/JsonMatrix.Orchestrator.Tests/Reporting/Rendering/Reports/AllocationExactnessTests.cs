using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>Allocations must repeat: where the bench's exact count is missing (it did not repeat, or the runtime has
/// none) the figure is BenchmarkDotNet's, which varies from run to run, and every report says so beside it.</summary>
public sealed class AllocationExactnessTests
{
    private static readonly Baseline Baseline = new("system-text-json", "netcoreapp3.1");

    private static MergedReport Report() => ReportMerger.Merge(new[]
    {
        new SyntheticCell("netcoreapp3.1", "system-text-json", "default", "cached", [new SyntheticBenchmark("nested", "serialize-string", 900, 24944, ExactAllocation: false)]),
        new SyntheticCell("net8.0", "system-text-json", "default", "cached", [new SyntheticBenchmark("nested", "serialize-string", 700, 24912)]),
    }.Select((c, i) => SyntheticResults.Folder(c, i)).ToList(), Baseline);

    private static ResultRow Row(MergedReport report, string runtime) => report.Results.Single(r => r.Runtime == runtime);

    [Fact]
    public void A_result_without_the_exact_count_is_marked_and_one_with_it_is_not()
    {
        var report = Report();

        Assert.False(Row(report, "netcoreapp3.1").AllocationExact);
        Assert.True(Row(report, "net8.0").AllocationExact);
    }

    [Fact]
    public void Markdown_puts_an_approximately_sign_before_benchmarkdotnets_figure_and_explains_it()
    {
        var md = new MarkdownReportRenderer().Render(Report());
        var row = md.Split('\n').First(l => l.StartsWith("| system-text-json |") && l.Contains("KB"));

        Assert.Contains("· ≈24.4 KB ·", row);
        Assert.Contains("· 24.3 KB ·", row);
        Assert.Contains(Units.AllocatedLegend, md);
    }

    [Fact]
    public void Json_says_which_allocation_is_not_exact()
    {
        using var json = JsonDocument.Parse(new JsonReportRenderer().Render(Report()));
        var results = json.RootElement.GetProperty("results").EnumerateArray().ToDictionary(r => r.GetProperty("runtime").GetString()!);

        Assert.False(results["netcoreapp3.1"].GetProperty("allocationExact").GetBoolean());
        Assert.True(results["net8.0"].GetProperty("allocationExact").GetBoolean());
    }
}
