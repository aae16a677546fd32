using System.Collections.Generic;

namespace JsonMatrix.Contracts.Cells;

/// <summary>
/// metadata.json: what the bench really ran in a cell and what its correctness gate found (fields in
/// docs/architecture.md). Written by the bench, read by the orchestrator's run (the cell's verdict and durations) and
/// merge (the report), both through <see cref="BenchMetadataJson"/>. Fields an older or hand-made file may lack are null.
/// </summary>
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
    /// <summary>Its name in a cell folder, whose layout <see cref="CellFolder"/> defines.</summary>
    public const string FileName = CellFolder.MetadataFileName;

    public const int CurrentSchemaVersion = 1;

    /// <summary>The calibration round and machine load around the benchmarks ("drift"); null when the bench timed nothing
    /// or predates it.</summary>
    public DriftSample? Drift { get; init; }

    /// <summary>How the cell's code was brought to steady state before anything was timed; null when the bench timed
    /// nothing or predates it.</summary>
    public WarmupSample? Warmup { get; init; }

    /// <summary>Whether the process could generate code and how many methods its JIT compiled in all, the proof that a
    /// NativeAOT cell ran ahead of time (false and 0); null on runtimes that cannot tell (.NET Framework, Mono) and in
    /// older files.</summary>
    public CompilationSample? Compilation { get; init; }

    /// <summary>The order this process ran its benchmarks in (forward, reverse, rotated); null in older files.</summary>
    public string? Order { get; init; }

    /// <summary>What the bench itself spent (validation + benchmarks): subtracted from wall time to get overhead.</summary>
    public long? BenchMs => ValidationMs is null && BenchmarkMs is null ? null : (ValidationMs ?? 0) + (BenchmarkMs ?? 0);
}

/// <summary>metadata.json's "drift": the calibration round's median before and after the benchmarks (ns), the one-minute
/// load average at both moments, and the CPU steal time in between (percent); null where not visible.</summary>
public sealed record DriftSample(double CalibrationBeforeNs, double CalibrationAfterNs, double? LoadAverageBefore, double? LoadAverageAfter, double? StealPercent)
{
    /// <summary>The faster of the two calibrations: how slow the machine stayed around this cell's benchmarks (a short
    /// burst of other work slows one of them only, and shows as a change instead).</summary>
    public double FasterCalibrationNs => System.Math.Min(CalibrationBeforeNs, CalibrationAfterNs);
}

/// <summary>metadata.json's "warmup": the steady-state warm-up before the benchmarks (bench/SteadyState): its length, its
/// rounds of every benchmark, the methods compiled meanwhile, whether the JIT went quiet (null: the runtime cannot tell,
/// a fixed length ran) and the rule it followed.</summary>
public sealed record WarmupSample(long Milliseconds, int Rounds, long? CompiledMethods, bool? Steady, string? Rule);

/// <summary>metadata.json's "compilation": RuntimeFeature.IsDynamicCodeSupported, and the methods the JIT compiled since
/// the process started (System.Runtime.JitInfo, .NET 6 on; null without that counter). A NativeAOT process has false and 0.</summary>
public sealed record CompilationSample(bool IsDynamicCodeSupported, long? CompiledMethods);

/// <summary>The runtime the bench ran on; <see cref="TargetFramework"/> is the build's moniker, e.g. net8.0.</summary>
public sealed record RuntimeDescription(string? FrameworkDescription, string? TargetFramework, bool? IsMono, string? OsDescription, int? ProcessorCount);

/// <summary>Which build of a library was really loaded: the versions its assembly carries.</summary>
public sealed record AssemblyVersion(string Name, string? AssemblyVersionText, string? FileVersion, string? InformationalVersion);

/// <summary>One payload of the correctness gate: ok, mismatch (with why and where) or unsupported (with why).</summary>
public sealed record ValidationOutcome(string Payload, string Status, string? Reason, string? Diff = null);

/// <summary>Not timed, and why; Operation "*" means every operation of the payload.</summary>
public sealed record Unsupported(string Payload, string Operation, string Reason)
{
    /// <summary>In cold-start.json, whose first call it is (one file samples several serializers); null elsewhere.</summary>
    public string? Serializer { get; init; }
}

/// <summary>An operation measured through the nearest honest equivalent of an API the library lacks.</summary>
public sealed record EmulatedOperation(string Operation, string Note);
