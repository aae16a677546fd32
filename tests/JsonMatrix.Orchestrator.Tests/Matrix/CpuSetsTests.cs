using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class CpuSetsTests
{
    [Fact]
    public void Cpusets_list_the_disjoint_sets_cells_run_on_at_once_and_cpuset_is_one_set()
    {
        var parallel = MatrixParser.Parse(MatrixYaml.With("cpuset: \"1\"", "cpusets: [\"1\", \"2-3\"]"), "matrix.yaml");
        var single = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml");

        Assert.True(parallel.IsValid, string.Join("\n", parallel.Errors));
        Assert.Equal(["1", "2-3"], parallel.Definition!.Limits.CpuSets);
        Assert.Equal(["1"], single.Definition!.Limits.CpuSets);
    }

    [Fact]
    public void Sets_that_share_a_cpu_and_both_keys_at_once_are_errors()
    {
        var overlapping = Errors(MatrixYaml.With("cpuset: \"1\"", "cpusets: [\"0-1\", \"1\"]"));
        var both = Errors(MatrixYaml.With("cpuset: \"1\"", "cpuset: \"1\"\n  cpusets: [\"2\"]"));

        Assert.Equal(["matrix.yaml:24:20: cpusets '0-1' and '1' share CPU 1: cells on them would measure on it at the same time. Make the sets disjoint."], overlapping);
        Assert.Equal(["matrix.yaml:24:3: limits needs exactly one of cpuset (one CPU set, cells one after another) and cpusets (a list of disjoint CPU sets, one cell on each at a time)."], both);
    }

    private static string[] Errors(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.False(result.IsValid);
        return result.Errors.Select(e => e.ToString()).ToArray();
    }
}
