using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

public sealed class MatrixValidationTests
{
    [Fact]
    public void An_unknown_key_is_reported_with_file_line_column_and_the_allowed_keys()
    {
        var error = SingleError(MatrixYaml.With("job: quick", "jobs: quick"));

        Assert.Equal("matrix.yaml:19:1: unknown key 'jobs' in the matrix. Allowed: 'runtimes', 'serializers', 'escaping', 'lifetimes', 'payloads', 'operations', 'job', 'exclude', 'include', 'studies', 'baseline', 'limits', 'noiseThreshold', 'workloads', 'web', 'processes', 'coldStart'.", error);
    }

    [Fact]
    public void An_unknown_value_names_the_bad_value_and_the_allowed_ones_at_its_own_position()
    {
        var error = SingleError(MatrixYaml.With("job: quick", "job: quik"));

        Assert.Equal("matrix.yaml:19:6: unknown job 'quik'. Allowed: 'lean', 'quick', 'short', 'default'.", error);
    }

    [Fact]
    public void A_missing_required_key_is_reported_at_the_mapping_that_lacks_it()
    {
        var error = SingleError(MatrixYaml.With("    host: dotnet\n  - id: net10.0", "  - id: net10.0"));

        Assert.Equal("matrix.yaml:2:5: a runtime is missing the required key 'host'.", error);
    }

    [Fact]
    public void A_missing_required_section_is_reported_at_the_start_of_the_file()
    {
        var error = SingleError(MatrixYaml.With("limits:\n  cpuset: \"1\"\n  memory: 2GiB", ""));

        Assert.Equal("matrix.yaml:1:1: the matrix is missing the required key 'limits'.", error);
    }

    [Fact]
    public void A_value_of_the_wrong_type_says_what_was_expected_and_what_was_found()
    {
        var error = SingleError(MatrixYaml.With("escaping: [default, relaxed]", "escaping: {mode: default}"));

        Assert.Equal("matrix.yaml:17:11: escaping must be a value or a list of values, found a mapping.", error);
    }

    [Fact]
    public void A_section_that_must_be_a_list_rejects_a_single_value()
    {
        var yaml = MatrixYaml.Valid.Replace(MatrixYaml.Valid[..MatrixYaml.Valid.IndexOf("serializers:", System.StringComparison.Ordinal)], "runtimes: net8.0\n");

        var errors = Errors(yaml);

        Assert.Contains("matrix.yaml:1:11: runtimes must be a list, found the value 'net8.0'.", errors);
    }

    [Fact]
    public void A_duplicate_runtime_id_is_reported_at_the_second_declaration()
    {
        var error = SingleError(MatrixYaml.With("  - id: net10.0\n    framework: net10.0", "  - id: net8.0\n    framework: net10.0"));

        Assert.Equal("matrix.yaml:6:9: duplicate runtime id 'net8.0'. Each runtime must have its own id.", error);
    }

    [Fact]
    public void A_duplicate_value_in_an_axis_is_an_error()
    {
        var error = SingleError(MatrixYaml.With("lifetimes: [cached, per-call]", "lifetimes: [cached, cached]"));

        Assert.Equal("matrix.yaml:18:21: duplicate lifetime 'cached' in lifetimes.", error);
    }

    [Fact]
    public void An_unknown_serializer_in_an_exclude_rule_lists_the_declared_serializers()
    {
        var error = SingleError(MatrixYaml.Valid + "\nexclude:\n  - serializer: newtonsof\n");

        Assert.Equal("matrix.yaml:27:17: unknown serializer 'newtonsof' in exclude rule. Allowed: 'system-text-json', 'newtonsoft'.", error);
    }

    [Fact]
    public void An_include_rule_must_name_all_four_keys()
    {
        var error = SingleError(MatrixYaml.Valid + "\ninclude:\n  - runtime: net8.0\n    serializer: newtonsoft\n    escaping: ascii\n");

        Assert.Equal("matrix.yaml:27:5: an include rule is missing the required key 'lifetime'.", error);
    }

    [Theory]
    [InlineData("6")]
    [InlineData("2")]
    [InlineData("20")]
    [InlineData("many")]
    public void An_include_rule_s_processes_must_be_a_multiple_of_the_matrix_s(string processes)
    {
        var error = SingleError(MatrixYaml.Valid + $"\nprocesses: 4\ninclude:\n  - runtime: net8.0\n    serializer: newtonsoft\n    escaping: default\n    lifetime: cached\n    processes: {processes}\n");

        Assert.Equal($"matrix.yaml:32:16: processes '{processes}' of an include rule is not a multiple of the matrix's processes (4) from 4 to 16. " +
            "Expected how many processes measure the rule's cells, for example 8: a pass runs the same number of each cell's processes.", error);
    }

