using System;
using System.Collections.Generic;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>What the one benchmark class runs in this process: BenchmarkDotNet builds the class itself, so
/// the serializer, its configuration and the payloads that passed the gate reach it through this static.
/// The in-process toolchain keeps it in the same process.</summary>
public sealed class BenchmarkSession
{
    public BenchmarkSession(ISerializerAdapter adapter, SerializerConfiguration configuration, IReadOnlyList<PayloadDefinition> payloads)
    {
        Adapter = adapter;
        Configuration = configuration;
        Payloads = payloads;
    }

    public static BenchmarkSession? Current { get; set; }

    public ISerializerAdapter Adapter { get; }

    public SerializerConfiguration Configuration { get; }

    public IReadOnlyList<PayloadDefinition> Payloads { get; }

    public static BenchmarkSession Require() =>
        Current ?? throw new InvalidOperationException("No benchmark session: run the benchmarks through JsonMatrix.Bench's command line.");

    public IOperationRunner CreateRunner(string payloadId)
    {
        foreach (var payload in Payloads)
        {
            if (payload.Id == payloadId)
            {
                return payload.Accept(new OperationRunnerFactory(Adapter, Configuration));
            }
        }

        throw new ArgumentException($"Payload '{payloadId}' is not part of this session.", nameof(payloadId));
    }
}
