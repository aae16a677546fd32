using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

/// <summary>Which cell's first process samples whose cold start: one host per build among the cells kept.</summary>
public sealed class ColdStartHostsTests
{
    private const string Yaml = """
        runtimes:
          - id: netcoreapp3.1
            framework: netcoreapp3.1
            platform: linux
            host: dotnet
          - id: net10.0
            framework: net10.0
            platform: linux
            host: dotnet
          - id: net10.0-aot
            framework: net10.0
            platform: linux
            host: dotnet
            aot: true
        serializers:
          - id: system-text-json
            package: System.Text.Json
            version: inbox
          - id: system-text-json-sourcegen
            package: System.Text.Json
            version: inbox
            versionOn: { netcoreapp3.1: 6.0.11 }
          - id: newtonsoft
            package: Newtonsoft.Json
            version: 13.0.4
          - id: floor
            package: System.Text.Json
            version: inbox
        escaping: [default, relaxed]
        lifetimes: [cached, per-call]
        job: quick
        baseline:
          serializer: system-text-json
          runtime: net10.0
        limits:
          cpuset: "1"
          memory: 2GiB
        coldStart:
          payloads: [person]
          processes: 10
          serializers: [system-text-json, system-text-json-sourcegen, newtonsoft]
        """;

    private static (MatrixDefinition Definition, IReadOnlyList<Cell> Cells) Matrix()
    {
        var parsed = MatrixParser.Parse(Yaml, "matrix.yaml");
        Assert.True(parsed.IsValid, string.Join("\n", parsed.Errors));
        return (parsed.Definition!, parsed.Cells);
    }

    private static Dictionary<string, IReadOnlyList<string>> Hosts(IReadOnlyList<Cell> assigned) =>
        assigned.Where(c => c.ColdStartProcesses > 0).ToDictionary(c => c.Id, c => c.ColdStartSerializers ?? [c.Serializer.BenchId]);

    [Fact]
    public void A_runtimes_build_is_sampled_by_its_first_cold_start_cell_and_3_1_sourcegen_and_nativeaot_apart()
    {
        var (definition, cells) = Matrix();

        var assigned = ColdStartHosts.Assign(cells, definition.Serializers);

        Assert.Equal(new Dictionary<string, IReadOnlyList<string>>
        {
            // 3.1's source generator runs on System.Text.Json 6.0.11, a build apart from the in-box 4.7 that the other
            // cells are published with (the floor, listed last, sets the package's version for them: PublishSpec.ForCell).
            ["netcoreapp3.1_system-text-json_default_cached"] = ["system-text-json", "newtonsoft"],
            ["netcoreapp3.1_system-text-json-sourcegen_default_cached"] = ["system-text-json-sourcegen"],
            ["net10.0_system-text-json_default_cached"] = ["system-text-json", "system-text-json-sourcegen", "newtonsoft"],
            // NativeAOT runs only the source generator: the n/a reflection cells host nothing.
            ["net10.0-aot_system-text-json-sourcegen_default_cached"] = ["system-text-json-sourcegen"],
        }, Hosts(assigned));
        Assert.Equal(cells.Select(c => c.Id), assigned.Select(c => c.Id));
        Assert.Null(assigned.Single(c => c.Id == "net10.0_newtonsoft_default_cached").ColdStart);
        // One floor per round for three serializers: 7 processes a round instead of 3 × 3.
        Assert.Equal(70, assigned.Single(c => c.Id == "net10.0_system-text-json_default_cached").ColdStartProcesses);
    }

    [Fact]
    public void A_filtered_run_with_one_of_the_serializers_still_times_its_cold_start()
    {
        var (definition, cells) = Matrix();
        var kept = cells.Where(c => c.Serializer.Id == "newtonsoft").ToList();

        var assigned = ColdStartHosts.Assign(kept, definition.Serializers);

        Assert.Equal(new Dictionary<string, IReadOnlyList<string>>
        {
            ["netcoreapp3.1_newtonsoft_default_cached"] = ["newtonsoft"],
            ["net10.0_newtonsoft_default_cached"] = ["newtonsoft"],
        }, Hosts(assigned));
        Assert.Equal(30, assigned.Single(c => c.Id == "net10.0_newtonsoft_default_cached").ColdStartProcesses);
    }

    [Fact]
    public void The_host_passes_its_serializers_to_the_bench_and_the_others_pass_no_cold_start()
    {
        var (definition, cells) = Matrix();
        var assigned = ColdStartHosts.Assign(cells, definition.Serializers);
        List<string> Arguments(string id) => [.. BenchInvocation.Arguments(
            new CellExecutionRequest(assigned.Single(c => c.Id == id), null!, "quick", ["person"], ["serialize-string"], new ContainerLimits("1", 1), System.TimeSpan.FromMinutes(1), "/cell", "run"), "/out")];

        var host = Arguments("net10.0_system-text-json_default_cached");

        Assert.Equal("system-text-json,system-text-json-sourcegen,newtonsoft", host[host.IndexOf("--cold-start-serializers") + 1]);
        Assert.DoesNotContain("--cold-start", Arguments("net10.0_newtonsoft_default_cached"));
    }
}
