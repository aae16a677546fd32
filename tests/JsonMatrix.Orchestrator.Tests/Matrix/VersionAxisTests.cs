using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Filtering;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

/// <summary>Package versions as an axis: a serializer listing several versions gets a cell per version.</summary>
public sealed class VersionAxisTests
{
    private static readonly string TwoNewtonsofts = MatrixYaml.With("    version: 13.0.4\n", "    version: [13.0.4, 12.0.3]\n");

    private static IReadOnlyList<Cell> CellsOf(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.True(result.IsValid, string.Join("\n", result.Errors));
        return result.Cells;
    }

    [Fact]
    public void A_further_version_is_a_cell_of_its_own_named_id_version_after_the_first_which_keeps_the_id()
    {
        var cells = CellsOf(TwoNewtonsofts).Where(c => c.Runtime.Id == "net8.0" && c.Escaping == "default" && c.Lifetime == "cached").ToList();

        Assert.Equal(["net8.0_system-text-json_default_cached", "net8.0_newtonsoft_default_cached", "net8.0_newtonsoft-12.0.3_default_cached"], cells.Select(c => c.Id));
        var older = cells[2].Serializer;
        Assert.Equal(("newtonsoft-12.0.3", "newtonsoft", "Newtonsoft.Json", "12.0.3"), (older.Id, older.BenchId, older.Package, older.VersionFor("net8.0")));
        Assert.Equal("13.0.4", cells[1].Serializer.VersionFor("net8.0"));
    }

    [Fact]
    public void Versions_can_be_listed_per_runtime_and_other_runtimes_keep_the_general_version()
    {
        var yaml = MatrixYaml.With("    version: inbox\n", "    version: inbox\n    versionOn: { net8.0: [inbox, 6.0.11] }\n");

        var stj = CellsOf(yaml).Where(c => c.Serializer.BenchId == "system-text-json" && c.Escaping == "default" && c.Lifetime == "cached").ToList();

        Assert.Equal(["net8.0_system-text-json_default_cached", "net8.0_system-text-json-6.0.11_default_cached", "net10.0_system-text-json_default_cached"], stj.Select(c => c.Id));
    }

    [Fact]
    public void The_bench_is_asked_for_the_serializer_and_the_publish_for_the_cell_s_own_version()
    {
        var matrix = MatrixParser.Parse(TwoNewtonsofts, "matrix.yaml");
        var older = matrix.Cells.First(c => c.Id == "net8.0_newtonsoft-12.0.3_default_cached");
        var newer = matrix.Cells.First(c => c.Id == "net8.0_newtonsoft_default_cached");

        var arguments = BenchInvocation.Arguments(older, "quick", ["small"], ["serialize-string"], "/out");

        Assert.Equal("newtonsoft", arguments[arguments.ToList().IndexOf("--serializer") + 1]);
        Assert.Contains(new KeyValuePair<string, string>("NewtonsoftJsonVersion", "12.0.3"), PublishSpec.ForCell(older, matrix.Definition!.Serializers).VersionProperties);
        Assert.Contains(new KeyValuePair<string, string>("NewtonsoftJsonVersion", "13.0.4"), PublishSpec.ForCell(newer, matrix.Definition!.Serializers).VersionProperties);
    }

    [Fact]
    public void Rules_and_filters_naming_the_serializer_cover_every_version_and_a_version_filter_selects_one()
    {
        var cells = CellsOf(TwoNewtonsofts + "\nexclude:\n  - serializer: newtonsoft\n    lifetime: per-call\n");
        Assert.DoesNotContain(cells, c => c.Serializer.BenchId == "newtonsoft" && c.Lifetime == "per-call");

        var byName = CellFilterParser.Select(["serializer=newtonsoft", "runtime=net8.0", "escaping=default"], cells).Cells.Select(c => c.Id);
        var byVersion = CellFilterParser.Select(["version=12.0.3"], cells).Cells.Select(c => c.Id);
        var byCellName = CellFilterParser.Select(["serializer=newtonsoft-12.0.3", "runtime=net10.0"], cells).Cells.Select(c => c.Id);

        Assert.Equal(["net8.0_newtonsoft_default_cached", "net8.0_newtonsoft-12.0.3_default_cached"], byName);
        Assert.Equal(4, byVersion.Count());
        Assert.All(byVersion, id => Assert.Contains("_newtonsoft-12.0.3_", id));
        Assert.Equal(["net10.0_newtonsoft-12.0.3_default_cached", "net10.0_newtonsoft-12.0.3_relaxed_cached"], byCellName);
        Assert.Contains("12.0.3", CellFilterParser.Select(["version=12.0.4"], cells).Errors.Single());
    }

