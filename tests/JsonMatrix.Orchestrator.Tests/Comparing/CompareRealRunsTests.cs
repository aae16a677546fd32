using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Text.Json.Nodes;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Comparing;

/// <summary>`compare` over a real run (Fixtures/runs/first: BenchmarkDotNet 0.15.8, default job, see its README).</summary>
public sealed class CompareRealRunsTests : IDisposable
{
    private static readonly string First = RepositoryFiles.Fixture("runs/first");
    private readonly string _scaled = Path.Combine(Path.GetTempPath(), "jsonmatrix-scaled-" + Guid.NewGuid().ToString("N"));

    [Fact]
    public async Task A_copy_whose_measurements_are_scaled_by_one_and_a_half_is_never_the_same()
    {
        ScaledCopy(First, _scaled, 1.5);
        using var cli = new CliHarness();

        var exit = await cli.RunAsync("compare", First, _scaled, "--format", "json");

        Assert.Equal(0, exit);
        var benchmarks = JsonDocument.Parse(cli.Output).RootElement.GetProperty("benchmarks").EnumerateArray().ToList();
        Assert.NotEmpty(benchmarks);
        // One process per run: a benchmark whose own iterations spread ±23 % (serialize-string of System.Text.Json, on a
        // busy machine) cannot show a 50 % change; the three others do. None is "same".
        Assert.Equal(["cannot-tell", "slower", "slower", "slower"], benchmarks.Select(b => b.GetProperty("verdict").GetString()).Order());
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
    public async Task A_one_process_run_against_itself_cannot_tell_and_fail_on_regression_says_so()
    {
        // The fixture measured each cell in one process: nothing in it says how far a second process would move, so
        // identical figures are not evidence of "same".
        using var cli = new CliHarness();

        Assert.Equal(0, await cli.RunAsync("compare", First, First, "--format", "json", "--fail-on-regression"));

        var root = JsonDocument.Parse(cli.Output).RootElement;
        Assert.All(root.GetProperty("benchmarks").EnumerateArray(), b => Assert.Equal("cannot-tell", b.GetProperty("verdict").GetString()));
        Assert.Equal(1.0, root.GetProperty("geometricMean").GetDouble(), precision: 12);
        Assert.Contains("no benchmark is slower in SECOND; 4 of 4 could not be told", cli.Errors);
    }

    [Fact]
    public async Task The_markdown_format_lists_regressions_for_a_job_summary()
    {
        ScaledCopy(First, _scaled, 1.5);
        using var cli = new CliHarness();

        Assert.Equal(0, await cli.RunAsync("compare", First, _scaled, "--format", "md"));
        Assert.Contains("### Regressions (slower): 3", cli.Output);
        Assert.Contains("| net8.0_newtonsoft_default_cached serialize-string small |", cli.Output);
    }

    [Fact]
    public async Task A_threshold_that_is_not_a_percentage_is_refused_before_reading_anything()
    {
        using var cli = new CliHarness();

        Assert.Equal(2, await cli.RunAsync("compare", First, First, "--threshold", "0.05"));
        Assert.Contains("--threshold '0.05' is not a percentage above 0 and below 100: pass a value like 5%.", cli.Errors);
    }

    [Fact]
    public async Task Runs_on_different_cpu_models_are_named_in_one_line_of_every_format()
    {
        const string Intel = "Intel Xeon Platinum 8370C CPU 2.80GHz";
        ScaledCopy(First, _scaled, 1.0, Intel);
        const string Line = "Warning: different CPU models: FIRST ran on 'AMD EPYC', SECOND on 'Intel Xeon Platinum 8370C CPU 2.80GHz' (2 of 2 cells in both runs); a change may be the machine's, not the code's.";

        Assert.Single((await Compare(_scaled, "text")).Split('\n'), line => line == Line);
        Assert.Single((await Compare(_scaled, "md")).Split('\n'), line => line == Line);
        var change = Assert.Single(JsonDocument.Parse(await Compare(_scaled, "json")).RootElement.GetProperty("cpuModelChanges").EnumerateArray());
        Assert.Equal(("AMD EPYC", Intel, 2), (change.GetProperty("first").GetString(), change.GetProperty("second").GetString(), change.GetProperty("cells").GetInt32()));
    }

    [Fact]
    public async Task Runs_on_one_cpu_model_say_nothing_of_cpu_models()
    {
        ScaledCopy(First, _scaled, 1.0);

        var json = await Compare(_scaled, "json");

        Assert.Empty(JsonDocument.Parse(json).RootElement.GetProperty("cpuModelChanges").EnumerateArray());
        Assert.DoesNotContain("CPU model", json);
        Assert.DoesNotContain("CPU model", await Compare(_scaled, "text"));
    }

    /// <summary>compare FIRST against <paramref name="second"/> in a format: its output, after exit code 0.</summary>
    private static async Task<string> Compare(string second, string format)
    {
        using var cli = new CliHarness();
        Assert.Equal(0, await cli.RunAsync("compare", First, second, "--format", format));
        return cli.Output;
    }

    /// <summary>Copies a run folder, multiplying every time of its BenchmarkDotNet reports (measurements and statistics)
    /// by <paramref name="factor"/>, and naming <paramref name="processorName"/> as their CPU when given.</summary>
    private static void ScaledCopy(string from, string to, double factor, string? processorName = null)
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
            if (processorName is not null) report["HostEnvironmentInfo"]!["ProcessorName"] = processorName;
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
