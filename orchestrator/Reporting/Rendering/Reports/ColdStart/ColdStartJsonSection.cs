using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Reporting.Model;
using static JsonMatrix.Orchestrator.Formats.JsonNumbers;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;

/// <summary>report.json's "coldStart" array (docs/report-schema.md, "Cold start"); null when no cell measured cold
/// start, so the property is left out and such a report keeps its bytes.</summary>
public static class ColdStartJsonSection
{
    internal static IReadOnlyList<ColdStartResultDocument>? Documents(ColdStartSection section) =>
        section.Rows.Count == 0 ? null : [.. section.Rows.Select(Document)];

    private static ColdStartResultDocument Document(ColdStartRow r)
    {
        var f = r.Figure;
        return new(r.Cell, r.Runtime, r.Serializer, r.Escaping, r.Lifetime, r.Payload, r.Operation, r.Status, r.Reason,
            f?.Processes, Finite(f?.ProcessMs), Finite(f?.LowerQuartileMs), Finite(f?.UpperQuartileMs), Finite(f?.MinMs), Finite(f?.MaxMs),
            Finite(f?.SpreadPercent), Finite(f?.StartUpMs), Finite(f?.SerializerMs), f?.WithinStartUpNoise ?? false,
            Finite(f?.FirstCallMs), f?.FirstCallAllocatedBytes, f?.FirstCallAllocatedBytesMin, f?.FirstCallAllocatedBytesMax,
            f?.Noisy ?? false, f?.Noise)
        {
            OverStartUp = Finite(f?.OverStartUp),
            OverStartUpLower = Finite(f?.OverStartUpLower),
            OverStartUpUpper = Finite(f?.OverStartUpUpper),
        };
    }
}
