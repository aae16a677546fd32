using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class MatrixExpanderTests
{
    [Fact]
    public void The_cells_are_every_combination_of_runtime_serializer_escaping_and_lifetime_in_declared_order()
    {
        var cells = CellsOf(MatrixYaml.Valid);

        Assert.Equal(16, cells.Length);
        Assert.Equal("net8.0_system-text-json_default_cached", cells[0]);
        Assert.Equal("net8.0_system-text-json_default_per-call", cells[1]);
        Assert.Equal("net8.0_system-text-json_relaxed_cached", cells[2]);
        Assert.Equal("net10.0_newtonsoft_relaxed_per-call", cells[^1]);
    }

    [Fact]
    public void An_exclude_rule_removes_only_the_cells_whose_named_keys_all_match()
    {
        var yaml = MatrixYaml.Valid + "\nexclude:\n  - serializer: newtonsoft\n    lifetime: per-call\n";

        var cells = CellsOf(yaml);

        Assert.Equal(12, cells.Length);
        Assert.DoesNotContain(cells, id => id.Contains("newtonsoft") && id.EndsWith("per-call"));
        Assert.Contains("net8.0_newtonsoft_default_cached", cells);
        Assert.Contains("net8.0_system-text-json_default_per-call", cells);
    }

    [Fact]
    public void Several_exclude_rules_each_remove_their_own_cells()
    {
        var yaml = MatrixYaml.Valid + "\nexclude:\n  - runtime: net10.0\n  - escaping: relaxed\n";

        Assert.Equal(
        [
            "net8.0_system-text-json_default_cached", "net8.0_system-text-json_default_per-call",
            "net8.0_newtonsoft_default_cached", "net8.0_newtonsoft_default_per-call",
        ], CellsOf(yaml));
    }

    [Fact]
    public void An_include_rule_adds_every_combination_of_its_values_even_with_an_undeclared_escaping_mode()
    {
        var yaml = MatrixYaml.Valid + "\ninclude:\n  - runtime: [net8.0, net10.0]\n    serializer: system-text-json\n    escaping: unicode-ranges-all\n    lifetime: per-call\n";

        var cells = CellsOf(yaml);

        Assert.Equal(18, cells.Length);
        Assert.Contains("net8.0_system-text-json_unicode-ranges-all_per-call", cells);
        Assert.Contains("net10.0_system-text-json_unicode-ranges-all_per-call", cells);
    }

    [Fact]
    public void Include_is_applied_after_exclude_so_it_can_bring_back_an_excluded_cell()
    {
        var yaml = MatrixYaml.Valid +
            "\nexclude:\n  - serializer: newtonsoft\ninclude:\n  - runtime: net8.0\n    serializer: newtonsoft\n    escaping: default\n    lifetime: cached\n";

        var cells = CellsOf(yaml);

        Assert.Equal(9, cells.Length);
        Assert.Equal(["net8.0_newtonsoft_default_cached"], cells.Where(id => id.Contains("newtonsoft")));
    }

    [Fact]
    public void An_included_cell_that_already_exists_is_not_added_twice()
    {
        var yaml = MatrixYaml.Valid + "\ninclude:\n  - runtime: net8.0\n    serializer: newtonsoft\n    escaping: default\n    lifetime: cached\n";

        var cells = CellsOf(yaml);

        Assert.Equal(16, cells.Length);
        Assert.Equal(cells.Length, cells.Distinct().Count());
    }

    [Fact]
    public void Included_cells_take_their_place_in_the_declared_order()
    {
        var yaml = MatrixYaml.Valid + "\ninclude:\n  - runtime: net8.0\n    serializer: system-text-json\n    escaping: ascii\n    lifetime: cached\n";

        var cells = CellsOf(yaml);

        Assert.Equal("net8.0_system-text-json_ascii_cached", cells[4]);
        Assert.Equal("net8.0_newtonsoft_default_cached", cells[5]);
    }

    private static string[] CellsOf(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.True(result.IsValid, string.Join("\n", result.Errors));
        Assert.Equal(result.Cells.Select(c => c.Id), MatrixExpander.Expand(result.Definition!).Select(c => c.Id));
        return result.Cells.Select(c => c.Id).ToArray();
    }
}
