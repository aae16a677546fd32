using System.IO;
using System.Text;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Bench.Tests.Metadata;

/// <summary>metadata.json's "compilation": the real writer against the real reader, and what it says in a JIT process.</summary>
public sealed class CompilationRecordTests
{
    [Fact]
    public void The_proof_of_ahead_of_time_compilation_reads_back_as_written()
    {
        var metadata = new BenchMetadata(1, "floor", "default", "cached", "quick", CurrentRuntime.Describe(), [], null, [], [], [], 1, 2)
        {
            Compilation = new CompilationSample(IsDynamicCodeSupported: false, CompiledMethods: 0),
        };
        using var stream = new MemoryStream();
        BenchMetadataJson.Write(stream, metadata);

        var (read, error) = BenchMetadataJson.Read(Encoding.UTF8.GetString(stream.ToArray()));

        Assert.Null(error);
        Assert.Equal(new CompilationSample(false, 0), read!.Compilation);
    }

    [Fact]
    public void A_file_without_it_reads_as_null_and_a_jit_process_says_it_can_generate_code()
    {
        var metadata = new BenchMetadata(1, "floor", "default", "cached", "quick", CurrentRuntime.Describe(), [], null, [], [], [], 1, 2);
        using var stream = new MemoryStream();
        BenchMetadataJson.Write(stream, metadata);

        Assert.Null(BenchMetadataJson.Read(Encoding.UTF8.GetString(stream.ToArray())).Metadata!.Compilation);
        Assert.True(CompilationProbe.Sample()!.IsDynamicCodeSupported);
        Assert.True(CompilationProbe.Sample()!.CompiledMethods > 0);
    }
}