    [Fact]
    public void An_include_rule_s_processes_need_the_matrix_s_processes_above_one()
    {
        var error = SingleError(MatrixYaml.Valid + "\ninclude:\n  - runtime: net8.0\n    serializer: newtonsoft\n    escaping: default\n    lifetime: cached\n    processes: 2\n");

        Assert.Equal("matrix.yaml:31:16: processes of an include rule needs the matrix's processes at 2 or more (it is 1). Set `processes:` at the top of the matrix, or remove this rule's.", error);
    }

    [Fact]
    public void An_include_rule_s_processes_multiply_its_cells_processes_and_no_other_s()
    {
        var parsed = MatrixParser.Parse(MatrixYaml.Valid + "\nprocesses: 4\ninclude:\n  - runtime: net8.0\n    serializer: newtonsoft\n    escaping: default\n    lifetime: cached\n    processes: 8\n", "matrix.yaml");

        Assert.Empty(parsed.Errors);
        var more = Assert.Single(parsed.Cells, cell => cell.ProcessFactor > 1);
        Assert.Equal(("net8.0_newtonsoft_default_cached", 2, 8), (more.Id, more.ProcessFactor, more.ProcessesOf(4, "lean")));
        Assert.All(parsed.Cells.Where(cell => cell != more), cell => Assert.Equal(4, cell.ProcessesOf(4, "quick")));
    }

    [Fact]
    public void An_unknown_runtime_in_the_baseline_lists_the_declared_runtimes()
    {
        var error = SingleError(MatrixYaml.With("  runtime: net8.0", "  runtime: netcoreapp3.1"));

        Assert.Equal("matrix.yaml:22:12: unknown runtime 'netcoreapp3.1' in baseline (it must be declared under runtimes). Allowed: 'net8.0', 'net10.0'.", error);
    }

    [Fact]
    public void Mono_can_only_host_the_net48_build()
    {
        var error = SingleError(MatrixYaml.With("    platform: linux\n    host: dotnet\n  - id: net10.0", "    platform: linux\n    host: mono\n  - id: net10.0"));

        Assert.Equal("matrix.yaml:5:11: runtime 'net8.0': host 'mono' runs the net48 build, but framework is 'net8.0'. Use framework: net48, or host: dotnet.", error);
    }

    [Fact]
    public void The_net48_build_runs_natively_only_on_windows()
    {
        var yaml = MatrixYaml.With("  - id: net10.0\n    framework: net10.0", "  - id: net48\n    framework: net48");

        var error = SingleError(yaml);

        Assert.Equal("matrix.yaml:8:15: runtime 'net48': framework 'net48' runs natively on windows only, but platform is 'linux'. Use platform: windows, or host: mono to run it under Mono on linux.", error);
    }

    [Fact]
    public void A_pinned_runtime_version_must_belong_to_the_framework()
    {
        var error = SingleError(MatrixYaml.With("    framework: net8.0\n", "    framework: net8.0\n    runtimeVersion: 6.0.36\n"));

        Assert.Equal("matrix.yaml:4:21: runtimeVersion '6.0.36' does not fit framework 'net8.0'. Expected a patch version like '8.0.x' (a Microsoft.NETCore.App runtime pack version).", error);
    }

    [Fact]
    public void A_serializer_must_name_its_own_package()
    {
        var error = SingleError(MatrixYaml.With("package: Newtonsoft.Json", "package: Newtonsoft.Json.Bson"));

        Assert.Equal("matrix.yaml:15:14: package 'Newtonsoft.Json.Bson' does not belong to serializer 'newtonsoft'. Allowed: 'Newtonsoft.Json'.", error);
    }

    [Fact]
    public void Only_System_Text_Json_can_be_the_inbox_version()
    {
        var error = SingleError(MatrixYaml.With("version: 13.0.4", "version: inbox"));

        Assert.Equal("matrix.yaml:16:14: version 'inbox' for serializer 'newtonsoft': only System.Text.Json ships in the runtime. Use a NuGet version of Newtonsoft.Json, like '1.2.3'.", error);
    }

    [Fact]
    public void A_serializer_id_the_bench_does_not_implement_is_rejected()
    {
        var error = SingleError(MatrixYaml.With("  - id: newtonsoft\n    package: Newtonsoft.Json", "  - id: spanjson\n    package: SpanJson"));

        Assert.StartsWith("matrix.yaml:14:9: unknown serializer id 'spanjson' (the bench has no such serializer). Allowed: 'system-text-json', ", error);
    }

