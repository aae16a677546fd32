using System.IO;
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
            [new ColdStartSample("person", "serialize-string", 0, 61.25, 11.5, 18_400), new ColdStartSample("person", ColdStartResult.StartUp, 1, 47.75, null, null)],
            [new Unsupported("person-array-200", "*", "naïve \"reason\" – <b>")], 98_765);
        using var stream = new MemoryStream();
        ColdStartResultJson.Write(stream, written);

        var (read, error) = ColdStartResultJson.Read(Encoding.UTF8.GetString(stream.ToArray()));

        Assert.Null(error);
        Assert.Equal((written.Serializer, written.ProcessesPerFigure, written.MeasurementMs), (read!.Serializer, read.ProcessesPerFigure, read.MeasurementMs));
        Assert.Equal(written.Samples, read.Samples);
        Assert.Equal(written.Unsupported, read.Unsupported);
    }
}
