using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class DefaultMatrixTests
{
    private static readonly MatrixParseResult Parsed = Parse("matrix.yaml");
    private static readonly MatrixParseResult Full = Parse("matrix.full.yaml");

    [Fact]
    public void Both_repository_matrices_are_valid()
    {
        Assert.True(Parsed.IsValid, string.Join("\n", Parsed.Errors));
        Assert.True(Full.IsValid, string.Join("\n", Full.Errors));
    }

    [Fact]
    public void The_full_matrix_expands_to_the_152_micro_and_25_web_cells_documented_in_docs_matrix_md()
    {
        // 6 runtimes x 5 serializers (the floor included) x 2 escaping modes x 2 lifetimes = 120,
        // minus per-call for 3 serializers on 6 runtimes (36), plus unicode-ranges-all for system-text-json (12): 96;
        // further versions, cached only: newtonsoft 12.0.3 on 6 runtimes x 2 escaping modes (12), system-text-json
        // 6.0.11 on netcoreapp3.1, net48 and mono x (2 escaping modes + unicode-ranges-all x 2 lifetimes) (12): 120.
        // The two NativeAOT runtimes add 16 each: 5 serializers x 2 escaping modes x 2 lifetimes, minus per-call for 3,
        // plus newtonsoft 12.0.3 x 2 escaping modes; of those only source-generated System.Text.Json and the floor run
        // (4), the other 12 are n/a: 152.
        // web: the 4 runtimes with ASP.NET Core x 5 serializers, plus newtonsoft 12.0.3 on each and
        // system-text-json 6.0.11 on netcoreapp3.1: 25 (NativeAOT runtimes have none).
        Assert.Equal(152, Full.Cells.Count(c => !c.IsWeb));
        Assert.Equal(32, Full.Cells.Count(c => c.Runtime.NativeAot));
        Assert.Equal(24, Full.Cells.Count(c => NativeAotCells.WhyNotApplicable(c) is not null));
        Assert.Equal(25, Full.Cells.Count(c => c.IsWeb));
        Assert.Equal(28, Full.Cells.Count(c => !c.IsWeb && c.Serializer.BenchId != c.Serializer.Id));
        Assert.Equal(["netcoreapp3.1", "net6.0", "net8.0", "net10.0"], Full.Cells.Where(c => c.IsWeb).Select(c => c.Runtime.Id).Distinct());
        Assert.Equal(56, Full.Definition!.BenchmarksOf(Full.Cells[0]).Count);
        Assert.Contains("177 cells", File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "docs", "matrix.md")));
    }

    [Fact]
    public void The_default_matrix_has_the_6_web_cells_documented_in_docs_matrix_md_with_a_load_the_main_command_can_afford()
    {
        var web = Parsed.Cells.Where(c => c.IsWeb).ToList();

        Assert.Equal(6, web.Count);
        // The oldest and newest runtimes whose ASP.NET Core runtime pack the project's NuGet source serves: a web trend
        // across runtimes that ran (3.1's web cells would be unavailable there).
        Assert.Equal(["net8.0", "net10.0"], web.Select(c => c.Runtime.Id).Distinct());
        Assert.Equal(["system-text-json", "system-text-json-sourcegen", "newtonsoft"], web.Select(c => c.Serializer.Id).Distinct());
        // Per cell 2 scenarios × 9 × 1 s and a sixth of the run's 18 warm-up cycles of 2.5 s, which every runtime's
        // servers share (at most the whole 20): the 6 cells stay within about 3 minutes (docs/web.md, "Sizing the default cells").
        Assert.Equal(System.TimeSpan.FromSeconds(25.5), Parsed.Definition!.Web.LoadTime);
        Assert.Equal(System.TimeSpan.FromSeconds(68), Parsed.Definition.Web.MaxLoadTime);
        Assert.Contains("40 cells", File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "docs", "matrix.md")));
        Assert.Contains("(40: 34 micro, 6 web)", File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "matrix.yaml")));
    }

    [Fact]
    public void The_default_matrix_has_the_34_micro_cells_documented_in_docs_matrix_md_on_every_net_runtime_linux_can_run_and_one_native_aot_runtime()
    {
        var micro = Parsed.Cells.Where(c => !c.IsWeb).ToList();
        Assert.Equal(34, micro.Count);
        Assert.Contains("34 micro cells", File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "docs", "matrix.md")));
        Assert.Equal(["netcoreapp3.1", "net6.0", "net8.0", "net10.0", "net10.0-aot"], micro.Select(c => c.Runtime.Id).Distinct());
        var aot = micro.Where(c => c.Runtime.NativeAot).ToList();
        Assert.Equal(6, aot.Count);
        Assert.Equal(["system-text-json-sourcegen", "floor"], aot.Where(c => NativeAotCells.WhyNotApplicable(c) is null).Select(c => c.Serializer.Id));
        Assert.Equal(KnownIds.Serializers, micro.Select(c => c.Serializer.Id).Distinct());
        Assert.Equal(["default", "unicode-ranges-all"], micro.Select(c => c.Escaping).Distinct());
        Assert.Equal(KnownIds.Lifetimes, micro.Select(c => c.Lifetime).Distinct());
    }

    [Theory]
    [InlineData("system-text-json", "unicode-ranges-all", "cached", "office-worker:round-trip")]
    [InlineData("system-text-json", "default", "per-call", "office-worker:round-trip")]
    [InlineData("data-contract-json", "default", "cached", "office-worker:round-trip")]
    [InlineData("data-contract-json", "default", "cached", "list-1000:serialize-stream")]
    [InlineData("data-contract-json", "default", "cached", "small:deserialize-string")]
    [InlineData("system-text-json-sourcegen", "default", "cached", "nested:deserialize-string")]
    [InlineData("system-text-json-sourcegen", "default", "cached", "person:deserialize-utf8")]
    [InlineData("newtonsoft", "default", "cached", "person:serialize-utf8")]
    [InlineData("floor", "default", "cached", "person:deserialize-utf8")]
    public void Every_study_s_benchmarks_run_on_every_runtime(string serializer, string escaping, string lifetime, string pair)
    {
        foreach (var runtime in new[] { "netcoreapp3.1", "net8.0", "net10.0" })
        {
            var cell = Parsed.Cells.Single(c => c.Id == Cell.MakeId(runtime, serializer, escaping, lifetime));
            Assert.Contains(pair, Parsed.Definition!.BenchmarksOf(cell).Pairs);
        }
    }

    [Fact]
    public void The_floor_is_one_cached_micro_cell_per_runtime_with_study_d_s_4_benchmarks_only()
    {
        var floor = Parsed.Cells.Where(c => c.Serializer.Id == "floor").ToList();

        Assert.Equal(["netcoreapp3.1", "net6.0", "net8.0", "net10.0", "net10.0-aot"], floor.Select(c => c.Runtime.Id));
        Assert.All(floor, c => Assert.Equal(("default", "cached", false), (c.Escaping, c.Lifetime, c.IsWeb)));
        Assert.All(floor, c => Assert.Equal(4, Parsed.Definition!.BenchmarksOf(c).Count));
    }

    [Fact]
    public void Per_call_cells_exist_only_for_system_text_json_in_the_default_matrix_and_for_newtonsoft_too_in_the_full_one()
    {
        static IEnumerable<string> PerCall(MatrixParseResult matrix) =>
            matrix.Cells.Where(c => c.Lifetime == "per-call").Select(c => c.Serializer.BenchId).Distinct();

        Assert.Equal(["system-text-json"], PerCall(Parsed));
        Assert.Equal(["system-text-json", "newtonsoft"], PerCall(Full));
    }

    [Fact]
    public void Net_core_3_1_is_pinned_to_the_only_runtime_pack_the_nuget_source_has_and_mono_is_labelled_as_mono()
    {
        var runtimes = Full.Definition!.Runtimes.ToDictionary(r => r.Id);

        Assert.Equal("3.1.3", runtimes["netcoreapp3.1"].RuntimeVersion);
        Assert.Equal(new RuntimeSpec("mono", "net48", "linux", "mono", null, "Mono (net48 build)"), runtimes["mono"]);
        Assert.Equal("windows", runtimes["net48"].Platform);
        // The default matrix leaves Mono, .NET Framework and .NET 8 NativeAOT to the full one (the sitting's budget).
        Assert.Equal(Full.Definition.Runtimes.Where(r => r.Id is not ("net48" or "mono" or "net8.0-aot")), Parsed.Definition!.Runtimes);
    }

    [Fact]
    public void Both_use_the_lean_job_against_the_net_core_3_1_baseline()
    {
        foreach (var matrix in new[] { Parsed.Definition!, Full.Definition! })
        {
            Assert.Equal("lean", matrix.Job);
            Assert.Equal(new Baseline("system-text-json", "netcoreapp3.1"), matrix.Baseline);
            Assert.Equal(new ContainerLimits("0-1", 2L * 1024 * 1024 * 1024), matrix.Limits);
        }

        Assert.Equal(KnownIds.Payloads, Full.Definition!.Payloads);
        Assert.Equal(KnownIds.Operations, Full.Definition.Operations);
    }

    [Fact]
    public void Each_micro_cell_is_measured_in_several_processes()
    {
        Assert.Equal(4, Parsed.Definition!.Processes);
        Assert.Equal(3, Full.Definition!.Processes);
    }

    private static MatrixParseResult Parse(string file) =>
        MatrixParser.Parse(File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, file)), file);
}
