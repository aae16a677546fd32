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
        var result = ColdStartSampler.Run(SerializerCatalog.Find("newtonsoft")!, new[] { "person" }, processes: 3, TextWriter.Null);

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
    public void The_file_reads_back_as_written()
    {
        var result = new ColdStartResult(ColdStartResult.CurrentSchemaVersion, "floor", 3,
            new[] { new ColdStartSample("person", OperationNames.SerializeString, 0, 81.5, 2.25, 4096), new ColdStartSample("person", ColdStartResult.StartUp, 1, 70, null, null) },
            new[] { new Unsupported("nested", "*", "why") }, 1234);
        var directory = Directory.CreateTempSubdirectory().FullName;

        var (read, error) = ColdStartResultJson.Read(File.ReadAllText(ColdStartFile.Write(result, directory)));

        Assert.Null(error);
        Assert.Equal(result.Samples, read!.Samples);
        Assert.Equal(result.Unsupported, read.Unsupported);
        Assert.Equal((result.Serializer, result.ProcessesPerFigure, result.MeasurementMs), (read.Serializer, read.ProcessesPerFigure, read.MeasurementMs));
    }
}
