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
    public void A_cell_s_rounds_are_spread_over_its_processes_and_a_stand_in_samples_none()
    {
        var cell = MatrixParser.Parse(MatrixYaml.Valid + ColdStart, "matrix.yaml").Cells.First(c => c.ColdStart is not null);
        CellExecutionRequest Pass(int repeat) =>
            new CellExecutionRequest(cell, null!, "quick", ["person"], ["serialize-string"], new ContainerLimits("1", 1), TimeSpan.FromMinutes(1), "/cell", "run")
            {
                Pass = new CellPass(cell, repeat, 4),
            };
        string? Value(System.Collections.Generic.IReadOnlyList<string> arguments, string option) =>
            arguments.Contains(option) ? arguments[arguments.ToList().IndexOf(option) + 1] : null;

        var processes = Enumerable.Range(1, 5).Select(repeat => BenchInvocation.Arguments(Pass(repeat), "/out")).ToList();

        Assert.Equal("person,person-array-200", Value(processes[0], "--cold-start"));
        // Ten rounds over four processes: 3, 3, 2, 2, each process going on where the one before stopped.
        Assert.Equal(new[] { "3", "3", "2", "2", null }, processes.Select(p => Value(p, "--cold-start-processes")));
        Assert.Equal(new[] { null, "3", "6", "8", null }, processes.Select(p => Value(p, "--cold-start-first-round")));
        Assert.DoesNotContain("--cold-start", processes[4]);
    }

    [Theory]
    [InlineData(10, 4, new[] { 3, 3, 2, 2 })]
    [InlineData(10, 1, new[] { 10 })]
    [InlineData(3, 4, new[] { 1, 1, 1, 0 })]
    [InlineData(12, 4, new[] { 3, 3, 3, 3 })]
    public void The_rounds_split_as_evenly_as_they_divide_and_add_up(int rounds, int processes, int[] shares)
    {
        var settings = new ColdStartSettings(["person"], rounds, null, null);

        var split = Enumerable.Range(1, processes).Select(repeat => settings.RoundsOf(repeat, processes)).ToList();

        Assert.Equal(shares, split.Select(s => s.Rounds));
        Assert.Equal(split.Select(s => s.FirstRound), split.Select((s, i) => split.Take(i).Sum(p => p.Rounds)));
        Assert.Equal(0, settings.RoundsOf(processes + 1, processes).Rounds);
    }

    [Fact]
    public void The_floor_s_cell_which_runs_once_samples_every_round_in_its_one_process()
    {
        var yaml = MatrixYaml.With("  - id: newtonsoft\n", "  - id: floor\n    package: System.Text.Json\n    version: inbox\n  - id: newtonsoft\n")
            + "\ncoldStart:\n  payloads: [person]\n  serializers: [floor]\n";
        var parsed = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.True(parsed.IsValid, string.Join("\n", parsed.Errors));
        var floor = parsed.Cells.First(c => c.Serializer.Id == "floor" && c.ColdStart is not null);
        var request = new CellExecutionRequest(floor, null!, "lean", ["person"], ["serialize-string"], new ContainerLimits("1", 1), TimeSpan.FromMinutes(1), "/cell", "run")
        {
            Pass = new CellPass(floor, 1, 4),
        };

        var arguments = BenchInvocation.Arguments(request, "/out").ToList();

        Assert.Equal("10", arguments[arguments.IndexOf("--cold-start-processes") + 1]);
        Assert.DoesNotContain("--cold-start-first-round", arguments);
    }

    private static string[] Errors(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.False(result.IsValid);
        return result.Errors.Select(e => e.ToString()).ToArray();
    }
}
