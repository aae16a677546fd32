using System.IO;
using System.Linq;
using JsonMatrix.Bench.ColdStart;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Bench.Tests.ColdStart;

/// <summary>Starts real processes of the bench's build (the test host runs it through dotnet, as a local cell does).</summary>
public class ColdStartSamplerTests
{
    [Fact]
    public void Every_sample_is_a_fresh_process_with_its_first_call_timed_and_start_up_samples_call_no_serializer()
    {
        var result = ColdStartSampler.Run(new[] { SerializerCatalog.Find("newtonsoft")! }, new[] { "person" }, processes: 3, firstRound: 0, TextWriter.Null);

        Assert.Empty(result.Unsupported);
        Assert.Equal(3, result.ProcessesPerFigure);
        Assert.Equal(9, result.Samples.Count);
        Assert.Equal(Enumerable.Range(0, 9), result.Samples.Select(s => s.Order));
        foreach (var operation in new[] { ColdStartResult.StartUp, OperationNames.SerializeString, OperationNames.DeserializeString })
        {
            Assert.Equal(3, result.Samples.Count(s => s.Operation == operation));
        }

        Assert.All(result.Samples, s => Assert.True(s.ProcessMs > 0));
        Assert.All(result.Samples.Where(s => s.Operation == ColdStartResult.StartUp), s => Assert.Null(s.FirstCallMs));
        var calls = result.Samples.Where(s => s.Operation != ColdStartResult.StartUp).ToList();
        Assert.All(calls, s => Assert.True(s.FirstCallMs > 0 && s.FirstCallMs < s.ProcessMs));
        Assert.All(calls, s => Assert.True(s.FirstCallAllocatedBytes > 0));
    }

    [Fact]
    public void Several_serializers_share_one_start_up_floor_per_round_and_every_sample_names_its_serializer()
    {
        var adapters = new[] { SerializerCatalog.Find("system-text-json")!, SerializerCatalog.Find("newtonsoft")! };

        var result = ColdStartSampler.Run(adapters, new[] { "person" }, processes: 3, firstRound: 0, TextWriter.Null);

        Assert.Empty(result.Unsupported);
        Assert.Equal("system-text-json", result.Serializer);
        Assert.Equal(15, result.Samples.Count);
        Assert.Equal(3, result.Samples.Count(s => s.Operation == ColdStartResult.StartUp));
        Assert.All(result.Samples.Where(s => s.Operation == ColdStartResult.StartUp), s => Assert.Equal("system-text-json", s.Serializer));
        foreach (var serializer in new[] { "system-text-json", "newtonsoft" })
        foreach (var operation in ColdStartResult.Operations)
            Assert.Equal(3, result.Samples.Count(s => s.Serializer == serializer && s.Operation == operation));
        // Rotated: each round (five processes) starts with a different kind.
        var firsts = result.Samples.OrderBy(s => s.Order).Chunk(5).Select(round => (round[0].Serializer, round[0].Operation)).ToList();
        Assert.Equal(3, firsts.Distinct().Count());
    }

    [Fact]
    public void A_share_of_the_rounds_from_a_later_round_on_continues_the_rotation()
    {
        var adapters = new[] { SerializerCatalog.Find("system-text-json")! };

        var result = ColdStartSampler.Run(adapters, new[] { "person" }, processes: 2, firstRound: 1, TextWriter.Null);

        Assert.Equal(2, result.ProcessesPerFigure);
        // Kinds in order: start-up, serialize-string, deserialize-string; round 1 starts one place on, round 2 two.
        var firsts = result.Samples.OrderBy(s => s.Order).Chunk(3).Select(round => round[0].Operation).ToList();
        Assert.Equal(new[] { OperationNames.SerializeString, OperationNames.DeserializeString }, firsts);
    }

    [Fact]
    public void The_file_reads_back_as_written()
    {
        var result = new ColdStartResult(ColdStartResult.CurrentSchemaVersion, "floor", 3,
            new[] { new ColdStartSample("floor", "person", OperationNames.SerializeString, 0, 81.5, 2.25, 4096), new ColdStartSample("floor", "person", ColdStartResult.StartUp, 1, 70, null, null) },
            new[] { new Unsupported("nested", "*", "why") { Serializer = "floor" } }, 1234);
        var directory = Directory.CreateTempSubdirectory().FullName;

        var (read, error) = ColdStartResultJson.Read(File.ReadAllText(ColdStartFile.Write(result, directory)));

        Assert.Null(error);
        Assert.Equal(result.Samples, read!.Samples);
        Assert.Equal(result.Unsupported, read.Unsupported);
        Assert.Equal((result.Serializer, result.ProcessesPerFigure, result.MeasurementMs), (read.Serializer, read.ProcessesPerFigure, read.MeasurementMs));
    }
}
