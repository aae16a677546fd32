using System.Collections.Generic;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;

namespace JsonMatrix.Bench.Metadata;

/// <summary>metadata.json: what ran and what the gate found (schema in docs/architecture.md).</summary>
public sealed class RunMetadata
{
    public const int SchemaVersion = 1;

    public RunMetadata(
        string serializer, string escaping, string lifetime, string job, RuntimeDescription runtime,
        IReadOnlyList<AssemblyDescription> assemblies, bool? sourceGenerationFastPath,
        IReadOnlyList<PayloadValidation> validation, IReadOnlyList<UnsupportedOperation> unsupported,
        IReadOnlyList<EmulatedOperation> emulated, long validationMs, long benchmarkMs)
    {
        Serializer = serializer;
        Escaping = escaping;
        Lifetime = lifetime;
        Job = job;
        Runtime = runtime;
        Assemblies = assemblies;
        SourceGenerationFastPath = sourceGenerationFastPath;
        Validation = validation;
        Unsupported = unsupported;
        Emulated = emulated;
        ValidationMs = validationMs;
        BenchmarkMs = benchmarkMs;
    }

    public string Serializer { get; }

    public string Escaping { get; }

    public string Lifetime { get; }

    public string Job { get; }

    public RuntimeDescription Runtime { get; }

    public IReadOnlyList<AssemblyDescription> Assemblies { get; }

    /// <summary>Null for serializers without source generation.</summary>
    public bool? SourceGenerationFastPath { get; }

    public IReadOnlyList<PayloadValidation> Validation { get; }

    public IReadOnlyList<UnsupportedOperation> Unsupported { get; }

    public IReadOnlyList<EmulatedOperation> Emulated { get; }

    public long ValidationMs { get; }

    /// <summary>0 when nothing was timed (--validate, a mismatch, or every payload unsupported).</summary>
    public long BenchmarkMs { get; }

    /// <summary>Calibration and machine load around the benchmarks; null until they ran.</summary>
    public Drift.DriftRecord? Drift { get; private set; }

    public RunMetadata WithBenchmarkMs(long benchmarkMs) => new(
        Serializer, Escaping, Lifetime, Job, Runtime, Assemblies, SourceGenerationFastPath,
        Validation, Unsupported, Emulated, ValidationMs, benchmarkMs) { Drift = Drift };

    public RunMetadata WithDrift(Drift.DriftRecord drift) => new(
        Serializer, Escaping, Lifetime, Job, Runtime, Assemblies, SourceGenerationFastPath,
        Validation, Unsupported, Emulated, ValidationMs, BenchmarkMs) { Drift = drift };
}

/// <summary>What was not timed and why; operation "*" means every operation of the payload.</summary>
public sealed class UnsupportedOperation
{
    public UnsupportedOperation(string payload, string operation, string reason)
    {
        Payload = payload;
        Operation = operation;
        Reason = reason;
    }

    public string Payload { get; }

    public string Operation { get; }

    public string Reason { get; }
}
