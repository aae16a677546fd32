using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Filtering;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class GithubMatrixPlannerTests
{
    private static readonly string[] AllSerializers = ["system-text-json", "newtonsoft", "data-contract-json", "system-text-json-sourcegen"];

    [Fact]
    public void The_repository_matrix_gets_one_job_per_cell_and_each_filter_selects_exactly_that_cell()
    {
        var cells = MatrixParser.Parse(File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "matrix.yaml")), "matrix.yaml").Cells;

        var plan = GithubMatrixPlanner.Plan(cells, cells);

        Assert.Equal(cells.Count, plan.Entries.Count);
        AssertEveryCellOnceAndFiltersRoundTrip(cells, cells, plan);
    }

    [Fact]
    public void More_than_256_cells_are_grouped_by_runtime_and_serializer()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(10, AllSerializers, KnownIds.Escaping, KnownIds.Lifetimes));

        var plan = GithubMatrixPlanner.Plan(cells, cells);

        Assert.Equal(320, cells.Count);
        Assert.Equal(40, plan.Entries.Count);
        Assert.Equal("runtime=net8.0-2 serializer=newtonsoft", plan.Entries.Single(e => e.Group == "net8.0-2_newtonsoft").Filters);
        AssertEveryCellOnceAndFiltersRoundTrip(cells, cells, plan);
    }

    [Fact]
    public void Too_many_runtime_and_serializer_pairs_are_grouped_by_runtime()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(70, AllSerializers, ["default"], ["cached"]));

        var plan = GithubMatrixPlanner.Plan(cells, cells);

        Assert.Equal(280, cells.Count);
        Assert.Equal(70, plan.Entries.Count);
        Assert.Equal("runtime=mono", plan.Entries.Single(e => e.Group == "mono").Filters);
        AssertEveryCellOnceAndFiltersRoundTrip(cells, cells, plan);
    }

    [Fact]
    public void A_filtered_plan_keeps_the_user_filter_in_each_group_filter()
    {
        var all = MatrixExpander.Expand(TestMatrices.Build(15, AllSerializers, KnownIds.Escaping, KnownIds.Lifetimes));
        var selected = CellFilterParser.Select(["escaping=default", "escaping=relaxed", "escaping=ascii"], all).Cells;

        var plan = GithubMatrixPlanner.Plan(all, selected);

        Assert.Equal(360, selected.Count);
        Assert.Equal(60, plan.Entries.Count);
        Assert.Equal("runtime=mono serializer=data-contract-json escaping=default escaping=relaxed escaping=ascii",
            plan.Entries.Single(e => e.Group == "mono_data-contract-json").Filters);
        AssertEveryCellOnceAndFiltersRoundTrip(all, selected, plan);
    }

    [Fact]
    public void A_group_of_an_arbitrary_cell_list_that_no_filter_selects_exactly_is_split_into_single_cells()
    {
        var all = MatrixExpander.Expand(TestMatrices.Build(10, AllSerializers, KnownIds.Escaping, KnownIds.Lifetimes));
        var selected = all.Where(c => c.Id != "net8.0-2_newtonsoft_ascii_per-call").ToList();

        var plan = GithubMatrixPlanner.Plan(all, selected);

        Assert.Equal(39 + 7, plan.Entries.Count);
        Assert.Equal("runtime=net8.0-2 serializer=newtonsoft escaping=ascii lifetime=cached",
            plan.Entries.Single(e => e.Group == "net8.0-2_newtonsoft_ascii_cached").Filters);
        AssertEveryCellOnceAndFiltersRoundTrip(all, selected, plan);
    }

    [Fact]
    public void Windows_cells_run_on_windows_runners_and_linux_and_mono_cells_on_ubuntu_runners()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(3, ["newtonsoft"], ["default"], ["cached"]));

        var runners = GithubMatrixPlanner.Plan(cells, cells).Entries.ToDictionary(e => e.Cells.Single().Runtime.Id, e => e.Runner);

        Assert.Equal("windows-latest", runners["net48"]);
        Assert.Equal("ubuntu-latest", runners["mono"]);
        Assert.Equal("ubuntu-latest", runners["net8.0-2"]);
    }

    [Fact]
    public void Cells_that_need_more_than_256_jobs_even_by_runtime_are_an_error_that_says_to_filter()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(300, ["newtonsoft"], ["default"], ["cached"]));

        var plan = GithubMatrixPlanner.Plan(cells, cells);

        Assert.Empty(plan.Entries);
        Assert.Equal("the 300 cells need more than 256 jobs even when grouped by runtime (300 runtimes). Plan fewer cells with --filter and run the workflow once per part.", plan.Error);
    }

    [Fact]
    public void The_rendered_github_matrix_is_one_line_of_json_with_group_runner_filters_and_cells()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(3, ["newtonsoft"], ["default"], ["cached"]));

        var json = PlanGithubRenderer.Render(GithubMatrixPlanner.Plan(cells, cells));

        Assert.DoesNotContain('\n', json);
        Assert.Equal(
            """{"include":[{"group":"net48_newtonsoft_default_cached","runner":"windows-latest","filters":"runtime=net48","cells":"net48_newtonsoft_default_cached"},{"group":"mono_newtonsoft_default_cached","runner":"ubuntu-latest","filters":"runtime=mono","cells":"mono_newtonsoft_default_cached"},{"group":"net8.0-2_newtonsoft_default_cached","runner":"ubuntu-latest","filters":"runtime=net8.0-2","cells":"net8.0-2_newtonsoft_default_cached"}]}""",
            json);
    }

    private static void AssertEveryCellOnceAndFiltersRoundTrip(System.Collections.Generic.IReadOnlyList<Cell> all, System.Collections.Generic.IReadOnlyList<Cell> selected, GithubMatrixPlan plan)
    {
        Assert.Null(plan.Error);
        Assert.InRange(plan.Entries.Count, 1, GithubMatrixPlanner.MaxJobs);

        // Read back what the workflow sees: the rendered JSON.
        using var document = JsonDocument.Parse(PlanGithubRenderer.Render(plan));
        var include = document.RootElement.GetProperty("include").EnumerateArray().ToList();
        Assert.Equal(plan.Entries.Count, include.Count);
        var listed = include.SelectMany(e => e.GetProperty("cells").GetString()!.Split(' ')).ToList();
        Assert.Equal(selected.Select(c => c.Id).OrderBy(id => id), listed.OrderBy(id => id));

        foreach (var entry in include)
        {
            var filters = CellFilterParser.Split(entry.GetProperty("filters").GetString()!);
            var roundTrip = CellFilterParser.Select(filters, all);
            Assert.True(roundTrip.IsValid, string.Join("\n", roundTrip.Errors));
            Assert.Equal(entry.GetProperty("cells").GetString(), string.Join(" ", roundTrip.Cells.Select(c => c.Id)));
            Assert.Single(roundTrip.Cells.Select(c => c.Runtime.Platform).Distinct());
        }
    }
}
