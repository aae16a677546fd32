using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Web.Tests.Cli;

public class WebArgumentsTests
{
    [Fact]
    public void A_full_command_line_is_parsed()
    {
        var (options, errors) = WebArguments.Parse(new[]
        {
            "--serializer", "newtonsoft", "--out", "/out", "--duration", "1m", "--warmup", "0s", "--connections", "8", "--repeats", "5",
            "--server-cpus", "0", "--client-cpus", "1-3", "--validate",
        });

        Assert.Empty(errors);
        Assert.Equal(("newtonsoft", "/out", 60, 0, 8, 5), (options!.Serializer, options.OutDirectory, options.DurationSeconds, options.WarmupSeconds, options.Connections, options.Repeats));
        Assert.Equal(("0", "1-3", true), (options.ServerCpus, options.ClientCpus, options.ValidateOnly));
    }

    [Fact]
    public void Omitted_options_take_the_contract_defaults()
    {
        var (options, _) = WebArguments.Parse(new[] { "--serializer", "data-contract-json", "--out", "o" });

        Assert.Equal((5, 2, 32, 3, false), (options!.DurationSeconds, options.WarmupSeconds, options.Connections, options.Repeats, options.ValidateOnly));
        Assert.Null(options.ServerCpus);
        Assert.Null(options.ClientCpus);
    }

    [Fact]
    public void Every_problem_is_reported_at_once_with_the_allowed_values()
    {
        var (options, errors) = WebArguments.Parse(new[]
        {
            "--serializer", "jil", "--duration", "2.5s", "--warmup", "-1s", "--connections", "0", "--server-cpus", "a", "--frobnicate",
        });

        Assert.Null(options);
        Assert.Contains(errors, e => e.StartsWith("Unknown serializer 'jil'. Known values: system-text-json, system-text-json-sourcegen, newtonsoft, data-contract-json"));
        Assert.Contains(errors, e => e.StartsWith("Option --out is required"));
        Assert.Contains(errors, e => e.StartsWith("Invalid --duration '2.5s'"));
        Assert.Contains(errors, e => e.StartsWith("Invalid --warmup '-1s'"));
        Assert.Contains(errors, e => e.StartsWith("Invalid --connections '0'"));
        Assert.Contains(errors, e => e.StartsWith("Invalid --server-cpus 'a'"));
        Assert.Contains(errors, e => e.StartsWith("Unknown argument '--frobnicate'"));
    }

    [Fact]
    public void The_most_warm_up_defaults_to_20s_and_may_not_be_shorter_than_the_least()
    {
        Assert.Equal((2, 20), WebArguments.Parse(new[] { "--serializer", "newtonsoft", "--out", "o" }).Options is { } o ? (o.WarmupSeconds, o.MaxWarmupSeconds) : default);
        Assert.Equal(30, WebArguments.Parse(new[] { "--serializer", "newtonsoft", "--out", "o", "--warmup", "30s" }).Options!.MaxWarmupSeconds);

        var (options, errors) = WebArguments.Parse(new[] { "--serializer", "newtonsoft", "--out", "o", "--warmup", "5s", "--warmup-max", "3s" });

        Assert.Null(options);
        Assert.Equal(["Invalid --warmup-max '3s': it must be at least --warmup (5s), the least warm-up."], errors);
    }

    [Fact]
    public void A_zero_duration_is_refused_but_a_zero_warm_up_is_allowed()
    {
        Assert.Null(WebArguments.Parse(new[] { "--serializer", "newtonsoft", "--out", "o", "--duration", "0s" }).Options);
        Assert.NotNull(WebArguments.Parse(new[] { "--serializer", "newtonsoft", "--out", "o", "--warmup", "0" }).Options);
    }

    [Fact]
    public async Task Bad_arguments_exit_2_with_error_lines_before_anything_starts()
    {
        using var output = new OutDirectory();
        var errors = new StringWriter();
        var generator = FakeLoadGenerator.Failing();

        var exit = await WebCommand.RunAsync(new[] { "--serializer", "utf8json", "--out", output.Path }, generator, TextWriter.Null, errors);

        Assert.Equal(2, exit);
        Assert.StartsWith("error: Unknown serializer 'utf8json'.", errors.ToString());
        Assert.Contains("Usage: JsonMatrix.Web", errors.ToString());
        Assert.False(Directory.Exists(output.Path));
        Assert.Empty(generator.Requests);
    }

