namespace JsonMatrix.Orchestrator.Formats;

/// <summary>One entry of report.json's "coldStart" (docs/report-schema.md, "Cold start"): a cell × payload × operation,
/// its fresh processes' figures in milliseconds (null without a figure), or why it has none.</summary>
internal sealed record ColdStartResultDocument(
    string Cell,
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Payload,
    string Operation,
    string Status,
    string? Reason,
    int? Processes,
    double? ProcessMs,
    double? ProcessMsLowerQuartile,
    double? ProcessMsUpperQuartile,
    double? ProcessMsMin,
    double? ProcessMsMax,
    double? SpreadPercent,
    double? StartUpMs,
    double? SerializerMs,
    bool WithinStartUpNoise,
    double? FirstCallMs,
    long? FirstCallAllocatedBytes,
    long? FirstCallAllocatedBytesMin,
    long? FirstCallAllocatedBytesMax,
    bool Noisy,
    string? Noise)
{
    /// <summary>Time to the first result over its round's start-up floor: the median of the rounds' ratios (null for
    /// the start-up floor itself).</summary>
    public double? OverStartUp { get; init; }

    /// <summary>The 95 % interval of <see cref="OverStartUp"/> from the rounds' order statistics.</summary>
    public double? OverStartUpLower { get; init; }

    /// <inheritdoc cref="OverStartUpLower"/>
    public double? OverStartUpUpper { get; init; }
}
