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
    long? BenchmarkMs);

public sealed record RuntimeDescription(string? FrameworkDescription, string? TargetFramework, bool? IsMono, string? OsDescription, int? ProcessorCount);

public sealed record AssemblyVersion(string Name, string? AssemblyVersionText, string? FileVersion, string? InformationalVersion);

public sealed record ValidationOutcome(string Payload, string Status, string? Reason);

/// <summary>Not timed, and why; Operation "*" means every operation of the payload.</summary>
public sealed record Unsupported(string Payload, string Operation, string Reason);

/// <summary>An operation measured through the nearest honest equivalent of a missing API.</summary>
public sealed record EmulatedOperation(string Operation, string Note);
