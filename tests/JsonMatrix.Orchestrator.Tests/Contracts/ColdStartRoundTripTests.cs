using System.IO;
using System.Linq;
using System.Text;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

/// <summary>cold-start.json through the bench's writer and back through the merge's reader, nulls included.</summary>
public sealed class ColdStartRoundTripTests
{
    [Fact]
    public void Every_field_reads_back_as_written()
    {
        var written = new ColdStartResult(ColdStartResult.CurrentSchemaVersion, "system-text-json", 10,
            [new ColdStartSample("system-text-json", "person", "serialize-string", 0, 61.25, 11.5, 18_400), new ColdStartSample("system-text-json", "person", ColdStartResult.StartUp, 1, 47.75, null, null),
             new ColdStartSample("newtonsoft", "person", "deserialize-string", 2, 80.5, 20.25, 30_000)],
            [new Unsupported("person-array-200", "*", "naïve \"reason\" – <b>") { Serializer = "newtonsoft" }], 98_765);
        using var stream = new MemoryStream();
        ColdStartResultJson.Write(stream, written);

        var (read, error) = ColdStartResultJson.Read(Encoding.UTF8.GetString(stream.ToArray()));

        Assert.Null(error);
        Assert.Equal((written.Serializer, written.ProcessesPerFigure, written.MeasurementMs), (read!.Serializer, read.ProcessesPerFigure, read.MeasurementMs));
        Assert.Equal(written.Samples, read.Samples);
        Assert.Equal(written.Unsupported, read.Unsupported);
        Assert.Equal(["system-text-json", "newtonsoft"], read.SampledSerializers);
    }

    [Fact]
    public void A_schema_1_file_reads_with_every_sample_and_unsupported_entry_the_files_serializer()
    {
        const string text = """
            { "schemaVersion": 1, "serializer": "newtonsoft", "processesPerFigure": 3,
              "samples": [ { "payload": "person", "operation": "start-up", "order": 0, "processMs": 50.5, "firstCallMs": null, "firstCallAllocatedBytes": null },
                           { "payload": "person", "operation": "serialize-string", "order": 1, "processMs": 90, "firstCallMs": 30, "firstCallAllocatedBytes": 5000 } ],
              "unsupported": [ { "payload": "nested", "operation": "*", "reason": "why" } ], "measurementMs": 700 }
            """;

        var (read, error) = ColdStartResultJson.Read(text);

        Assert.Null(error);
        Assert.Equal(1, read!.SchemaVersion);
        Assert.Equal(["newtonsoft", "newtonsoft"], read.Samples.Select(s => s.Serializer));
        Assert.Equal("newtonsoft", Assert.Single(read.Unsupported).Serializer);
        Assert.Equal(["newtonsoft"], read.SampledSerializers);
        Assert.Equal(read.Samples, read.For("newtonsoft").Samples);
    }

    [Fact]
    public void A_schema_2_sample_without_its_serializer_is_an_error_and_a_newer_schema_is_refused()
    {
        const string sample = """{ "payload": "person", "operation": "start-up", "order": 0, "processMs": 50.5 }""";

        var (missing, missingError) = ColdStartResultJson.Read($$"""{ "schemaVersion": 2, "serializer": "newtonsoft", "processesPerFigure": 3, "samples": [ {{sample}} ] }""");
        var (newer, newerError) = ColdStartResultJson.Read("""{ "schemaVersion": 3, "serializer": "newtonsoft", "processesPerFigure": 3, "samples": [] }""");

        Assert.Null(missing);
        Assert.Contains("$.samples[0]", missingError);
        Assert.Contains("serializer", missingError);
        Assert.Null(newer);
        Assert.Contains("reads version 1 to 2", newerError);
    }

    [Fact]
    public void One_serializers_part_holds_its_samples_and_the_shared_start_up_samples_renamed_for_it()
    {
        var result = new ColdStartResult(ColdStartResult.CurrentSchemaVersion, "system-text-json", 3,
            [new ColdStartSample("system-text-json", "person", ColdStartResult.StartUp, 0, 40, null, null),
             new ColdStartSample("newtonsoft", "person", "serialize-string", 1, 90, 30, 5000),
             new ColdStartSample("system-text-json", "person", "serialize-string", 2, 60, 10, 3000)],
            [new Unsupported("nested", "*", "why") { Serializer = "newtonsoft" }], 500);

        var part = result.For("newtonsoft");

        Assert.Equal("newtonsoft", part.Serializer);
        Assert.Equal([(ColdStartResult.StartUp, 40.0), ("serialize-string", 90.0)], part.Samples.Select(s => (s.Operation, s.ProcessMs)));
        Assert.All(part.Samples, s => Assert.Equal("newtonsoft", s.Serializer));
        Assert.Single(part.Unsupported);
        Assert.Empty(result.For("system-text-json").Unsupported);
    }
}
