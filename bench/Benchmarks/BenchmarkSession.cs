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

    /// <summary>The payload of the case BenchmarkDotNet set up last (its global set-up runs just before the case's engine
    /// is made): how the lean job's engine finds the case's samples (<see cref="Measuring.RoundsEngineFactory"/>).</summary>
    public string? CasePayload { get; set; }

    public static BenchmarkSession Require() =>
        Current ?? throw new InvalidOperationException("No benchmark session: run the benchmarks through JsonMatrix.Bench's command line.");

    private readonly Dictionary<string, (IOperationRunner Runner, IOperationRunner? Yardstick)> _runners = new(StringComparer.Ordinal);

    /// <summary>The payload's runner, one per payload for the whole process: the steady-state warm-up, BenchmarkDotNet's
    /// benchmark (which builds its class anew for each case) and the allocation meter all call the same serializer
    /// objects, as an application keeps its options. A new runner per case made the serializer resolve its contracts
    /// again after the warm-up (Newtonsoft.Json's contract building, System.Text.Json's metadata), and the JIT kept
    /// recompiling that code while benchmarks were measured.</summary>
    public IOperationRunner Runner(string payloadId) => Runners(payloadId).Runner;

    /// <summary>The yardstick's runner for the payload (<see cref="Measuring.Yardstick"/>: the floor, over the same object
    /// graph as <see cref="Runner"/>), made with it and kept as long; null in the floor's own cell.</summary>
    public IOperationRunner? YardstickRunner(string payloadId) => Runners(payloadId).Yardstick;

    private (IOperationRunner Runner, IOperationRunner? Yardstick) Runners(string payloadId)
    {
        if (_runners.TryGetValue(payloadId, out var runners)) return runners;
        foreach (var payload in Payloads)
        {
            if (payload.Id == payloadId)
            {
                runners = payload.Accept(new OperationRunnerFactory(Adapter, Configuration, Measuring.Yardstick.For(Adapter)));
                _runners[payloadId] = runners;
                return runners;
            }
        }

        throw new ArgumentException($"Payload '{payloadId}' is not part of this session.", nameof(payloadId));
    }
}