    [Fact]
    public void The_github_plan_keeps_both_versions_of_a_runtime_in_its_job_and_each_job_selects_exactly_its_cells()
    {
        var cells = CellsOf(TwoNewtonsofts);

        var plan = GithubMatrixPlanner.Plan(cells, cells);

        Assert.Contains(plan.Entries, entry => entry.Filters == "runtime=net8.0" && entry.Cells.Any(c => c.Serializer.Id == "newtonsoft-12.0.3") && entry.Cells.Any(c => c.Serializer.Id == "newtonsoft"));
        Assert.Equal(cells.Count, plan.Entries.Sum(entry => entry.Cells.Count));
        Assert.All(plan.Entries, entry => Assert.Equal(
            entry.Cells.Select(c => c.Id), CellFilterParser.Select(CellFilterParser.Split(entry.Filters), cells).Cells.Select(c => c.Id)));
    }

    [Theory]
    [InlineData("    version: [13.0.4, 13.0.4]\n", "version '13.0.4' of serializer 'newtonsoft' is listed twice")]
    [InlineData("    version: []\n", "the version list of serializer 'newtonsoft' is empty")]
    [InlineData("    version: [13.0.4, latest]\n", "version 'latest' for serializer 'newtonsoft' is not a NuGet version")]
    public void A_bad_version_list_is_an_error_naming_the_value(string versions, string expected)
    {
        var result = MatrixParser.Parse(MatrixYaml.With("    version: 13.0.4\n", versions), "matrix.yaml");

        Assert.False(result.IsValid);
        Assert.Contains(result.Errors, error => error.Message.Contains(expected, System.StringComparison.Ordinal));
    }

    [Fact]
    public void Reports_order_a_further_version_right_after_its_serializer()
    {
        Assert.Equal(["system-text-json", "newtonsoft", "newtonsoft-12.0.3", "data-contract-json"],
            IdOrder.Serializers(["data-contract-json", "newtonsoft-12.0.3", "newtonsoft", "system-text-json"]));
        Assert.Equal("system-text-json-sourcegen", SerializerNames.SerializerOf("system-text-json-sourcegen-6.0.11"));
        Assert.Equal("system-text-json", SerializerNames.SerializerOf("system-text-json-inbox"));
        Assert.Null(SerializerNames.SerializerOf("newtonsoft-fast"));
    }

    [Fact]
    public async Task A_version_the_source_does_not_serve_is_an_error_naming_the_versions_of_that_major_it_serves()
    {
        var cells = CellsOf(MatrixYaml.With("    version: 13.0.4\n", "    version: [13.0.4, 12.0.99]\n"));
        var source = FakePackageVersions.Serving(new Dictionary<string, IReadOnlyList<string>>
        {
            ["Newtonsoft.Json"] = ["9.0.1", "12.0.1", "12.0.3", "13.0.1", "13.0.4"],
        });

        var errors = await SerializerVersionCheck.ErrorsAsync(cells, source, "matrix.yaml", CancellationToken.None);

        Assert.Equal(["serializer 'newtonsoft-12.0.99': Newtonsoft.Json 12.0.99 is not on the NuGet source (https://feed.example/v3/index.json). It serves these 12.x versions: 12.0.1, 12.0.3. Use one of those in matrix.yaml."], errors);
        Assert.Equal(["Newtonsoft.Json"], source.Asked);
    }

    [Fact]
    public async Task A_source_that_cannot_be_asked_refuses_no_version()
    {
        var cells = CellsOf(TwoNewtonsofts);

        Assert.Empty(await SerializerVersionCheck.ErrorsAsync(cells, FakePackageVersions.Unreachable("offline"), "matrix.yaml", CancellationToken.None));
    }
}
