using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using Xunit;

namespace JsonMatrix.Bench.Tests.Running;

public sealed class BenchmarkSessionTests
{
    [Fact]
    public void Every_benchmark_case_of_a_payload_gets_the_runner_the_warm_up_used()
    {
        var configuration = new SerializerConfiguration(Ids.ParseEscaping("default")!.Value, Ids.ParseLifetime("cached")!.Value);
        var session = new BenchmarkSession(SerializerCatalog.Find("newtonsoft")!, configuration, new[] { PayloadCatalog.Find("small")!, PayloadCatalog.Find("person")! });
        BenchmarkSession.Current = session;
        try
        {
            var warmup = new SerializerBenchmarks { Payload = "small" };
            warmup.Setup();
            var measured = new SerializerBenchmarks { Payload = "small" };
            measured.Setup();

            Assert.Same(session.Runner("small"), session.Runner("small"));
            Assert.NotSame(session.Runner("small"), session.Runner("person"));
            Assert.Equal(warmup.SerializeToString(), measured.SerializeToString());
        }
        finally
        {
            BenchmarkSession.Current = null;
        }
    }
}
