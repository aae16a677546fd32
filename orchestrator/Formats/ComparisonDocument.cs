using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>`compare --format json` (docs/running.md): two runs compared benchmark by benchmark. Ratios are second /
/// first; verdicts are slower, faster, same or cannot-tell; a missing figure is null.</summary>
internal sealed record ComparisonDocument(
    string First,
    string Second,
    double Threshold,
    double Confidence,
    double? GeometricMean,
    double? MedianDetectableChange,
    WholeRunDocument? WholeRun,
    VerdictCountsDocument Counts,
    IReadOnlyList<string> Warnings,
    IReadOnlyList<CpuModelChangeDocument> CpuModelChanges,
    IReadOnlyList<FailedCellDocument> FailedCells,
    IReadOnlyList<FailedBenchmarkDocument> FailedBenchmarks,
    IReadOnlyList<BenchmarkComparisonDocument> Benchmarks,
    IReadOnlyList<BenchmarkKeyDocument> OnlyInFirst,
    IReadOnlyList<BenchmarkKeyDocument> OnlyInSecond,
    IReadOnlyList<AllocationDifferenceDocument> AllocationDifferences,
    double? StartUpFloorsMoved,
    double? FloorTimesMoved);

/// <summary>Cells both runs have that ran on CPU model <paramref name="First"/> in FIRST and <paramref name="Second"/> in SECOND.</summary>
internal sealed record CpuModelChangeDocument(string First, string Second, int Cells);

internal sealed record WholeRunDocument(double Ratio, double Lower, double Upper, int Cells, string Verdict);

/// <summary>How many benchmarks got each verdict, named as the verdicts are.</summary>
internal sealed record VerdictCountsDocument(int Slower, int Faster, int Same, [property: JsonPropertyName("cannot-tell")] int CannotTell);

/// <param name="Run">first or second.</param>
internal sealed record FailedCellDocument(string Run, string Cell, string Reason);

/// <summary>A benchmark of a cell that ran, without a figure in that run (an impossible median, or none), and why.</summary>
/// <param name="Run">first or second.</param>
internal sealed record FailedBenchmarkDocument(string Run, string Cell, string Method, string Payload, string Reason);

internal sealed record BenchmarkKeyDocument(string Cell, string Method, string Payload);

internal sealed record BenchmarkComparisonDocument(
    string Cell,
    string Method,
    string Payload,
    double FirstMedianNs,
    double SecondMedianNs,
    double Ratio,
    double RatioLower,
    double RatioUpper,
    double DetectableChange,
    string Verdict,
    int FirstProcesses,
    int SecondProcesses,
    string Compared);

internal sealed record AllocationDifferenceDocument(string Cell, string Method, string Payload, long? First, long? Second);
