using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

/// <summary>cell.json has one shape (<see cref="CellRecord"/>), one writer and one reader: whatever the run step writes,
/// the summary, --resume, the merge and history read back whole.</summary>
public sealed class CellRecordJsonTests : IDisposable
{
    private readonly string _folder = Path.Combine(Path.GetTempPath(), "jsonmatrix-cell-json-" + Guid.NewGuid().ToString("N"));

    /// <summary>Every field set, none to its default: a field the reader forgets reads back null, 0 or false and fails.</summary>
    private static CellRecord EveryFieldSet() =>
        new(CellRecord.CurrentSchemaVersion, "net8.0_newtonsoft_web", "net8.0", "newtonsoft", "-", "-", "linux", "dotnet", "net8.0", ".NET 8",
            "8.0.11", "Newtonsoft.Json", "13.0.3", CellStatus.Failed, "the gate failed", "line 1\nline 2", "container", "lean", "20261123-101500",
            new DateTime(2026, 11, 23, 10, 15, 0, DateTimeKind.Utc), new DateTime(2026, 11, 23, 10, 16, 30, 250, DateTimeKind.Utc),
            new CellLimits("1", 2L * 1024 * 1024 * 1024), "jsonmatrix-bench:web-net8.0-abc", "abc123", 1, 90250, 61000, 1250,
            [new StepTiming("publish", "ok", 28000, Cached: false, Shared: true, "published"), new StepTiming("run", "failed", 62000, Cached: true, Shared: false, null)])
        {
            Benchmarks = ["small:serialize-string", "list-1000:deserialize-stream"],
            Interference = new CellInterference([new OtherRun("20261123-101000", 4242, [0, 1])], 12.5, "cpu 1"),
            Workload = JsonMatrix.Contracts.Cells.CellKey.Web,
            Repeat = 3,
            NativeAot = new NativeAotBuild(49_970_112, 44),
            Rerun = "stands in for repeat 2, whose yardstick ran 1.62× the run's fastest",
        };

    [Fact]
    public async Task Every_field_the_run_step_writes_reads_back()
    {
        var written = EveryFieldSet();
        await CellFolderWriter.WriteRecordAsync(_folder, written, CancellationToken.None);

        var read = CellFolderReader.Record(_folder);

        Assert.Equivalent(written, read, strict: true);
    }

    [Fact]
    public async Task The_file_names_every_property_of_the_record_camel_cased()
    {
        await CellFolderWriter.WriteRecordAsync(_folder, EveryFieldSet(), CancellationToken.None);
        using var document = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(_folder, CellFolder.RecordFileName)));

        var expected = typeof(CellRecord).GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.GetCustomAttribute<System.Text.Json.Serialization.JsonIgnoreAttribute>() is null)
            .Select(p => JsonNamingPolicy.CamelCase.ConvertName(p.Name)).Order();
        Assert.Equal(expected, document.RootElement.EnumerateObject().Select(p => p.Name).Order());
    }

    [Fact]
    public void A_file_of_an_older_run_without_repeat_workload_or_steps_reads_with_their_defaults()
    {
        var (record, error) = CellRecordJson.Parse("""{"schemaVersion":1,"id":"net8.0_jil_default_cached","status":"ok","wallMs":5}""");

        Assert.Null(error);
        Assert.Equal((1, "micro", 0, (long?)5), (record!.Repeat, record.Workload, record.Steps.Count, record.WallMs));
        Assert.Equal(new CellLimits(null, null), record.Limits);
    }

    [Fact]
    public void A_newer_schema_is_refused_with_the_fix()
    {
        var (record, error) = CellRecordJson.Parse("""{"schemaVersion":2,"id":"net8.0_jil_default_cached","status":"ok"}""");

        Assert.Null(record);
        Assert.Equal("has schemaVersion 2; this orchestrator reads version 1. Merge it with the orchestrator version that wrote it.", error);
    }

    [Fact]
    public void A_step_without_a_name_is_named_by_its_path()
    {
        var (_, error) = CellRecordJson.Parse("""{"id":"net8.0_jil_default_cached","status":"ok","steps":[{"name":"run"},{"status":"ok"}]}""");

        Assert.StartsWith("$.steps[1].name", error);
    }

    [Fact]
    public void A_value_of_the_wrong_type_is_named_by_its_path()
    {
        var (record, error) = CellRecordJson.Parse("""{"id":"net8.0_jil_default_cached","status":"ok","steps":[{"name":"run","milliseconds":"soon"}]}""");

        Assert.Null(record);
        Assert.StartsWith("$.steps[0].milliseconds has a value of the wrong type", error);
    }

    [Fact]
    public void A_time_with_an_offset_or_without_one_reads_as_utc_and_a_time_that_is_none_is_named()
    {
        var (record, _) = CellRecordJson.Parse("""{"id":"net8.0_jil_default_cached","status":"ok","startedUtc":"2026-11-23T12:15:00+02:00","finishedUtc":"2026-11-23T10:16:30"}""");
        var (_, error) = CellRecordJson.Parse("""{"id":"net8.0_jil_default_cached","status":"ok","startedUtc":"yesterday"}""");

        Assert.Equal((new DateTime(2026, 11, 23, 10, 15, 0), DateTimeKind.Utc), (record!.StartedUtc!.Value, record.StartedUtc.Value.Kind));
        Assert.Equal((new DateTime(2026, 11, 23, 10, 16, 30), DateTimeKind.Utc), (record.FinishedUtc!.Value, record.FinishedUtc.Value.Kind));
        Assert.Equal("$.startedUtc is 'yesterday', not an ISO 8601 time", error);
    }

    public void Dispose()
    {
        if (Directory.Exists(_folder)) Directory.Delete(_folder, recursive: true);
    }
}
