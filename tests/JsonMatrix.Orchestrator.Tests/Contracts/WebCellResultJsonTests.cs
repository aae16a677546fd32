using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json.Nodes;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

/// <summary>web-result.json's machine fields go through the one writer and back through the one reader; files written
/// before they were recorded still read, with them unknown.</summary>
public sealed class WebCellResultJsonTests
{
    private static byte[] Write(WebCellResult result)
    {
        using var stream = new MemoryStream();
        WebCellResultJson.Write(stream, result);
        return stream.ToArray();
    }

    private static WebCellResult WithRuntime(WebCellResult r, WebRuntime runtime) =>
        new(r.Serializer, runtime, r.Assemblies, r.Settings, r.Validation, r.Scenarios, r.Durations);

    [Fact]
    public void Every_machine_field_reads_back_as_written()
    {
        var fixture = WebOutput.Fixture();
        var runtime = new WebRuntime(".NET 10.0.12", "net10.0", "Debian GNU/Linux 12 (bookworm)", 1,
            new WebMachine("AMD EPYC 7763 64-Core Processor", 2, 4, "Debian GNU/Linux 12 (bookworm)", "Arm64"));

        var read = WebCellResultJson.Read(Write(WithRuntime(fixture, runtime))).Runtime;

        Assert.Equal((".NET 10.0.12", "net10.0", "Debian GNU/Linux 12 (bookworm)", 1),
            (read.FrameworkDescription, read.TargetFramework, read.OsDescription, read.ProcessorCount));
        var m = read.Machine;
        Assert.Equal(("AMD EPYC 7763 64-Core Processor", 2, 4, "Debian GNU/Linux 12 (bookworm)", "Arm64"),
            (m.ProcessorName, m.PhysicalCoreCount, m.LogicalCoreCount, m.OsVersion, m.OsArchitecture));
    }

    [Fact]
    public void Unknown_machine_fields_are_written_as_null_and_read_back_unknown()
    {
        var json = Write(WithRuntime(WebOutput.Fixture(), new WebRuntime(".NET 10.0.12", "net10.0", "Linux", 2)));

        var runtime = JsonNode.Parse(json)!["runtime"]!;
        foreach (var name in new[] { "processorName", "machinePhysicalCoreCount", "machineLogicalCoreCount", "osVersion", "osArchitecture" })
        {
            Assert.True(runtime.AsObject().ContainsKey(name), name);
            Assert.Null(runtime[name]);
        }

        Assert.Null(WebCellResultJson.Read(json).Runtime.Machine.LogicalCoreCount);
    }

    [Fact]
    public void A_file_written_before_the_machine_was_recorded_still_reads_with_it_unknown()
    {
        var old = File.ReadAllText(WebOutput.FixturePath());
        Assert.DoesNotContain("machineLogicalCoreCount", old);

        var read = WebCellResultJson.Read(Encoding.UTF8.GetBytes(old)).Runtime;

        Assert.Equal(2, read.ProcessorCount);
        Assert.Equal((null, null, null, null, null), (read.Machine.ProcessorName, read.Machine.PhysicalCoreCount,
            read.Machine.LogicalCoreCount, read.Machine.OsVersion, read.Machine.OsArchitecture));
    }
}

/// <summary>Schema 2's round and position: written when a window has them, read back; absent in a server measured alone.</summary>
public sealed class WebRoundFieldsTests
{
    [Fact]
    public void A_window_s_round_and_position_read_back_and_a_window_without_them_writes_neither()
    {
        var r = WebOutput.Fixture();
        var get = r.Scenarios[0];
        var repeats = new[]
        {
            new WebRepeat(10, 1, 10, 1, 2, 3, 0, 0, 100, round: 2, position: 3, serverCpu: 1),
            new WebRepeat(10, 1, 10, 1, 2, 3, 0, 0, 100),
        };
        var result = new WebCellResult(r.Serializer, r.Runtime, r.Assemblies, r.Settings, r.Validation,
            [new WebScenario(get.Id, get.Method, get.Path, get.RequestBytes, get.ResponseBytes, repeats)], r.Durations);
        using var stream = new MemoryStream();
        WebCellResultJson.Write(stream, result);

        var json = JsonNode.Parse(stream.ToArray())!;
        Assert.Equal(2, (int)json["schemaVersion"]!);
        Assert.False(json["scenarios"]![0]!["repeats"]![1]!.AsObject().ContainsKey("round"));
        Assert.False(json["scenarios"]![0]!["repeats"]![1]!.AsObject().ContainsKey("serverCpu"));
        var read = WebCellResultJson.Read(stream.ToArray()).Scenarios[0].Repeats;
        Assert.Equal((2, 3, 1), (read[0].Round, read[0].Position, read[0].ServerCpu));
        Assert.Equal((null, null, null), (read[1].Round, read[1].Position, read[1].ServerCpu));
    }

    [Fact]
    public void A_schema_1_file_still_reads_and_an_unknown_schema_does_not()
    {
        var old = File.ReadAllText(WebOutput.FixturePath());
        Assert.Contains("\"schemaVersion\": 1", old);
        Assert.All(WebCellResultJson.Read(Encoding.UTF8.GetBytes(old)).Scenarios.SelectMany(s => s.Repeats), w => Assert.Null(w.Round));

        var future = old.Replace("\"schemaVersion\": 1", "\"schemaVersion\": 3", System.StringComparison.Ordinal);
        Assert.Throws<System.FormatException>(() => WebCellResultJson.Read(Encoding.UTF8.GetBytes(future)));
    }
}
