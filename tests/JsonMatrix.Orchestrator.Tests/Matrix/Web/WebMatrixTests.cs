using System;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Filtering;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix.Web;

/// <summary>`workloads:`, `web:`, web cells and their ids, the workload filter and how plan shows them.</summary>
public sealed class WebMatrixTests
{
    private static readonly string WithWeb =
        MatrixYaml.Valid.Replace("serializers:", "  - id: mono\n    framework: net48\n    platform: linux\n    host: mono\nserializers:", StringComparison.Ordinal)
        + "\nworkloads: [micro, web]\nweb: { duration: 4s, warmup: 1s, connections: 16, repeats: 5 }";

    private static MatrixParseResult Parse(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.True(result.IsValid, string.Join("\n", result.Errors));
        return result;
    }

    [Fact]
    public void Without_workloads_a_matrix_has_micro_cells_only_and_the_default_web_settings()
    {
        var parsed = Parse(MatrixYaml.Valid);

        Assert.Equal(["micro"], parsed.Definition!.Workloads);
        Assert.All(parsed.Cells, cell => Assert.Equal("micro", cell.Workload));
        Assert.Equal(WebLoadSettings.Default, parsed.Definition.Web);
    }

    [Fact]
    public void Web_cells_are_runtime_x_serializer_of_the_dotnet_linux_runtimes_after_the_micro_cells()
    {
        var parsed = Parse(WithWeb);
        var web = parsed.Cells.Where(cell => cell.IsWeb).Select(cell => cell.Id).ToList();

        Assert.Equal(["net8.0_system-text-json_web", "net8.0_newtonsoft_web", "net10.0_system-text-json_web", "net10.0_newtonsoft_web"], web);
        Assert.Equal(web, parsed.Cells.Skip(parsed.Cells.Count - 4).Select(cell => cell.Id));
        Assert.Contains(parsed.Cells, cell => cell.Runtime.Id == "mono" && !cell.IsWeb);
        Assert.Equal(new WebLoadSettings(TimeSpan.FromSeconds(4), TimeSpan.FromSeconds(1), 16, 5, TimeSpan.FromSeconds(24)), parsed.Definition!.Web);
        Assert.All(parsed.Cells.Where(c => c.IsWeb), cell => Assert.Equal(CellBenchmarks.None, parsed.Definition.BenchmarksOf(cell)));
    }

    [Fact]
    public void A_web_cell_s_key_carries_the_workload_and_parses_back_from_its_id()
    {
        var cell = Parse(WithWeb).Cells.First(c => c.IsWeb);

        Assert.Equal("web", cell.Key.Workload);
        Assert.Null(cell.Key.Escaping);
        Assert.Equal(cell.Id, cell.Key.Id);
        Assert.Equal(cell.Key, JsonMatrix.Contracts.Cells.CellKey.TryParse(cell.Id));
    }

    [Fact]
    public void Web_runtimes_and_serializers_choose_the_part_of_the_matrix_that_gets_web_cells()
    {
        var parsed = Parse(WithWeb.Replace("repeats: 5 }", "repeats: 5, runtimes: [net10.0], serializers: [newtonsoft] }", StringComparison.Ordinal));

        Assert.Equal(["net10.0_newtonsoft_web"], parsed.Cells.Where(c => c.IsWeb).Select(c => c.Id));
    }

    [Theory]
    [InlineData("runtimes: [mono]", "runtime 'mono' in web.runtimes has no ASP.NET Core (web cells need platform linux and host dotnet). Allowed: 'net8.0', 'net10.0'.")]
    [InlineData("runtimes: [net9.0]", "unknown web.runtimes 'net9.0' in web.runtimes. Allowed: 'net8.0', 'net10.0', 'mono'.")]
    [InlineData("serializers: [jil]", "unknown web.serializers 'jil' in web.serializers. Allowed: 'system-text-json', 'newtonsoft'.")]
    public void A_web_runtime_or_serializer_outside_the_matrix_is_an_error(string part, string message)
    {
        var result = MatrixParser.Parse(WithWeb.Replace("repeats: 5 }", $"repeats: 5, {part} }}", StringComparison.Ordinal), "matrix.yaml");

        Assert.EndsWith(message, Assert.Single(result.Errors).ToString());
    }

