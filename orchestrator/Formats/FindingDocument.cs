using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>report.json's `findings`: one study's answer (docs/report-schema.md, "findings"). `answer` is the matrix's
/// (kind "rank", or "ratio" with the dimension and its of/over values); a ratio study has `ratios`, a rank study `ranks`.</summary>
internal sealed record FindingDocument(
    string Study,
    string? Question,
    FindingAnswerDocument Answer,
    IReadOnlyList<string> Operations,
    IReadOnlyList<FindingRatioDocument> Ratios,
    IReadOnlyList<FindingRankDocument> Ranks,
    IReadOnlyList<string> Gaps,
    string Basis)
{
    /// <summary>The earlier run of the same matrix the lines are set beside; not written without one.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public string? PreviousRun { get; init; }
}

internal sealed record FindingAnswerDocument(string Kind, string? Dimension, string? Of, string? Over, string Text);

/// <summary>A ratio with its 95 % interval; null bounds: the figures had none.</summary>
internal sealed record EstimateDocument(double? Value, double? Lower, double? Upper, bool Differs);

/// <summary>`byOperation` follows the finding's `operations`, null where an operation has no pair.</summary>
internal sealed record FindingRatioDocument(
    string Runtime,
    string RuntimeLabel,
    string Context,
    EstimateDocument All,
    IReadOnlyList<EstimateDocument?> ByOperation,
    double? Allocated,
    int Benchmarks,
    int Noisy)
{
    /// <summary>The same line in the previous run; not written without one.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public EstimateDocument? Previous { get; init; }
}

internal sealed record FindingRankDocument(string Runtime, string RuntimeLabel, string Scenario, string Unit, IReadOnlyList<FindingPlaceDocument> Places)
{
    /// <summary>The serializers in the previous run's order; not written without one.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? PreviousOrder { get; init; }
}

/// <summary>A place: the serializer, its figure (ns, or requests/s), against the fastest (at least 1), and whether it
/// cannot be ranked against the place before it.</summary>
internal sealed record FindingPlaceDocument(string Serializer, double? Value, EstimateDocument VersusFastest, bool TiedWithPrevious);
