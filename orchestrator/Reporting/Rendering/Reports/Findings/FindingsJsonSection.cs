using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Reporting.Findings;
using static JsonMatrix.Orchestrator.Formats.JsonNumbers;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>report.json's `findings`, the same figures the Markdown and HTML show.</summary>
internal static class FindingsJsonSection
{
    public static IReadOnlyList<FindingDocument>? Documents(IReadOnlyList<Finding> findings) =>
        findings.Count == 0 ? null : [.. findings.Select(Document)];

    private static FindingDocument Document(Finding f)
    {
        return new FindingDocument(f.Study, f.Question,
            new FindingAnswerDocument(f.Kind, f.Definition?.Dimension, f.Definition?.Of, f.Definition?.Over, f.Answer),
            f.Columns,
            [.. f.Ratios.Select(l => new FindingRatioDocument(l.Runtime, l.RuntimeLabel, l.Context, Estimate(l.Overall),
                [.. l.ByOperation.Select(e => e is null ? null : Estimate(e))], Finite(l.Allocations), l.Benchmarks, l.Noisy)
            {
                Previous = l.Previous is { } p ? Estimate(p) : null,
            })],
            [.. f.Ranks.Select(l => new FindingRankDocument(l.Runtime, l.RuntimeLabel, l.Scenario, l.Unit,
                [.. l.Places.Select(p => new FindingPlaceDocument(p.Serializer, Finite(p.Value), Estimate(p.VersusFastest), p.TiedWithPrevious))])
            {
                PreviousOrder = l.PreviousOrder,
            })],
            f.Gaps, f.Basis)
        {
            PreviousRun = f.PreviousRun,
        };
    }

    private static EstimateDocument Estimate(Estimate e) => new(Finite(e.Value), Finite(e.Lower), Finite(e.Upper), e.Differs);
}
