using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>report.json's trend rows, the same for the micro "trends" and the web "web.trends".</summary>
public static class TrendJson
{
    internal static IReadOnlyList<TrendDocument> Documents(IReadOnlyList<TrendRow> trends) =>
        [.. trends.Select(t => new TrendDocument(t.Serializer, t.Runtime, JsonNumbers.Finite(t.Ratio), t.Scenarios, t.RelativeTo,
            JsonNumbers.Finite(t.Lower), JsonNumbers.Finite(t.Upper)) { AcrossEnvironments = t.AcrossEnvironments, LeftOut = t.LeftOut })];
}