    [Fact]
    public void A_web_only_matrix_has_no_micro_cells()
    {
        var parsed = Parse(MatrixYaml.Valid + "\nworkloads: web");

        Assert.Equal(4, parsed.Cells.Count);
        Assert.All(parsed.Cells, cell => Assert.True(cell.IsWeb));
    }

    [Fact]
    public void A_web_only_matrix_without_a_dotnet_linux_runtime_is_an_error_saying_why()
    {
        var yaml = MatrixYaml.Valid.Replace("framework: net8.0", "framework: net48").Replace("id: net8.0\n    framework: net48\n    platform: linux\n    host: dotnet", "id: mono\n    framework: net48\n    platform: linux\n    host: mono")
            .Replace("  - id: net10.0\n    framework: net10.0\n    platform: linux\n    host: dotnet\n", "").Replace("runtime: net8.0", "runtime: mono") + "\nworkloads: [web]";
        var result = MatrixParser.Parse(yaml, "matrix.yaml");

        var error = Assert.Single(result.Errors).ToString();
        Assert.StartsWith("matrix.yaml:", error);
        Assert.Contains("no runtime has ASP.NET Core", error);
        Assert.Contains("No web cells for mono", error);
    }

    [Theory]
    [InlineData("workloads: [micro, webb]", "matrix.yaml:19:20: unknown workload 'webb' in workloads. Allowed: 'micro', 'web'.")]
    [InlineData("workloads: [web, web]", "matrix.yaml:19:18: duplicate workload 'web' in workloads.")]
    [InlineData("web: { duration: 5 }", "matrix.yaml:19:18: web.duration '5' is not a whole number of seconds from 1s to 600s. Write it like 5s.")]
    [InlineData("web: { duration: 0s }", "matrix.yaml:19:18: web.duration '0s' is not a whole number of seconds from 1s to 600s. Write it like 5s.")]
    [InlineData("web: { warmup: 1.5s }", "matrix.yaml:19:16: web.warmup '1.5s' is not a whole number of seconds from 0s to 600s. Write it like 5s.")]
    [InlineData("web: { warmup: 5s, maxWarmup: 3s }", "matrix.yaml:19:31: web.maxWarmup '3s' is shorter than web.warmup '5s': the warm-up runs at least warmup and at most maxWarmup. Make maxWarmup 5s or more.")]
    [InlineData("web: { connections: 0 }", "matrix.yaml:19:21: web.connections '0' is not a whole number from 1 to 10000. Write it like 32.")]
    [InlineData("web: { repeats: -1 }", "matrix.yaml:19:17: web.repeats '-1' is not a whole number from 1 to 100. Write it like 3.")]
    [InlineData("web: { threads: 2 }", "matrix.yaml:19:8: unknown key 'threads' in web. Allowed: 'duration', 'warmup', 'maxWarmup', 'connections', 'repeats', 'runtimes', 'serializers'.")]
    [InlineData("web: fast", "matrix.yaml:19:6: web must be a mapping of keys (duration, warmup, maxWarmup, connections, repeats, runtimes, serializers), found the value 'fast'.")]
    public void A_bad_workloads_or_web_value_is_one_error_with_its_position(string line, string expected)
    {
        var result = MatrixParser.Parse(MatrixYaml.With("job: quick", line), "matrix.yaml");

        Assert.Equal(expected, Assert.Single(result.Errors).ToString());
    }

