using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>A benchmark result to write into a synthetic BenchmarkDotNet report; null statistics = a failed benchmark.</summary>
/// <summary><paramref name="ErrorPercent"/>: the half-width of the confidence interval written, relative to the mean.</summary>
/// <param name="ExactAllocation">Whether the bench's exact count (ThreadAllocatedBytesPerOperation) accompanies
/// BenchmarkDotNet's figure, as on .NET 5+ when the count repeats.</param>
public sealed record SyntheticBenchmark(string Payload, string Operation, double? MedianNs, long AllocatedBytes, double? MeanNs = null, double ErrorPercent = 2,
    bool ExactAllocation = true);

/// <summary>A cell to write as cell.json, metadata.json and a BenchmarkDotNet report, in the formats the run step and the bench write.</summary>
public sealed record SyntheticCell(
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    IReadOnlyList<SyntheticBenchmark> Benchmarks,
    string Status = "ok",
    string? Reason = null,
    DateTimeOffset? Finished = null,
    IReadOnlyList<(string Payload, string Operation, string Reason)>? Unsupported = null,
    IReadOnlyList<(string Operation, string Note)>? Emulated = null,
    bool WithMetadata = true,
    string? LogText = null,
    string Isolation = "container",
    (double Before, double After)? Calibration = null,
    string? RunId = null)
{
    public string Id => $"{Runtime}_{Serializer}_{Escaping}_{Lifetime}";
}
