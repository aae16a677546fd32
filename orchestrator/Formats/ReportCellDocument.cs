using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>One cell of report.json's "cells" (docs/report-schema.md): the cell after de-duplication, what really ran,
/// its drift and interference.</summary>
internal sealed record ReportCellDocument(
    string Id,
    string Runtime,
    string RuntimeLabel,
    string Serializer,
    string Workload,
    string Escaping,
    string Lifetime,
    string Platform,
    string Host,
    string? Framework,
    string? Job,
    string Status,
    string? Reason,
    string? Isolation,
    string? Environment,
    string? FinishedUtc,
    string Folder,
    int ResultCount,
    int Repeats,
    IReadOnlyList<string>? Benchmarks,
    DriftDocument? Drift,
    ReportInterferenceDocument? Interference,
    VersionsDocument Versions,
    IReadOnlyList<EmulatedDocument> Emulated,
    IReadOnlyList<ReportStepDocument> Steps,
    string? LogExcerpt)
{
    /// <summary>A NativeAOT cell's proof and build figures; absent for every other cell.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public NativeAotDocument? NativeAot { get; init; }
}

/// <summary>report.json's "nativeAot" of a cell: metadata.json's compilation and cell.json's publish figures.</summary>
internal sealed record NativeAotDocument(bool? IsDynamicCodeSupported, long? CompiledMethods, bool RanAheadOfTime, long? BinaryBytes, int? PublishWarnings);

/// <summary>metadata.json's drift sample as the bench recorded it, and the merge's judgement of it.</summary>
internal sealed record DriftDocument(
    double CalibrationBeforeNs,
    double CalibrationAfterNs,
    double? LoadAverageBefore,
    double? LoadAverageAfter,
    double? StealPercent,
    double ChangePercent,
    double VersusRunPercent,
    string? Flag);

/// <summary>cell.json's interference, plus why it flags the cell.</summary>
internal sealed record ReportInterferenceDocument(IReadOnlyList<OtherRunDocument> OtherRunsDuringCell, double WaitedSeconds, string? WaitedFor, string? Flag);

/// <param name="SourceGenerationFastPath">The bench's text, always a string here ("true", "false" or its wording), where
/// metadata.json writes true and false as booleans.</param>
internal sealed record VersionsDocument(
    string? Package,
    string? PackageVersion,
    string? RuntimeVersion,
    string? FrameworkDescription,
    string? TargetFramework,
    bool? IsMono,
    string? BenchmarkDotNetRuntime,
    IReadOnlyList<AssemblyDocument> Assemblies,
    string? SourceGenerationFastPath);

internal sealed record AssemblyDocument(string Name, string? AssemblyVersion, string? FileVersion, string? InformationalVersion);

internal sealed record EmulatedDocument(string Operation, string Note);

/// <summary>A step of the cell as report.json lists it: its name, status and time only (cell.json has the rest).</summary>
internal sealed record ReportStepDocument(string Name, string Status, long Milliseconds);