    [Fact]
    public void The_workload_filter_selects_web_or_micro_cells_and_escaping_filters_never_select_web_cells()
    {
        var cells = Parse(WithWeb).Cells;

        var web = CellFilterParser.Select(["workload=web", "runtime=net8.0"], cells);
        var micro = CellFilterParser.Select(["workload=micro"], cells);
        var escaping = CellFilterParser.Select(["escaping=default"], cells);

        Assert.Equal(["net8.0_system-text-json_web", "net8.0_newtonsoft_web"], web.Cells.Select(c => c.Id));
        Assert.All(micro.Cells, cell => Assert.False(cell.IsWeb));
        Assert.Equal(cells.Count - 4, micro.Cells.Count);
        Assert.All(escaping.Cells, cell => Assert.False(cell.IsWeb));
    }

    [Fact]
    public void A_workload_filter_on_a_matrix_without_web_cells_names_the_values_it_has()
    {
        var selection = CellFilterParser.Select(["workload=web"], Parse(MatrixYaml.Valid).Cells);

        Assert.Equal(["unknown workload 'web' in filter 'workload=web' (no cell of the matrix has it). Allowed: 'micro'."], selection.Errors);
    }

    [Fact]
    public void The_github_plan_gives_web_cells_filters_that_select_exactly_them()
    {
        var cells = Parse(WithWeb).Cells;
        var plan = GithubMatrixPlanner.Plan(cells, cells);

        // A runtime's web cells are one job of their own: their ratios divide one runner's requests/s.
        var webEntry = plan.Entries.Single(entry => entry.Group == "net8.0_web");
        Assert.Equal("runtime=net8.0 workload=web", webEntry.Filters);
        Assert.All(webEntry.Cells, cell => Assert.True(cell.IsWeb));
        foreach (var entry in plan.Entries)
        {
            var selected = CellFilterParser.Select(CellFilterParser.Split(entry.Filters), cells);
            Assert.Equal(entry.Cells.Select(c => c.Id), selected.Cells.Select(c => c.Id));
        }
    }

    [Fact]
    public void Plan_lists_web_cells_their_load_and_why_mono_has_none()
    {
        var parsed = Parse(WithWeb);

        var text = PlanTextRenderer.Render(parsed.Definition!, parsed.Cells);

        Assert.Contains("net10.0_newtonsoft_web", text);
        Assert.Contains("4 web cells", text);
        Assert.Contains("Web cells: GET and POST list-1000; every runtime's servers warm up together, in one container, until every one stops compiling (1 to 24 cycles of a 1 s burst and a pause; the estimate counts 18), then 5 x 4s per scenario at 16 connections, every server's windows in the same rounds.", text);
        Assert.Contains("No web cells for mono: ASP.NET Core runs on .NET (Core) only", text);
        Assert.Contains("\"workload\": \"web\"", PlanJsonRenderer.Render(parsed.Definition!, parsed.Cells));
    }

    [Fact]
    public void A_web_cell_is_estimated_as_its_load_time_plus_the_web_overhead_and_learned_apart_from_micro_cells()
    {
        var parsed = Parse(WithWeb);
        var cell = parsed.Cells.First(c => c.IsWeb);
        var settings = parsed.Definition!.Web;

        var builtIn = DurationEstimate.BuiltIn.ForCell("quick", cell, CellBenchmarks.None, settings);
        var learned = DurationLearning.Learn(DurationHistory.Empty, [new CellDuration(cell.Id, DurationEstimate.WebJobKey, "net8.0", cell.Serializer.Id, "-",
            new System.Collections.Generic.Dictionary<string, double>(), 3, 30, null)]);
        var fromHistory = new DurationEstimate(learned).ForCell("quick", cell, CellBenchmarks.None, settings);

        // 2 scenarios × 5 × 4 s, and a sixth of 18 warm-up cycles of 2.5 s (every runtime's web cells share them).
        Assert.Equal(TimeSpan.FromSeconds((2 * 5 * 4) + (18 * 2.5 / 6)) + DurationEstimate.WebOverhead, builtIn);
        Assert.Equal(TimeSpan.FromSeconds((2 * 5 * 4) + (18 * 2.5 / 6) + 3), fromHistory);
        Assert.Equal(TimeSpan.FromSeconds(30), new DurationEstimate(learned).Setup([cell]));
    }
}
