using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Filtering;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class CellFilterParserTests
{
    private static readonly Cell[] Cells = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml").Cells.ToArray();

    [Fact]
    public void No_filter_selects_every_cell()
    {
        Assert.Equal(Cells.Length, CellFilterParser.Select([], Cells).Cells.Count);
    }

    [Fact]
    public void Filters_on_different_keys_must_all_match()
    {
        var selection = CellFilterParser.Select(["runtime=net8.0", "serializer=newtonsoft", "lifetime=cached"], Cells);

        Assert.Equal(["net8.0_newtonsoft_default_cached", "net8.0_newtonsoft_relaxed_cached"], selection.Cells.Select(c => c.Id));
    }

    [Fact]
    public void Filters_on_the_same_key_are_alternatives()
    {
        var selection = CellFilterParser.Select(["escaping=default", "lifetime=cached", "lifetime=per-call", "runtime=net10.0"], Cells);

        Assert.Equal(4, selection.Cells.Count);
        Assert.All(selection.Cells, c => Assert.Equal(("net10.0", "default"), (c.Runtime.Id, c.Escaping)));
    }

    [Fact]
    public void An_unknown_key_names_the_allowed_keys()
    {
        var selection = CellFilterParser.Select(["payload=small"], Cells);

        Assert.Equal(["unknown filter key 'payload' in 'payload=small'. Allowed: 'runtime', 'serializer', 'workload', 'escaping', 'lifetime', 'version'."], selection.Errors);
    }

    [Fact]
    public void An_unknown_value_names_the_values_the_cells_have()
    {
        var selection = CellFilterParser.Select(["runtime=net6.0"], Cells);

        Assert.Equal(["unknown runtime 'net6.0' in filter 'runtime=net6.0' (no cell of the matrix has it). Allowed: 'net8.0', 'net10.0'."], selection.Errors);
    }

    [Fact]
    public void Every_bad_filter_is_reported_at_once()
    {
        var selection = CellFilterParser.Select(["runtime", "serializer=jsonx", "escaping=default"], Cells);

        Assert.False(selection.IsValid);
        Assert.Equal(2, selection.Errors.Count);
        Assert.StartsWith("filter 'runtime' is not KEY=VALUE.", selection.Errors[0]);
        Assert.StartsWith("unknown serializer 'jsonx'", selection.Errors[1]);
    }

    [Fact]
    public void Filters_that_together_select_nothing_are_an_error()
    {
        var yaml = MatrixYaml.Valid + "\nexclude:\n  - runtime: net10.0\n    serializer: newtonsoft\n";
        var cells = MatrixParser.Parse(yaml, "matrix.yaml").Cells;

        var selection = CellFilterParser.Select(["runtime=net10.0", "serializer=newtonsoft"], cells);

        Assert.Equal(["the filters 'runtime=net10.0 serializer=newtonsoft' select no cell of the matrix (different keys must all match). Remove a filter or run 'plan' to see the cells."], selection.Errors);
    }

    [Fact]
    public void A_space_separated_filter_string_splits_into_options()
    {
        Assert.Equal(["runtime=net8.0", "serializer=newtonsoft"], CellFilterParser.Split("  runtime=net8.0   serializer=newtonsoft\n"));
    }
}
