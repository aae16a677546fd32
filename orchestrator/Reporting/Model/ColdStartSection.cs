using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>The report's cold-start figures (docs/report-schema.md, "Cold start"): one row per cell × payload × operation
/// (serialize-string, deserialize-string, and start-up, the same process calling no serializer), in report order.</summary>
public sealed record ColdStartSection(IReadOnlyList<ColdStartRow> Rows)
{
    public static readonly ColdStartSection Empty = new([]);
}

/// <summary>One cold-start figure of a cell, or why it has none. <see cref="Status"/> is "ok" (with
/// <see cref="Figure"/>), "unsupported" (the bench said why) or "failed" (the cell's cold-start.json could not be used;
/// payload and operation "*").</summary>
public sealed record ColdStartRow(
    string Cell,
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Payload,
    string Operation,
    string Status,
    string? Reason,
    ColdStartFigure? Figure)
{
    public const string AnyPayloadOrOperation = "*";
}

/// <summary>
/// Fresh processes of one cell, payload and operation (milliseconds). <see cref="ProcessMs"/> is the time from process
/// start to the first result: the median of the processes, with their quartiles and extremes; <see cref="SpreadPercent"/>
/// is half the interquartile range relative to that median (the ± shown). <see cref="StartUpMs"/> is the same cell's
/// start-up processes' median for the payload,
/// and <see cref="SerializerMs"/> the serializer's share: the one minus the other (negative, or zero, when the
/// serializer is lost in the start-up's noise). <see cref="FirstCallMs"/> and the
/// allocated bytes are timed inside the process around building the serializer and its first call.
/// </summary>
public sealed record ColdStartFigure(
    int Processes,
    double ProcessMs,
    double LowerQuartileMs,
    double UpperQuartileMs,
    double MinMs,
    double MaxMs,
    double SpreadPercent,
    double? StartUpMs,
    double? SerializerMs,
    double? FirstCallMs,
    long? FirstCallAllocatedBytes,
    long? FirstCallAllocatedBytesMin,
    long? FirstCallAllocatedBytesMax,
    string? Noise)
{
    public bool Noisy => Noise is not null;

    /// <summary>The serializer's share is no larger than nothing: what it adds is within the start-up's own noise.</summary>
    public bool WithinStartUpNoise => SerializerMs is <= 0;

    /// <summary>Time to the first result over the start-up floor of the same round (Merging/ColdStartPairs): the median
    /// of the rounds' ratios, cold start's floor ×. Null for the start-up floor itself and where the samples do not pair.
    /// Two runs of the same code held it within 10 % for 131 of 140 figures, the ratio of the two medians for 107
    /// (docs/performance.md, "Cold start over its round's start-up floor").</summary>
    public double? OverStartUp { get; init; }

    /// <summary>The 95 % interval of <see cref="OverStartUp"/>'s median from the order statistics of the rounds' ratios
    /// (Statistics/MedianInterval: with ten rounds the second-lowest to the second-highest, 97.9 %).</summary>
    public double? OverStartUpLower { get; init; }

    /// <inheritdoc cref="OverStartUpLower"/>
    public double? OverStartUpUpper { get; init; }
}
