using System;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class ColdStartMatrixTests
{
    private const string ColdStart = "\ncoldStart:\n  payloads: [person, person-array-200]\n  runtimes: [net10.0]\n";

    [Fact]
    public void Only_the_default_escaping_cached_cells_of_the_named_runtimes_time_cold_start()
    {
        var cells = MatrixParser.Parse(MatrixYaml.Valid + ColdStart, "matrix.yaml").Cells;

        var timing = cells.Where(c => c.ColdStart is not null).Select(c => c.Id).ToArray();

        Assert.Equal(new[] { "net10.0_system-text-json_default_cached", "net10.0_newtonsoft_default_cached" }, timing);
        var settings = cells.First(c => c.ColdStart is not null).ColdStart!;
        Assert.Equal(new[] { "person", "person-array-200" }, settings.Payloads);
        Assert.Equal(10, settings.Processes);
    }

    [Fact]
    public void A_payload_read_from_json_and_too_few_processes_are_refused_with_what_is_allowed()
    {
        var errors = Errors(MatrixYaml.Valid + "\ncoldStart:\n  payloads: [big]\n  processes: 2\n");

        Assert.Contains(errors, e => e.Contains("'big'") && e.Contains("'person', 'person-array-200', 'nested'"));
        Assert.Contains(errors, e => e.Contains("coldStart.processes '2' is not a whole number from 3 to 1000"));
    }

    [Fact]
    public void A_named_pair_without_its_cached_default_cell_is_refused()
    {
        var yaml = MatrixYaml.Valid + ColdStart.Replace("[net10.0]", "[net10.0]\n  serializers: [newtonsoft]")
            + "\nexclude:\n  - serializer: newtonsoft\n    lifetime: cached\n";

        var error = Assert.Single(Errors(yaml));

        Assert.Contains("no net10.0 newtonsoft cell with escaping default and lifetime cached", error);
    }

    [Fact]
    public void The_first_process_of_a_cell_times_cold_start_and_its_later_ones_do_not()
    {
        var cell = MatrixParser.Parse(MatrixYaml.Valid + ColdStart, "matrix.yaml").Cells.First(c => c.ColdStart is not null);
        CellExecutionRequest Pass(int repeat) =>
            new CellExecutionRequest(cell, null!, "quick", ["person"], ["serialize-string"], new ContainerLimits("1", 1), TimeSpan.FromMinutes(1), "/cell", "run")
            {
                Pass = new CellPass(cell, repeat, 2),
            };

        var first = BenchInvocation.Arguments(Pass(1), "/out").ToList();
        var second = BenchInvocation.Arguments(Pass(2), "/out");

        Assert.Equal("person,person-array-200", first[first.IndexOf("--cold-start") + 1]);
        Assert.Equal("10", first[first.IndexOf("--cold-start-processes") + 1]);
        Assert.DoesNotContain("--cold-start", second);
    }

    private static string[] Errors(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.False(result.IsValid);
        return result.Errors.Select(e => e.ToString()).ToArray();
    }
}
