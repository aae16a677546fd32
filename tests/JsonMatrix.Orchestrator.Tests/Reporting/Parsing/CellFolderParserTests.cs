using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Parsing;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Parsing;

public sealed class CellFolderParserTests
{
    private const string FixtureCell = "net8.0_system-text-json_default_cached";

    private static CellFolderText FixtureFolder()
    {
        var folder = RepositoryFiles.Fixture("cells/" + FixtureCell);
        return new CellFolderText("results/cells/" + FixtureCell, 0,
            File.ReadAllText(Path.Combine(folder, "cell.json")), File.ReadAllText(Path.Combine(folder, "metadata.json")),
            [new NamedText("bdn/results/JsonBenchmarks-report-full.json", File.ReadAllText(Path.Combine(folder, "bdn/results/JsonBenchmarks-report-full.json")))],
            null);
    }

    [Fact]
    public void The_real_sample_cell_maps_methods_to_operations_and_the_payload_parameter_to_payloads()
    {
        var cell = CellFolderParser.Parse(FixtureFolder());

        Assert.Equal(CellStatus.Ok, cell.Outcome.Status);
        Assert.Equal(14, cell.Measured.Count);
        Assert.Equal(["office-worker", "small"], cell.Measured.Select(m => m.Payload).Distinct());
        Assert.Equal(["serialize-string", "serialize-utf8", "serialize-stream", "deserialize-string", "deserialize-utf8", "deserialize-stream", "round-trip"],
            cell.Measured.Select(m => m.Operation).Distinct());
        var roundTrip = cell.Measured.Single(m => m.Payload == "small" && m.Operation == "round-trip");
        Assert.Equal(489.9398460388183, roundTrip.Statistics.Median);
        Assert.Equal(208, roundTrip.AllocatedBytes);
    }

    [Fact]
    public void The_cell_json_the_run_step_writes_is_read_with_platform_and_host_following_from_the_runtime()
    {
        var outcome = CellFolderParser.Parse(FixtureFolder()).Outcome;

        Assert.Equal(("net8.0", "system-text-json", "default", "cached"), (outcome.Runtime, outcome.Serializer, outcome.Escaping, outcome.Lifetime));
        Assert.Equal(("linux", "dotnet", "process"), (outcome.Platform, outcome.Host, outcome.Isolation));
        Assert.Equal(".NET 8", outcome.RuntimeLabel);
        Assert.Equal(new System.DateTime(2026, 11, 22, 11, 19, 23, System.DateTimeKind.Utc), outcome.FinishedUtc);
        Assert.Equal(["publish", "run", "collect"], outcome.Steps.Select(s => s.Name));
    }

    [Fact]
    public void A_corrupt_report_makes_the_cell_failed_with_a_reason_naming_the_file()
    {
        var folder = FixtureFolder() with { Reports = [new NamedText("bdn/results/X-report-full.json", "{\"Benchmarks\": [")] };

        var cell = CellFolderParser.Parse(folder);

        Assert.Equal(CellStatus.Failed, cell.Outcome.Status);
        Assert.StartsWith("results/cells/net8.0_system-text-json_default_cached/bdn/results/X-report-full.json is not valid JSON (line 1, byte", cell.Outcome.Reason);
        Assert.Empty(cell.Measured);
    }

    [Fact]
    public void An_empty_report_makes_the_cell_failed_and_brings_the_end_of_the_log_with_it()
    {
        var folder = FixtureFolder() with { Reports = [new NamedText("bdn/results/X-report-full.json", "")], LogTail = "System.ArgumentException: Can't find process with ID 0" };

        var outcome = CellFolderParser.Parse(folder).Outcome;

        Assert.Equal(CellStatus.Failed, outcome.Status);
        Assert.Equal("results/cells/net8.0_system-text-json_default_cached/bdn/results/X-report-full.json is empty: BenchmarkDotNet started the report but wrote nothing (an exporter error; see the cell's log.txt)", outcome.Reason);
        Assert.Equal("System.ArgumentException: Can't find process with ID 0", outcome.LogExcerpt);
    }

    [Fact]
    public void A_method_that_is_no_bench_operation_makes_the_cell_failed_and_lists_the_expected_methods()
    {
        var folder = FixtureFolder() with { Reports = [new NamedText("bdn/results/X-report-full.json", """{"Benchmarks":[{"Method":"Serialize","Parameters":"Payload=small","Statistics":null}]}""")] };

        var reason = CellFolderParser.Parse(folder).Outcome.Reason;

        Assert.Equal("results/cells/net8.0_system-text-json_default_cached/bdn/results/X-report-full.json $.Benchmarks[0].Method is 'Serialize', not a bench operation. Expected one of SerializeToString, SerializeToUtf8Bytes, SerializeToStream, DeserializeFromString, DeserializeFromUtf8Bytes, DeserializeFromStream, RoundTrip", reason);
    }

    [Fact]
    public void An_ok_cell_without_benchmarkdotnet_results_is_failed()
    {
        var cell = CellFolderParser.Parse(FixtureFolder() with { Reports = [] });

        Assert.Equal(CellStatus.Failed, cell.Outcome.Status);
        Assert.Equal("results/cells/net8.0_system-text-json_default_cached has no BenchmarkDotNet results (bdn/results/*-report-full.json) although cell.json says ok", cell.Outcome.Reason);
    }

