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

    [Theory]
    [InlineData("matrix.yaml")]
    [InlineData("matrix.full.yaml")]
    public void Each_runtime_s_compared_cells_are_one_job_so_no_ratio_divides_figures_of_two_runners(string file)
    {
        var cells = MatrixParser.Parse(File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, file)), file).Cells;

        var plan = GithubMatrixPlanner.Plan(cells, cells);

        AssertEveryCellOnceAndFiltersRoundTrip(cells, cells, plan);
        var jobOf = plan.Entries.SelectMany(e => e.Cells.Select(c => (c.Id, e.Group))).ToDictionary(p => p.Id, p => p.Group);
        // Every ratio to System.Text.Json, floor × and ranking divides cells of one runtime and workload: one job each.
        foreach (var pair in cells.GroupBy(c => (c.Runtime.Id, c.IsWeb)))
            Assert.Single(pair.Select(c => jobOf[c.Id]).Distinct());
        Assert.All(plan.Entries, e => Assert.Null(e.Split));
    }

    [Fact]
    public void A_runtime_whose_job_would_pass_the_budget_is_split_by_serializer_and_says_so()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(3, AllSerializers, ["default"], KnownIds.Lifetimes));

        // An hour a cell: a runtime's 8 cells would take 8 hours, its serializers' 2 cells 2 hours.
        var plan = GithubMatrixPlanner.Plan(cells, cells, group => System.TimeSpan.FromHours(group.Count));

        AssertEveryCellOnceAndFiltersRoundTrip(cells, cells, plan);
        Assert.Equal(3 * AllSerializers.Length, plan.Entries.Count);
        var entry = plan.Entries.Single(e => e.Group == "net8.0-2_newtonsoft");
        Assert.Equal("runtime=net8.0-2 serializer=newtonsoft", entry.Filters);
        Assert.Equal(System.TimeSpan.FromHours(2), entry.Estimate);
        Assert.StartsWith("net8.0-2 is split by serializer: one job would take 8 h", entry.Split);
        Assert.All(plan.Entries, e => Assert.True(e.Estimate <= GithubMatrixPlanner.JobBudget));
    }

    [Fact]
    public void A_filtered_plan_keeps_the_user_filter_in_each_group_filter()
    {
        var all = MatrixExpander.Expand(TestMatrices.Build(15, AllSerializers, KnownIds.Escaping, KnownIds.Lifetimes));
        var selected = CellFilterParser.Select(["escaping=default", "escaping=relaxed", "escaping=ascii"], all).Cells;

        var plan = GithubMatrixPlanner.Plan(all, selected);

        Assert.Equal(360, selected.Count);
        Assert.Equal(15, plan.Entries.Count);
        Assert.Equal("runtime=mono escaping=default escaping=relaxed escaping=ascii", plan.Entries.Single(e => e.Group == "mono").Filters);
        AssertEveryCellOnceAndFiltersRoundTrip(all, selected, plan);
    }

    [Fact]
    public void A_group_of_an_arbitrary_cell_list_that_no_filter_selects_exactly_is_split_into_single_cells()
    {
        var all = MatrixExpander.Expand(TestMatrices.Build(10, AllSerializers, KnownIds.Escaping, KnownIds.Lifetimes));
        var selected = all.Where(c => c.Id != "net8.0-2_newtonsoft_ascii_per-call").ToList();

        var plan = GithubMatrixPlanner.Plan(all, selected);

        Assert.Equal(9 + 31, plan.Entries.Count);
        var single = plan.Entries.Single(e => e.Group == "net8.0-2_newtonsoft_ascii_cached");
        Assert.Equal("runtime=net8.0-2 serializer=newtonsoft escaping=ascii lifetime=cached", single.Filters);
        Assert.Equal("net8.0-2 is split into single cells: no filter selects exactly its cells", single.Split);
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
        Assert.Equal("the 300 cells need 300 jobs, more than GitHub's 256, even with one job per runtime. Plan fewer cells with --filter and run the workflow once per part.", plan.Error);
    }

    [Fact]
    public void The_rendered_github_matrix_is_one_line_of_json_with_group_runner_filters_cells_minutes_and_split()
    {
        var cells = MatrixExpander.Expand(TestMatrices.Build(3, ["newtonsoft"], ["default"], ["cached"]));

        var json = PlanGithubRenderer.Render(GithubMatrixPlanner.Plan(cells, cells, _ => System.TimeSpan.FromSeconds(61)));

        Assert.DoesNotContain('\n', json);
        Assert.Equal(
            """{"include":[{"group":"net48","runner":"windows-latest","filters":"runtime=net48","cells":"net48_newtonsoft_default_cached","minutes":2,"split":null},{"group":"mono","runner":"ubuntu-latest","filters":"runtime=mono","cells":"mono_newtonsoft_default_cached","minutes":2,"split":null},{"group":"net8.0-2","runner":"ubuntu-latest","filters":"runtime=net8.0-2","cells":"net8.0-2_newtonsoft_default_cached","minutes":2,"split":null}]}""",
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
