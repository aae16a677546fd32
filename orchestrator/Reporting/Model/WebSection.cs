using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>The web workload's part of the report (docs/report-schema.md, "web"): one row per web cell × scenario,
/// the cross-runtime trend of each serializer, and notes.</summary>
public sealed record WebSection(IReadOnlyList<WebResultRow> Results, IReadOnlyList<TrendRow> Trends, IReadOnlyList<string> Notes)
{
    public static readonly WebSection Empty = new([], [], []);

    /// <summary>How the cells loaded the app, one line per distinct setting ("3 × 5 s after a 2 s warm-up, 32 connections, …").</summary>
    public IReadOnlyList<string> Loads { get; init; } = [];

    /// <summary>The runtime the trend divides by: the matrix's baseline runtime, or the oldest runtime with web results
    /// when the baseline runtime has none (a note says so); the baseline runtime when there are no web results.</summary>
    public string? TrendBaseline { get; init; }
}

/// <summary>One scenario of one web cell over its measured windows: the median requests/s with the slowest and fastest
/// window, the median of each latency percentile (microseconds), every error and non-2xx response counted, and the
/// median bytes the server allocated per request. <see cref="Ratio"/> is requests/s divided by the baseline
/// serializer's on the same runtime and scenario (above 1: more requests/s); its interval is the paired rounds' (see
/// <see cref="PairedRounds"/>), or spans the windows' extremes.</summary>
public sealed record WebResultRow(
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
    RatioInterval? RatioInterval,
    string? Noise)
{
    /// <summary>The 95 % interval of <see cref="RequestsPerSecond"/>, the windows' median (order statistics: with nine
    /// windows the second-slowest to the second-fastest; the slowest–fastest below six); null for one window. The web
    /// trend reads it, with its own confidence.</summary>
    public Statistics.MedianInterval.Interval? MedianInterval { get; init; }

    /// <summary>The floor's requests/s divided by this row's on the same runtime and scenario: how many times the
    /// hand-written floor's throughput this serializer leaves on the table (1 for the floor; below 1 is faster than it);
    /// null when the run has no floor web result there.</summary>
    public double? FloorRatio { get; init; }

    /// <summary>Rounds whose windows paired this row with the baseline's (its windows and the baseline's ran in rotation):
    /// <see cref="Ratio"/> is then the median of the per-round ratios and <see cref="RatioInterval"/> that median's 95 %
    /// interval (<see cref="Statistics.MedianInterval"/>: their least and greatest below six rounds); null when the ratio
    /// divides the two medians (windows without rounds).</summary>
    public int? PairedRounds { get; init; }

    /// <summary>Where <see cref="FloorRatio"/> lies across both rows' windows (floor slowest / this fastest … floor fastest /
    /// this slowest); null beside the floor itself.</summary>
    public RatioInterval? FloorRatioInterval { get; init; }

    /// <summary>"E1/E2" when <see cref="Ratio"/> divides by a baseline row another run measured (another machine, in a
    /// merged workflow run); null when both share a run.</summary>
    public string? RatioAcrossEnvironments { get; init; }

    /// <summary>Rounds left out of <see cref="RequestsPerSecond"/>, its interval and spread, and the latencies, because
    /// every server of the rotation ran slow in them (Merging/WebHostRounds); null when every window counts.</summary>
    public IReadOnlyList<int>? RoundsLeftOut { get; init; }

    /// <summary>This server's windows, of the rounds kept, left out of <see cref="RequestsPerSecond"/>, its interval and
    /// spread, and the latencies because they ran more than 1.25 times below its fastest: its CPU's slow speed
    /// (Merging/WebFastWindows); null when none were.</summary>
    public int? SlowWindowsLeftOut { get; init; }

    /// <summary>Half the min–max range relative to the median, in percent: how far apart the windows were.</summary>
    public double SpreadPercent => RequestsPerSecond > 0 ? (RequestsPerSecondMax - RequestsPerSecondMin) / 2 / RequestsPerSecond * 100 : 0;
}