    [Fact]
    public void A_further_version_s_cell_is_ok_with_the_metadata_of_its_serializer()
    {
        const string versioned = "net8.0_system-text-json-6.0.11_default_cached";
        var folder = FixtureFolder();
        var cellJson = folder.CellJson.Replace(FixtureCell, versioned).Replace("\"serializer\": \"system-text-json\"", "\"serializer\": \"system-text-json-6.0.11\"");

        var cell = CellFolderParser.Parse(folder with { Folder = "results/cells/" + versioned, CellJson = cellJson });
        var wrong = CellFolderParser.Parse(folder with
        {
            Folder = "results/cells/" + versioned,
            CellJson = cellJson,
            MetadataJson = folder.MetadataJson!.Replace("\"serializer\": \"system-text-json\"", "\"serializer\": \"newtonsoft\""),
        });

        Assert.Equal((CellStatus.Ok, "system-text-json-6.0.11"), (cell.Outcome.Status, cell.Outcome.Serializer));
        Assert.Equal("results/cells/net8.0_system-text-json-6.0.11_default_cached/metadata.json is for serializer 'newtonsoft', but the cell is 'system-text-json' (files of different cells mixed up?)", wrong.Outcome.Reason);
    }

    [Fact]
    public void Metadata_of_another_cell_makes_the_cell_failed()
    {
        var folder = FixtureFolder();
        var cell = CellFolderParser.Parse(folder with { MetadataJson = folder.MetadataJson!.Replace("\"serializer\": \"system-text-json\"", "\"serializer\": \"newtonsoft\"") });

        Assert.Equal("results/cells/net8.0_system-text-json_default_cached/metadata.json is for serializer 'newtonsoft', but the cell is 'system-text-json' (files of different cells mixed up?)", cell.Outcome.Reason);
    }

    [Fact]
    public void An_unreadable_cell_json_becomes_a_failed_cell_named_after_its_folder()
    {
        var cell = CellFolderParser.Parse(FixtureFolder() with { CellJson = "not json", LogTail = "last line" });

        Assert.Equal(FixtureCell, cell.Outcome.Id);
        Assert.Equal(("net8.0", "system-text-json", "default", "cached"), (cell.Outcome.Runtime, cell.Outcome.Serializer, cell.Outcome.Escaping, cell.Outcome.Lifetime));
        Assert.Equal(CellStatus.Failed, cell.Outcome.Status);
        Assert.StartsWith("results/cells/net8.0_system-text-json_default_cached/cell.json is not valid JSON", cell.Outcome.Reason);
        Assert.Equal("last line", cell.Outcome.LogExcerpt);
    }

    [Fact]
    public void A_minimal_cell_json_takes_its_keys_from_the_id_and_its_platform_and_host_from_the_runtime()
    {
        var (outcome, error) = CellRecordJson.Parse("""{"id":"mono_newtonsoft_default_per-call","status":"failed","reason":"mono is not installed"}""");

        Assert.Null(error);
        Assert.Equal(("mono", "newtonsoft", "default", "per-call"), (outcome!.Runtime, outcome.Serializer, outcome.Escaping, outcome.Lifetime));
        Assert.Equal(("linux", "mono"), (outcome.Platform, outcome.Host));
        Assert.Null(outcome.FinishedUtc);
    }

    [Fact]
    public void The_limits_and_run_id_the_run_step_writes_are_read()
    {
        var outcome = CellFolderParser.Parse(FixtureFolder()).Outcome;

        Assert.Equal(("1", (long?)null, "20261122-111611"), (outcome.Limits.Cpuset, outcome.Limits.MemoryBytes, outcome.RunId));
    }

    [Fact]
    public void A_cell_status_outside_ok_failed_unsupported_unavailable_is_reported()
    {
        var (_, error) = CellRecordJson.Parse("""{"id":"a_b_c_d","status":"done"}""");

        Assert.Equal("$.status is 'done'; expected one of ok, failed, unsupported, unavailable", error);
    }

    [Fact]
    public void A_failed_cell_keeps_its_reason_and_gets_the_end_of_its_log()
    {
        var synthetic = new SyntheticCell("net6.0", "newtonsoft", "default", "cached", [], Status: "failed",
            Reason: "publish failed: no runtime pack", WithMetadata: false, LogText: "error NU1102");

        var cell = CellFolderParser.Parse(SyntheticResults.Folder(synthetic, 0));

        Assert.Equal(CellStatus.Failed, cell.Outcome.Status);
        Assert.Equal("publish failed: no runtime pack", cell.Outcome.Reason);
        Assert.Equal("error NU1102", cell.Outcome.LogExcerpt);
    }

    [Fact]
    public void Metadata_of_a_newer_schema_version_is_refused_with_the_fix()
    {
        var (_, error) = BenchMetadataJson.Read("""{"schemaVersion":2}""");

        Assert.Equal("has schemaVersion 2; this orchestrator reads version 1. Merge with the orchestrator of the same commit as the bench.", error);
    }
}
