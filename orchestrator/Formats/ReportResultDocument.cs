namespace JsonMatrix.Orchestrator.Formats;

/// <summary>One measured benchmark of report.json's "results" (docs/report-schema.md): times in nanoseconds per
/// operation, its ratios with where they lie, its spread and noise, and its processes' medians (null for one run).</summary>
internal sealed record ReportResultDocument(
    string Cell,
    string Runtime,
    string Serializer,
    string Escaping,
    string Lifetime,
    string Payload,
    string Operation,
    double? MedianNs,
    double? MeanNs,
    double? StdDevNs,
    double? MinNs,
    double? MaxNs,
    long? AllocatedBytes,
    int N,
    double? Ratio,
    string? Note,
    double? RatioLower,
    double? RatioUpper,
    double? FloorRatio,
    double? FloorRatioLower,
    double? FloorRatioUpper,
    double? ConfidenceLevel,
    double? CiLowerNs,
    double? CiUpperNs,
    double? ErrorPercent,
    double? MValue,
    bool Noisy,
    string? Noise,
    System.Collections.Generic.IReadOnlyList<double>? RepeatMediansNs,
    double? RepeatSpreadPercent)
{
    /// <summary>"E1/E2" when the ratio's two sides ran in different environments; not written when they share one.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public string? RatioAcrossEnvironments { get; init; }

    /// <summary>False when allocatedBytes is BenchmarkDotNet's figure, not the bench's exact count; not written without
    /// allocations or when the merge could not tell.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public bool? AllocationExact { get; init; }
}