    [Fact]
    public void Limits_must_be_a_docker_cpu_list_and_a_memory_size()
    {
        var errors = Errors(MatrixYaml.With("  cpuset: \"1\"\n  memory: 2GiB", "  cpuset: one\n  memory: 2GB"));

        Assert.Equal(
        [
            "matrix.yaml:24:11: cpuset 'one' is not a CPU list. Expected Docker's --cpuset-cpus form, like \"1\", \"0-1\" or \"0,2\".",
            "matrix.yaml:25:11: memory '2GB' is not a size. Expected bytes or a number with KiB, MiB or GiB, like 2GiB.",
        ], errors);
    }

    [Fact]
    public void A_matrix_whose_rules_exclude_every_cell_is_an_error()
    {
        var error = SingleError(MatrixYaml.Valid + "\nexclude:\n  - lifetime: [cached, per-call]\n");

        Assert.Equal("matrix.yaml:27:3: the matrix expands to no cells: the exclude rules remove every combination and no include rule adds one. Loosen an exclude rule or add an include rule.", error);
    }

    [Fact]
    public void Every_error_in_the_file_is_reported_at_once_in_file_order()
    {
        var yaml = MatrixYaml.Valid
            .Replace("platform: linux\n    host: dotnet\n  - id: net10.0", "platform: linux\n    host: dotnet\n    colour: blue\n  - id: net10.0")
            .Replace("version: 13.0.4", "version: latest")
            .Replace("escaping: [default, relaxed]", "escaping: [default, relaxd]")
            .Replace("  runtime: net8.0", "  runtime: net9.0")
            + "\nexclude:\n  - serializer: newtonsof\n";

        var errors = Errors(yaml);

        Assert.Equal(
        [
            "matrix.yaml:6:5: unknown key 'colour' in a runtime. Allowed: 'id', 'framework', 'platform', 'host', 'runtimeVersion', 'label', 'settings', 'aot'.",
            "matrix.yaml:17:14: version 'latest' for serializer 'newtonsoft' is not a NuGet version. Expected something like '13.0.4'.",
            "matrix.yaml:18:21: unknown escaping mode 'relaxd' in escaping. Allowed: 'default', 'relaxed', 'ascii', 'unicode-ranges-all'.",
            "matrix.yaml:23:12: unknown runtime 'net9.0' in baseline (it must be declared under runtimes). Allowed: 'net8.0', 'net10.0'.",
            "matrix.yaml:28:17: unknown serializer 'newtonsof' in exclude rule. Allowed: 'system-text-json', 'newtonsoft'.",
        ], errors);
    }

    [Fact]
    public void A_yaml_syntax_error_is_one_error_with_its_position()
    {
        var errors = Errors("runtimes:\n  - id: net8.0\n   framework: [net8.0\n");

        var error = Assert.Single(errors);
        Assert.Matches(@"^matrix\.yaml:\d+:\d+: this is not valid YAML: .+ Fix the syntax first", error);
    }

    [Fact]
    public void A_duplicate_yaml_key_is_reported_where_it_repeats()
    {
        var error = SingleError(MatrixYaml.With("job: quick", "job: quick\njob: short"));

        Assert.Equal("matrix.yaml:20:1: this is not valid YAML: duplicate key 'job'. Fix the syntax first; the rest of the file is checked after that.", error);
    }

    [Fact]
    public void An_empty_file_says_what_to_declare()
    {
        var error = SingleError("# nothing yet\n");

        Assert.Equal("matrix.yaml:1:1: the file is empty. Declare at least runtimes, serializers, escaping, lifetimes, baseline and limits (see docs/matrix.md).", error);
    }

    [Theory]
    [InlineData("noiseThreshold: 150%", "'150%'")]
    [InlineData("noiseThreshold: 0.05", "'0.05'")]
    [InlineData("noiseThreshold: five", "'five'")]
    public void A_noise_threshold_that_is_not_a_percentage_names_the_value_and_the_form(string line, string quoted)
    {
        var error = SingleError(MatrixYaml.Valid + "\n" + line);

        Assert.Equal($"matrix.yaml:26:17: noiseThreshold {quoted} is not a percentage above 0 and below 100. Expected a value like 5%.", error);
    }

    [Fact]
    public void A_noise_threshold_in_percent_becomes_a_fraction_and_defaults_to_five_percent()
    {
        var parsed = MatrixParser.Parse(MatrixYaml.Valid + "\nnoiseThreshold: 3%", "matrix.yaml");
        var defaulted = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml");

        Assert.Equal(0.03, parsed.Definition!.NoiseThreshold, precision: 12);
        Assert.Equal(0.05, defaulted.Definition!.NoiseThreshold, precision: 12);
    }

    private static string[] Errors(string yaml)
    {
        var result = MatrixParser.Parse(yaml, "matrix.yaml");
        Assert.False(result.IsValid);
        return result.Errors.Select(e => e.ToString()).ToArray();
    }

    private static string SingleError(string yaml) => Assert.Single(Errors(yaml));
}
