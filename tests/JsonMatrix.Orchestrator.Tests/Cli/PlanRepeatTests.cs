using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli;

/// <summary>`plan --repeat N` in every format: the JSON plan counts the repeats as the text plan and `run` do.</summary>
public sealed class PlanRepeatTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();

    [Fact]
    public async Task The_json_plan_carries_the_repeat_count_and_totals_that_count_every_repeat_like_the_text_plan()
    {
        using var once = await JsonPlan("1");
        using var thrice = await JsonPlan("3");

        var root = thrice.RootElement;
        Assert.Equal(3, root.GetProperty("repeats").GetInt32());
        Assert.Equal(6, root.GetProperty("cellRuns").GetInt32());
        var cells = root.GetProperty("cells").EnumerateArray().ToList();
        Assert.Equal(["net10.0_system-text-json_default_cached", "net10.0_newtonsoft_default_cached"], cells.Select(c => c.GetProperty("id").GetString()));
        var oneRunEach = cells.Sum(c => c.GetProperty("estimatedSeconds").GetDouble());
        var estimate = root.GetProperty("estimate");
        Assert.Equal(3 * oneRunEach, estimate.GetProperty("cellsSeconds").GetDouble(), precision: 1);
        Assert.Equal(3 * Seconds(once, "cellsSeconds"), estimate.GetProperty("cellsSeconds").GetDouble(), precision: 1);
        // Publishing and building images happen once, however many times the cells run.
        Assert.Equal(Seconds(once, "setupSeconds"), estimate.GetProperty("setupSeconds").GetDouble());
        Assert.True(estimate.GetProperty("setupSeconds").GetDouble() > 0);
        var total = estimate.GetProperty("totalSeconds").GetDouble();
        Assert.Equal(estimate.GetProperty("cellsSeconds").GetDouble() + estimate.GetProperty("setupSeconds").GetDouble(), total, precision: 1);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", TwoCells, "--repeat", "3"));
        Assert.Contains($"Estimated time: {DurationEstimate.Format(TimeSpan.FromSeconds(total))} one cell after another", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_github_matrix_refuses_repeat_in_one_line_with_exit_2_as_its_jobs_run_every_cell_once()
    {
        var exitCode = await _cli.RunAsync("plan", "--matrix", TwoCells, "--format", "github", "--repeat", "3");

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Equal("error: --repeat '3' does not apply to --format github: the workflow's jobs run every cell once; drop --repeat, or use --format text or json.",
            _cli.Errors.Trim());
        Assert.Empty(_cli.Output);
    }

    [Fact]
    public async Task The_github_matrix_takes_repeat_1_the_default()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", TwoCells, "--format", "github", "--repeat", "1"));
        Assert.StartsWith("{\"include\":", _cli.Output, StringComparison.Ordinal);
    }

    private async Task<JsonDocument> JsonPlan(string repeats)
    {
        using var cli = new CliHarness();
        Assert.Equal(ExitCodes.Success, await cli.RunAsync("plan", "--matrix", TwoCells, "--format", "json", "--repeat", repeats));
        return JsonDocument.Parse(cli.Output);
    }

    private static double Seconds(JsonDocument plan, string name) => plan.RootElement.GetProperty("estimate").GetProperty(name).GetDouble();

    public void Dispose() => _cli.Dispose();
}
