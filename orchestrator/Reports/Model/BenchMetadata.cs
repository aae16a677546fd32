using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reports.Model;

/// <summary>The bench's metadata.json (schema in docs/architecture.md): what really ran, and what was not timed.</summary>
public sealed record BenchMetadata(
    int SchemaVersion,
    string? Serializer,
    string? Escaping,
    string? Lifetime,
    string? Job,
    RuntimeDescription Runtime,
    IReadOnlyList<AssemblyVersion> Assemblies,
    string? SourceGenerationFastPath,
    IReadOnlyList<ValidationOutcome> Validation,
    IReadOnlyList<Unsupported> Unsupported,
    IReadOnlyList<EmulatedOperation> Emulated,
    long? ValidationMs,
    long? BenchmarkMs)
{
    /// <summary>The calibration round and machine load around the benchmarks ("drift"); null when the bench timed nothing
    /// or predates it.</summary>
    public DriftSample? Drift { get; init; }
}

/// <summary>metadata.json's "drift": the calibration round's median before and after the benchmarks (ns), the one-minute
/// load average at both moments, and the CPU steal time in between (percent).</summary>
public sealed record DriftSample(double CalibrationBeforeNs, double CalibrationAfterNs, double? LoadAverageBefore, double? LoadAverageAfter, double? StealPercent)
{
    /// <summary>The faster of the two calibrations: how slow the machine stayed around this cell's benchmarks (a short
    /// burst of other work slows one of them only, and shows as a change instead).</summary>
    public double FasterCalibrationNs => System.Math.Min(CalibrationBeforeNs, CalibrationAfterNs);
}

public sealed record RuntimeDescription(string? FrameworkDescription, string? TargetFramework, bool? IsMono, string? OsDescription, int? ProcessorCount);

public sealed record AssemblyVersion(string Name, string? AssemblyVersionText, string? FileVersion, string? InformationalVersion);

public sealed record ValidationOutcome(string Payload, string Status, string? Reason);

/// <summary>Not timed, and why; Operation "*" means every operation of the payload.</summary>
public sealed record Unsupported(string Payload, string Operation, string Reason);

/// <summary>An operation measured through the nearest honest equivalent of a missing API.</summary>
public sealed record EmulatedOperation(string Operation, string Note);
