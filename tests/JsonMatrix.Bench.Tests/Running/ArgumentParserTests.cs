using System.Linq;
using JsonMatrix.Bench.Running;
using Xunit;

namespace JsonMatrix.Bench.Tests.Running;

public class ArgumentParserTests
{
    [Theory]
    [InlineData("--help")]
    [InlineData("-h")]
    [InlineData("-?")]
    public void Help_asks_for_the_usage_instead_of_a_run(string flag)
    {
        Assert.True(JsonMatrix.Contracts.Cells.HelpOption.IsIn(new[] { "--serializer", "floor", flag }));
        Assert.False(JsonMatrix.Contracts.Cells.HelpOption.IsIn(new[] { "--serializer", "floor" }));
        Assert.Contains("JsonMatrix.Bench --help", ArgumentParser.Usage);
    }

    [Fact]
    public void A_full_command_line_is_parsed_into_ids_in_catalog_order()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "newtonsoft", "--escaping", "ascii", "--lifetime", "per-call", "--job", "quick",
            "--payloads", "small,office-worker", "--operations", "RoundTrip,serialize-string", "--artifacts", "out", "--validate",
        });

        Assert.Empty(errors);
        Assert.Equal(("newtonsoft", "ascii", "per-call", "quick", "out", true), (options!.Serializer, options.Escaping, options.Lifetime, options.Job, options.Artifacts, options.ValidateOnly));
        Assert.Equal(new[] { "office-worker", "small" }, options.Payloads);
        Assert.Equal(new[] { "serialize-string", "round-trip" }, options.Operations);
    }

    [Fact]
    public void Omitted_lists_mean_every_payload_and_operation_and_the_default_job()
    {
        var (options, _) = ArgumentParser.Parse(new[] { "--serializer", "system-text-json", "--escaping", "default", "--lifetime", "cached" });

        Assert.Equal(8, options!.Payloads.Count);
        Assert.Equal(7, options.Operations.Count);
        Assert.Equal("default", options.Job);
        Assert.Equal("artifacts", options.Artifacts);
    }

    [Theory]
    [InlineData("cached", null, 30)]
    [InlineData("per-call", null, 120)]
    [InlineData("per-call", "12", 12)]
    [InlineData("cached", "45", 45)]
    public void A_per_call_cell_takes_four_times_the_rounds_unless_rounds_are_given(string lifetime, string? rounds, int expected)
    {
        var args = new[] { "--serializer", "newtonsoft", "--escaping", "default", "--lifetime", lifetime, "--job", "lean" }
            .Concat(rounds is null ? System.Array.Empty<string>() : new[] { "--rounds", rounds }).ToArray();

        var (options, errors) = ArgumentParser.Parse(args);

        Assert.Empty(errors);
        Assert.Equal(expected, options!.Rounds);
    }

    [Fact]
    public void An_unknown_serializer_such_as_jil_is_rejected_with_the_known_ids()
    {
        var (options, errors) = ArgumentParser.Parse(new[] { "--serializer", "jil", "--escaping", "default", "--lifetime", "cached" });

        Assert.Null(options);
        var error = Assert.Single(errors);
        Assert.StartsWith("Unknown serializer 'jil'. Known values: system-text-json, system-text-json-sourcegen, newtonsoft, data-contract-json", error);
    }

    [Fact]
    public void Every_problem_is_reported_at_once()
    {
        var (_, errors) = ArgumentParser.Parse(new[] { "--escaping", "loose", "--payloads", "small,huge", "--frobnicate" });

        Assert.Contains(errors, e => e.StartsWith("Unknown argument '--frobnicate'"));
        Assert.Contains(errors, e => e.StartsWith("Option --serializer is required"));
        Assert.Contains(errors, e => e.StartsWith("Unknown escaping 'loose'. Known values: default, relaxed, ascii, unicode-ranges-all"));
        Assert.Contains(errors, e => e.StartsWith("Option --lifetime is required"));
        Assert.Contains(errors, e => e.StartsWith("Unknown payload 'huge' in --payloads"));
    }

    [Fact]
    public void Benchmarks_name_pairs_of_the_chosen_payloads_and_operations_and_jobs_join_with_plus()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "newtonsoft", "--escaping", "default", "--lifetime", "cached", "--job", "lean+default",
            "--payloads", "small,big", "--operations", "serialize-string,round-trip", "--benchmarks", "small:round-trip,big:serialize-string",
        });

        Assert.Empty(errors);
        Assert.Equal("lean+default", options!.Job);
        Assert.Equal(new[] { "small:round-trip", "big:serialize-string" }, options.Pairs);
    }

    [Fact]
    public void A_benchmark_outside_the_payloads_or_operations_and_an_unknown_job_in_a_list_are_rejected()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "newtonsoft", "--escaping", "default", "--lifetime", "cached", "--job", "lean+slow",
            "--payloads", "small", "--operations", "round-trip", "--benchmarks", "big:round-trip",
        });

        Assert.Null(options);
        Assert.Contains(errors, e => e.StartsWith("Unknown job 'slow'. Known values: lean, quick, short, default"));
        Assert.Contains(errors, e => e.StartsWith("Benchmark 'big:round-trip' in --benchmarks is not payload:operation with a payload of --payloads (small)"));
    }

    [Fact]
    public void Order_and_skip_allocations_set_how_one_process_of_a_cell_runs()
    {
        var (options, errors) = ArgumentParser.Parse(["--serializer", "newtonsoft", "--escaping", "default", "--lifetime", "cached", "--order", "reverse", "--skip-allocations"]);

        Assert.Empty(errors);
        Assert.Equal("reverse", options!.Order);
        Assert.False(options.MeasureAllocations);
    }

    [Fact]
    public void An_unknown_order_is_refused_with_the_known_ones()
    {
        var (_, errors) = ArgumentParser.Parse(["--serializer", "newtonsoft", "--escaping", "default", "--lifetime", "cached", "--order", "random"]);

        Assert.Contains("Unknown order 'random'. Known values: forward, reverse, rotated.", errors);
    }

    [Fact]
    public void Cold_start_takes_payloads_built_in_code_and_ten_processes_unless_told()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "floor", "--escaping", "default", "--lifetime", "cached", "--cold-start", "person-array-200,person",
        });

        Assert.Empty(errors);
        Assert.Equal(new[] { "person", "person-array-200" }, options!.ColdStartPayloads);
        Assert.Equal(10, options.ColdStartProcesses);
        Assert.Equal(0, options.ColdStartFirstRound);
    }

    [Fact]
    public void Cold_start_takes_a_share_of_a_cell_s_rounds_one_round_at_least()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "floor", "--escaping", "default", "--lifetime", "cached", "--cold-start", "person",
            "--cold-start-processes", "2", "--cold-start-first-round", "8",
        });

        Assert.Empty(errors);
        Assert.Equal((2, 8), (options!.ColdStartProcesses, options.ColdStartFirstRound));
    }

    [Fact]
    public void Cold_start_refuses_a_payload_read_from_json_no_rounds_and_a_negative_first_round()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "floor", "--escaping", "default", "--lifetime", "cached", "--cold-start", "big", "--cold-start-processes", "0",
            "--cold-start-first-round", "-1",
        });

        Assert.Null(options);
        Assert.Contains(errors, e => e.Contains("'big'") && e.Contains("person, person-array-200, nested"));
        Assert.Contains(errors, e => e.Contains("--cold-start-processes '0'"));
        Assert.Contains(errors, e => e.Contains("--cold-start-first-round '-1'"));
    }

    [Fact]
    public void Cold_start_samples_the_cell_s_own_serializer_unless_told_and_then_its_own_first()
    {
        string[] Cell(params string[] more) => new[] { "--serializer", "newtonsoft", "--escaping", "default", "--lifetime", "cached", "--cold-start", "person" }.Concat(more).ToArray();

        var (alone, _) = ArgumentParser.Parse(Cell());
        var (host, errors) = ArgumentParser.Parse(Cell("--cold-start-serializers", "newtonsoft,system-text-json"));

        Assert.Equal(new[] { "newtonsoft" }, alone!.ColdStartSerializers);
        Assert.Empty(errors);
        Assert.Equal(new[] { "newtonsoft", "system-text-json" }, host!.ColdStartSerializers);
    }

    [Fact]
    public void Cold_start_serializers_must_be_known_and_need_cold_start()
    {
        var (options, errors) = ArgumentParser.Parse(new[]
        {
            "--serializer", "newtonsoft", "--escaping", "default", "--lifetime", "cached", "--cold-start-serializers", "newtonsoft,nope",
        });

        Assert.Null(options);
        Assert.Contains(errors, e => e.Contains("'nope'") && e.Contains("--cold-start-serializers"));
        Assert.Contains(errors, e => e.Contains("--cold-start-serializers needs --cold-start"));
    }
}
