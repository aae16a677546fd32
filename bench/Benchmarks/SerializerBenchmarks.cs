using System.Collections.Generic;
using System.Linq;
using BenchmarkDotNet.Attributes;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>The one benchmark class: seven operations over the payloads of the session. Serializer, escaping
/// and lifetime are fixed per process (see <see cref="BenchmarkSession"/>).</summary>
public class SerializerBenchmarks
{
    private IOperationRunner _runner = null!;

    [ParamsSource(nameof(PayloadIds))]
    public string Payload { get; set; } = "";

    public static IEnumerable<string> PayloadIds => BenchmarkSession.Require().Payloads.Select(p => p.Id);

    [GlobalSetup]
    public void Setup()
    {
        var session = BenchmarkSession.Require();
        _runner = session.Runner(Payload);
        session.CasePayload = Payload;
    }

    [Benchmark]
    public string SerializeToString() => _runner.SerializeToString();

    [Benchmark]
    public byte[] SerializeToUtf8Bytes() => _runner.SerializeToUtf8Bytes();

    [Benchmark]
    public long SerializeToStream() => _runner.SerializeToStream();

    [Benchmark]
    public object DeserializeFromString() => _runner.DeserializeFromString();

    [Benchmark]
    public object DeserializeFromUtf8Bytes() => _runner.DeserializeFromUtf8Bytes();

    [Benchmark]
    public object DeserializeFromStream() => _runner.DeserializeFromStream();

    [Benchmark]
    public object RoundTrip() => _runner.RoundTrip();
}
