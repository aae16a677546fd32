using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>`history --format json` (docs/running.md): the runs in time order with what each could not measure, the
/// regressions between consecutive runs, and every benchmark's points (a run without the benchmark has no point).</summary>
internal sealed record HistoryDocument(
    double Threshold,
    double Confidence,
    IReadOnlyList<HistoryRunDocument> Runs,
    IReadOnlyList<HistoryRegressionDocument> Regressions,
    IReadOnlyList<HistoryBenchmarkDocument> Benchmarks);

internal sealed record HistoryRunDocument(string Id, string Folder, DateTimeOffset? FinishedUtc, string? Commit, IReadOnlyList<NotMeasuredDocument> NotMeasured);

/// <summary>A failed cell (method and payload null) or a benchmark without a figure, with why.</summary>
internal sealed record NotMeasuredDocument(string Cell, string? Method, string? Payload, string Reason);

/// <param name="Ratio">Of what compare compared (<paramref name="Compared"/>: floor × or time).</param>
internal sealed record HistoryRegressionDocument(string Benchmark, string From, string To, double Ratio, string Compared);

internal sealed record HistoryBenchmarkDocument(string Cell, string Method, string Payload, IReadOnlyList<HistoryPointDocument> Points);

/// <param name="Verdict">Against the previous run that has the benchmark, named as compare names it; null for the first.</param>
internal sealed record HistoryPointDocument(string Run, double MedianNs, string? Versions, string? Verdict, double? RatioToPrevious);
