using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>report.json's "web" (docs/report-schema.md): results per web cell × scenario, trends, loads, notes.</summary>
internal sealed record WebReportDocument(IReadOnlyList<WebResultDocument> Results, IReadOnlyList<TrendDocument> Trends, IReadOnlyList<string> Loads, IReadOnlyList<string> Notes)
{
    /// <summary>The runtime the web trend divides by: the baseline runtime, or the oldest with web results when it has none.</summary>
    public string? TrendBaseline { get; init; }
}

/// <summary>One web cell × scenario: requests/s over its windows, latencies in microseconds, the baseline and floor
/// ratios (above 1 serves more) with where they lie.</summary>
internal sealed record WebResultDocument(
    string Cell,
    string Runtime,
    string Serializer,
    string Scenario,
    string Method,
    string Path,
    int Repeats,
    double RequestsPerSecond,
    double RequestsPerSecondMin,
    double RequestsPerSecondMax,
    double LatencyP50Us,
    double LatencyP90Us,
    double LatencyP99Us,
    long Errors,
    long Non2xx,
    double? AllocatedBytesPerRequest,
    long RequestBytes,
    long ResponseBytes,
    double? Ratio,
    double? RatioLower,
    double? RatioUpper,
    double? FloorRatio,
    double? FloorRatioLower,
    double? FloorRatioUpper,
    bool Noisy,
    string? Noise)
{
    /// <summary>"E1/E2" when the ratio divides by a baseline row another run measured; absent otherwise.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public string? RatioAcrossEnvironments { get; init; }

    /// <summary>Rounds the ratio was paired over (median of per-round ratios, the interval their least and greatest) when
    /// the runtime's web cells ran in rotation; absent when it divides two medians.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public int? RatioPairedRounds { get; init; }

    /// <summary>Rounds left out of requests/s and the latencies: every server of the run's rotation ran slow in them
    /// (the host); absent when every window counts.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<int>? RoundsLeftOut { get; init; }

    /// <summary>Windows of this server, of the rounds kept, left out of requests/s and the latencies: more than 1.25 times
    /// below its fastest window, its CPU's slow speed; absent when none were.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public int? SlowWindowsLeftOut { get; init; }
}
