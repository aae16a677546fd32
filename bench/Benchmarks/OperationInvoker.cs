using System;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>The operation behind a benchmark method name, as a delegate over one runner (made once, so calling it
/// allocates nothing beyond the operation itself: an Action, so that SerializeToStream's long is not boxed).</summary>
public static class OperationInvoker
{
    /// <summary>Null when the method is not one of <see cref="SerializerBenchmarks"/>' operations.</summary>
    public static Action? For(IOperationRunner runner, string method) => method switch
    {
        nameof(SerializerBenchmarks.SerializeToString) => () => GC.KeepAlive(runner.SerializeToString()),
        nameof(SerializerBenchmarks.SerializeToUtf8Bytes) => () => GC.KeepAlive(runner.SerializeToUtf8Bytes()),
        nameof(SerializerBenchmarks.SerializeToStream) => () => runner.SerializeToStream(),
        nameof(SerializerBenchmarks.DeserializeFromString) => () => GC.KeepAlive(runner.DeserializeFromString()),
        nameof(SerializerBenchmarks.DeserializeFromUtf8Bytes) => () => GC.KeepAlive(runner.DeserializeFromUtf8Bytes()),
        nameof(SerializerBenchmarks.DeserializeFromStream) => () => GC.KeepAlive(runner.DeserializeFromStream()),
        nameof(SerializerBenchmarks.RoundTrip) => () => GC.KeepAlive(runner.RoundTrip()),
        _ => null,
    };
}
