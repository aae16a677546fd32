using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class MatrixParserTests
{
    [Fact]
    public void A_valid_matrix_parses_into_its_runtimes_serializers_and_axes()
    {
        var result = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml");

        Assert.True(result.IsValid, string.Join("\n", result.Errors));
        var matrix = result.Definition!;
        Assert.Equal(["net8.0", "net10.0"], matrix.Runtimes.Select(r => r.Id));
        Assert.Equal(new SerializerSpec("newtonsoft", "Newtonsoft.Json", "13.0.4"), matrix.Serializers[1]);
        Assert.Equal(["default", "relaxed"], matrix.Escaping);
        Assert.Equal(["cached", "per-call"], matrix.Lifetimes);
        Assert.Equal("quick", matrix.Job);
        Assert.Equal(new Baseline("system-text-json", "net8.0"), matrix.Baseline);
        Assert.Equal(new ContainerLimits("1", 2L * 1024 * 1024 * 1024), matrix.Limits);
    }

    [Fact]
    public void Payloads_and_operations_default_to_all_of_them_when_the_file_names_none()
    {
        var matrix = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml").Definition!;

        Assert.Equal(KnownIds.Payloads, matrix.Payloads);
        Assert.Equal(KnownIds.Operations, matrix.Operations);
    }

    [Fact]
    public void A_runtime_without_a_label_is_labelled_with_its_id_and_a_pinned_runtime_version_is_kept()
    {
        var yaml = MatrixYaml.With("    framework: net8.0\n", "    framework: net8.0\n    runtimeVersion: 8.0.31\n");

        var runtime = MatrixParser.Parse(yaml, "matrix.yaml").Definition!.Runtimes[0];

        Assert.Equal(new RuntimeSpec("net8.0", "net8.0", "linux", "dotnet", "8.0.31", "net8.0"), runtime);
    }

    [Fact]
    public void A_serializer_version_can_be_overridden_on_named_runtimes()
    {
        var yaml = MatrixYaml.With("    version: 13.0.4\n", "    version: 13.0.4\n    versionOn:\n      net8.0: 12.0.3\n");

        var newtonsoft = MatrixParser.Parse(yaml, "matrix.yaml").Definition!.Serializers[1];

        Assert.Equal("12.0.3", newtonsoft.VersionFor("net8.0"));
        Assert.Equal("13.0.4", newtonsoft.VersionFor("net10.0"));
    }

    [Fact]
    public void A_version_override_for_an_undeclared_runtime_is_an_error_naming_the_declared_ones()
    {
        var yaml = MatrixYaml.With("    version: 13.0.4\n", "    version: 13.0.4\n    versionOn:\n      net7.0: 12.0.3\n");

        var error = Assert.Single(MatrixParser.Parse(yaml, "matrix.yaml").Errors);

        Assert.Contains("unknown runtime 'net7.0' in versionOn of serializer 'newtonsoft'", error.ToString());
        Assert.Contains("'net8.0', 'net10.0'", error.ToString());
    }

    [Fact]
    public void Memory_is_read_in_bytes_from_plain_numbers_and_binary_units()
    {
        Assert.Equal(512L * 1024 * 1024, LimitsOf(MatrixYaml.With("memory: 2GiB", "memory: 512MiB")).MemoryBytes);
        Assert.Equal(100_000_000L, LimitsOf(MatrixYaml.With("memory: 2GiB", "memory: 100000000")).MemoryBytes);
    }

    [Fact]
    public void A_value_of_a_rule_may_be_a_single_value_or_a_list()
    {
        var yaml = MatrixYaml.Valid + "\nexclude:\n  - serializer: newtonsoft\n    escaping: [default, relaxed]\n";

        var rule = MatrixParser.Parse(yaml, "matrix.yaml").Definition!.Exclude.Single();

        Assert.Equal(["newtonsoft"], rule.Match["serializer"]);
        Assert.Equal(["default", "relaxed"], rule.Match["escaping"]);
    }

    private static ContainerLimits LimitsOf(string yaml) => MatrixParser.Parse(yaml, "matrix.yaml").Definition!.Limits;
}
