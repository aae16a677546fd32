using System;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>A <see cref="SerializerBenchmarks"/> method as a call, for the cell's warm-up: through the very methods
/// BenchmarkDotNet measures, so that they too are at their final tier before it starts.</summary>
public static class BenchmarkInvoker
{
    /// <summary>Null when the method is not one of <see cref="SerializerBenchmarks"/>' operations.</summary>
    public static Action? For(SerializerBenchmarks benchmarks, string method) => method switch
    {
        nameof(SerializerBenchmarks.SerializeToString) => () => GC.KeepAlive(benchmarks.SerializeToString()),
        nameof(SerializerBenchmarks.SerializeToUtf8Bytes) => () => GC.KeepAlive(benchmarks.SerializeToUtf8Bytes()),
        nameof(SerializerBenchmarks.SerializeToStream) => () => benchmarks.SerializeToStream(),
        nameof(SerializerBenchmarks.DeserializeFromString) => () => GC.KeepAlive(benchmarks.DeserializeFromString()),
        nameof(SerializerBenchmarks.DeserializeFromUtf8Bytes) => () => GC.KeepAlive(benchmarks.DeserializeFromUtf8Bytes()),
        nameof(SerializerBenchmarks.DeserializeFromStream) => () => GC.KeepAlive(benchmarks.DeserializeFromStream()),
        nameof(SerializerBenchmarks.RoundTrip) => () => GC.KeepAlive(benchmarks.RoundTrip()),
        _ => null,
    };
}