    [Fact]
    public async Task Help_prints_the_usage_and_exits_0_without_starting_anything()
    {
        var log = new StringWriter();
        var generator = FakeLoadGenerator.Failing();

        var exit = await WebCommand.RunAsync(new[] { "--help" }, generator, log, TextWriter.Null);

        Assert.Equal(0, exit);
        Assert.StartsWith("Usage: JsonMatrix.Web", log.ToString());
        Assert.Empty(generator.Requests);
    }

    [Theory]
    [InlineData("0", 1)]
    [InlineData("1-3", 3)]
    [InlineData("0,2-3,5", 4)]
    public void A_cpu_list_counts_its_cpus(string list, int count) => Assert.Equal(count, CpuList.Count(list));
}

public class GroupArgumentsTests
{
    [Fact]
    public void Serializers_names_a_group_served_side_by_side()
    {
        var (options, errors) = WebArguments.Parse(new[] { "--serializers", "system-text-json,newtonsoft", "--out", "o" });

        Assert.Empty(errors);
        Assert.Equal(new[] { "system-text-json", "newtonsoft" }, options!.Group);
        Assert.Equal("system-text-json", options.Serializer);
    }

    [Fact]
    public void A_member_of_another_runtime_names_its_build_and_apps_says_where_it_is()
    {
        var (options, errors) = WebArguments.Parse(new[]
        {
            "--serializers", "net8.0/system-text-json,net10.0/system-text-json,newtonsoft", "--apps", "net8.0=/apps/net8.0/JsonMatrix.Web,net10.0=/app/JsonMatrix.Web", "--out", "o",
        });

        Assert.Empty(errors);
        Assert.Equal(new[] { "net8.0/system-text-json", "net10.0/system-text-json", "newtonsoft" }, options!.Group);
        Assert.Equal("system-text-json", options.Serializer);
        Assert.Equal("/apps/net8.0/JsonMatrix.Web", options.Apps["net8.0"]);
        Assert.Equal("/app/JsonMatrix.Web", options.Apps["net10.0"]);
    }

    [Theory]
    [InlineData("--serializers names runtime 'net8.0' but --apps gives no app for it: add net8.0=PATH to --apps.", "--serializers", "net8.0/newtonsoft")]
    [InlineData("Invalid --apps entry 'net8.0': expected RUNTIME=PATH", "--serializers", "net8.0/newtonsoft", "--apps", "net8.0")]
    [InlineData("Unknown serializer 'net8.0/jil'.", "--serializers", "net8.0/jil", "--apps", "net8.0=/a")]
    [InlineData("Unknown serializer 'net 8/newtonsoft'.", "--serializers", "net 8/newtonsoft", "--apps", "net8.0=/a")]
    public void A_bad_member_of_another_runtime_is_an_error_before_anything_starts(string expected, params string[] arguments)
    {
        var (options, errors) = WebArguments.Parse([.. arguments, "--out", "o"]);

        Assert.Null(options);
        Assert.Contains(errors, e => e.StartsWith(expected, System.StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("Give --serializer ID or --serializers ID,ID,... (one of them).", "--serializer", "newtonsoft", "--serializers", "newtonsoft")]
    [InlineData("Unknown serializer 'jil'.", "--serializers", "newtonsoft,jil")]
    [InlineData("Invalid --serializers 'newtonsoft,newtonsoft': each serializer may be named once.", "--serializers", "newtonsoft,newtonsoft")]
    public void A_bad_group_is_an_error_before_anything_starts(string expected, params string[] serializers)
    {
        var (options, errors) = WebArguments.Parse([.. serializers, "--out", "o"]);

        Assert.Null(options);
        Assert.Contains(errors, e => e.StartsWith(expected, System.StringComparison.Ordinal));
    }
}
