using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class DefaultMatrixTests
{
    private static readonly MatrixParseResult Parsed =
        MatrixParser.Parse(File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "matrix.yaml")), "matrix.yaml");

    [Fact]
    public void The_repository_matrix_is_valid()
    {
        Assert.True(Parsed.IsValid, string.Join("\n", Parsed.Errors));
    }

    [Fact]
    public void The_repository_matrix_expands_to_the_96_cells_documented_in_docs_matrix_md()
    {
        // 6 runtimes x 5 serializers x 2 escaping modes x 2 lifetimes = 120,
        // minus per-call for 3 serializers on 6 runtimes (36), plus unicode-ranges-all for system-text-json (12).
        Assert.Equal(96, Parsed.Cells.Count);
        Assert.Contains("96 cells", File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "docs", "matrix.md")));
    }

    [Fact]
    public void Per_call_cells_exist_only_for_system_text_json_and_newtonsoft()
    {
        var serializers = Parsed.Cells.Where(c => c.Lifetime == "per-call").Select(c => c.Serializer.Id).Distinct();

        Assert.Equal(["system-text-json", "newtonsoft"], serializers);
    }

    [Fact]
    public void Net_core_3_1_is_pinned_to_the_only_runtime_pack_the_nuget_source_has_and_mono_is_labelled_as_mono()
    {
        var runtimes = Parsed.Definition!.Runtimes.ToDictionary(r => r.Id);

        Assert.Equal("3.1.3", runtimes["netcoreapp3.1"].RuntimeVersion);
        Assert.Equal(new RuntimeSpec("mono", "net48", "linux", "mono", null, "Mono (net48 build)"), runtimes["mono"]);
        Assert.Equal("windows", runtimes["net48"].Platform);
    }

    [Fact]
    public void Every_payload_and_operation_is_measured_with_the_short_job_against_the_net_core_3_1_baseline()
    {
        var matrix = Parsed.Definition!;

        Assert.Equal(KnownIds.Payloads, matrix.Payloads);
        Assert.Equal(KnownIds.Operations, matrix.Operations);
        Assert.Equal("short", matrix.Job);
        Assert.Equal(new Baseline("system-text-json", "netcoreapp3.1"), matrix.Baseline);
        Assert.Equal(new ContainerLimits("1", 2L * 1024 * 1024 * 1024), matrix.Limits);
    }
}
