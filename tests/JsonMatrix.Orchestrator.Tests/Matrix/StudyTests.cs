using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class StudyTests
{
    private const string Studies = """

        studies:
          - id: round-trip
            cells: { serializer: [system-text-json, newtonsoft] }
            payloads: [office-worker]
            operations: [round-trip]
          - id: battle
            cells: { escaping: default, lifetime: cached }
            payloads: [small, big]
            operations: [serialize-string, deserialize-string]
        """;

    [Fact]
    public void A_cell_runs_the_union_of_the_benchmarks_of_every_study_that_matches_it_in_catalog_order()
    {
        var parsed = MatrixParser.Parse(MatrixYaml.Valid + Studies, "matrix.yaml");
        Assert.True(parsed.IsValid, string.Join("\n", parsed.Errors));

        var both = parsed.Definition!.BenchmarksOf(parsed.Cells.Single(c => c.Id == "net8.0_newtonsoft_default_cached"));
        var one = parsed.Definition!.BenchmarksOf(parsed.Cells.Single(c => c.Id == "net8.0_newtonsoft_relaxed_per-call"));

        Assert.Equal(["office-worker:round-trip", "small:serialize-string", "small:deserialize-string", "big:serialize-string", "big:deserialize-string"], both.Pairs);
        Assert.Equal(["office-worker", "small", "big"], both.Payloads);
        Assert.Equal(["serialize-string", "deserialize-string", "round-trip"], both.Operations);
        Assert.False(both.IsProduct);
        Assert.Equal(["office-worker:round-trip"], one.Pairs);
        Assert.True(one.IsProduct);
    }

    [Fact]
    public void Without_studies_every_cell_runs_the_top_level_payloads_times_operations()
    {
        var parsed = MatrixParser.Parse(MatrixYaml.With("job: quick", "job: quick\npayloads: [small]\noperations: [round-trip, serialize-string]"), "matrix.yaml");

        var benchmarks = parsed.Definition!.BenchmarksOf(parsed.Cells[0]);

        Assert.Equal(["small:serialize-string", "small:round-trip"], benchmarks.Pairs);
        Assert.True(benchmarks.IsProduct);
    }

    [Fact]
    public void A_cell_no_study_matches_is_an_error_that_names_it_and_the_fix()
    {
        var errors = Errors(MatrixYaml.Valid + Studies.Replace("cells: { serializer: [system-text-json, newtonsoft] }", "cells: { serializer: system-text-json }"));

        var error = Assert.Single(errors);
        Assert.Equal("matrix.yaml:27:3: 6 cell(s) belong to no study and would run nothing: net8.0_newtonsoft_default_per-call, "
            + "net8.0_newtonsoft_relaxed_cached, net8.0_newtonsoft_relaxed_per-call, net10.0_newtonsoft_default_per-call, "
            + "net10.0_newtonsoft_relaxed_cached and 1 more. Add a study whose cells match them, or exclude them.", error);
    }

    [Fact]
    public void Bad_values_in_a_study_are_reported_at_their_position_with_the_allowed_values()
    {
        var errors = Errors(MatrixYaml.Valid + Studies
            .Replace("payloads: [office-worker]", "payloads: [office-workr]")
            .Replace("cells: { escaping: default, lifetime: cached }", "cells: { escaping: default, lifetim: cached }"));

        Assert.True(errors.Length == 2, string.Join("\n", errors));
        Assert.StartsWith("matrix.yaml:29:16: unknown payload 'office-workr' in payloads. Allowed: 'office-worker'", errors[0]);
        Assert.StartsWith("matrix.yaml:32:33: unknown key 'lifetim' in the cells of study 'battle'. Allowed: 'runtime', 'serializer', 'escaping', 'lifetime'.", errors[1]);
    }

    [Fact]
    public void A_study_without_payloads_and_duplicate_study_ids_are_errors()
    {
        var errors = Errors(MatrixYaml.Valid + Studies.Replace("    payloads: [small, big]\n", "").Replace("id: battle", "id: round-trip"));

        Assert.True(errors.Length == 2, string.Join("\n", errors));
        Assert.Contains("matrix.yaml:31:9: duplicate study id 'round-trip'. Each study must have its own id.", errors);
        Assert.Contains("matrix.yaml:31:5: a study is missing the required key 'payloads'.", errors);
    }

    [Fact]
    public void Top_level_payloads_next_to_studies_are_an_error_saying_where_they_belong()
    {
        var errors = Errors(MatrixYaml.With("job: quick", "job: quick\npayloads: [small]") + Studies);

        var error = Assert.Single(errors);
        Assert.Equal("matrix.yaml:20:11: top-level payloads and studies together: with studies, each study names its own payloads. Move them into the studies, or remove studies.", error);
    }

    private static string[] Errors(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.False(result.IsValid);
        return result.Errors.Select(e => e.ToString()).ToArray();
    }

    [Fact]
    public void A_study_may_carry_its_question_and_how_the_report_answers_it()
    {
        var parsed = MatrixParser.Parse(MatrixYaml.Valid + Studies
            .Replace("- id: round-trip\n", "- id: round-trip\n    question: What does a new options object per call cost?\n    answer: { ratio: lifetime, of: per-call, over: cached }\n")
            .Replace("- id: battle\n", "- id: battle\n    answer: rank\n"), "matrix.yaml");
        Assert.True(parsed.IsValid, string.Join("\n", parsed.Errors));

        var (perCall, battle) = (parsed.Definition!.Studies[0], parsed.Definition.Studies[1]);
        Assert.Equal("What does a new options object per call cost?", perCall.Question);
        Assert.Equal(new StudyAnswer("ratio", "lifetime", "per-call", "cached"), perCall.Answer);
        Assert.Equal(new StudyAnswer("rank"), battle.Answer);
        Assert.Null(battle.Question);
    }

    [Theory]
    [InlineData("answer: fastest", "the answer of study 'round-trip' 'fastest' is not an answer: use 'rank', or a ratio such as { ratio: lifetime, of: per-call, over: cached }.")]
    [InlineData("answer: { ratio: payload, of: small, over: big }", "unknown ratio of the answer of study 'round-trip' 'payload'. Allowed: 'serializer', 'escaping', 'lifetime'.")]
    [InlineData("answer: { ratio: lifetime, of: per-call, over: sometimes }", "unknown lifetime 'sometimes' in 'over' of the answer of study 'round-trip'.")]
    [InlineData("answer: { ratio: lifetime, of: cached, over: cached }", "the answer of study 'round-trip' divides lifetime 'cached' by itself: 'of' and 'over' must differ.")]
    [InlineData("answer: { ratio: lifetime, of: per-call }", "the answer of study 'round-trip' is missing the required key 'over'.")]
    public void A_bad_answer_is_an_error_that_names_the_value_and_the_fix(string answer, string expected)
    {
        var errors = Errors(MatrixYaml.Valid + Studies.Replace("- id: round-trip\n", $"- id: round-trip\n    {answer}\n"));

        Assert.Contains(errors, error => error.Contains(expected, System.StringComparison.Ordinal));
    }
}
