using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Text.Json.Nodes;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli.Compare;

/// <summary>`compare` over two real runs of the same cells (Fixtures/runs: BenchmarkDotNet 0.15.8, default job, see its README).</summary>
public sealed class CompareRealRunsTests : IDisposable
{
    private static readonly string First = RepositoryFiles.Fixture("runs/first");
    private static readonly string Second = RepositoryFiles.Fixture("runs/second");
    private readonly string _scaled = Path.Combine(Path.GetTempPath(), "jsonmatrix-scaled-" + Guid.NewGuid().ToString("N"));

    [Fact]
    public async Task A_copy_whose_measurements_are_scaled_by_one_and_a_half_is_slower_in_every_benchmark()
    {
        ScaledCopy(First, _scaled, 1.5);
        using var cli = new CliHarness();

        var exit = await cli.RunAsync("compare", First, _scaled, "--format", "json");

        Assert.Equal(0, exit);
        var benchmarks = JsonDocument.Parse(cli.Output).RootElement.GetProperty("benchmarks").EnumerateArray().ToList();
        Assert.NotEmpty(benchmarks);
        Assert.All(benchmarks, b => Assert.Equal("slower", b.GetProperty("verdict").GetString()));
    }

    [Fact]
    public async Task Fail_on_regression_turns_a_regression_into_exit_code_1()
    {
        ScaledCopy(First, _scaled, 1.5);
        using var cli = new CliHarness();

        Assert.Equal(1, await cli.RunAsync("compare", First, _scaled, "--fail-on-regression"));
        Assert.Contains("Regressions (slower in SECOND): ", cli.Output);
    }

    [Fact]
    public async Task Two_runs_of_the_same_cells_are_mostly_the_same()
    {
        using var cli = new CliHarness();

        var exit = await cli.RunAsync("compare", First, Second, "--format", "json", "--fail-on-regression");

        var root = JsonDocument.Parse(cli.Output).RootElement;
        var verdicts = root.GetProperty("benchmarks").EnumerateArray().Select(b => b.GetProperty("verdict").GetString()).ToList();
        Assert.True(verdicts.Count(v => v == "same") * 2 > verdicts.Count, $"verdicts: {string.Join(", ", verdicts)}");
        Assert.Equal(verdicts.Contains("slower") ? 1 : 0, exit);
    }

    [Fact]
    public async Task A_threshold_that_is_not_a_percentage_is_refused_before_reading_anything()
    {
        using var cli = new CliHarness();

        Assert.Equal(2, await cli.RunAsync("compare", First, Second, "--threshold", "0.05"));
        Assert.Contains("--threshold '0.05' is not a percentage above 0 and below 100: pass a value like 5%.", cli.Errors);
    }

    /// <summary>Copies a run folder, multiplying every time of its BenchmarkDotNet reports (measurements and statistics) by <paramref name="factor"/>.</summary>
    private static void ScaledCopy(string from, string to, double factor)
    {
        foreach (var file in Directory.EnumerateFiles(from, "*", SearchOption.AllDirectories))
        {
            var target = Path.Combine(to, Path.GetRelativePath(from, file));
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            if (!file.EndsWith("-report-full.json", StringComparison.Ordinal))
            {
                File.Copy(file, target);
                continue;
            }
            var report = JsonNode.Parse(File.ReadAllText(file))!;
            foreach (var benchmark in report["Benchmarks"]!.AsArray())
            {
                foreach (var measurement in benchmark!["Measurements"]!.AsArray())
                    measurement!["Nanoseconds"] = measurement["Nanoseconds"]!.GetValue<double>() * factor;
                var statistics = benchmark["Statistics"]!.AsObject();
                foreach (var name in new[] { "Min", "Median", "Mean", "Max" })
                    statistics[name] = statistics[name]!.GetValue<double>() * factor;
                statistics["OriginalValues"] = new JsonArray(statistics["OriginalValues"]!.AsArray().Select(v => (JsonNode)JsonValue.Create(v!.GetValue<double>() * factor)).ToArray());
            }
            File.WriteAllText(target, report.ToJsonString());
        }
    }

    public void Dispose()
    {
        if (Directory.Exists(_scaled)) Directory.Delete(_scaled, recursive: true);
    }
}
