using System.Collections.Generic;
using System.Text.Json;
using JsonMatrix.Contracts.Json;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Rendering.Reports;

/// <summary>report.json's trend rows, the same for the micro "trends" and the web "web.trends".</summary>
public static class TrendJson
{
    public static void Write(Utf8JsonWriter w, string propertyName, IReadOnlyList<TrendRow> trends)
    {
        w.WriteStartArray(propertyName);
        foreach (var t in trends)
        {
            w.WriteStartObject();
            w.WriteString("serializer", t.Serializer);
            w.WriteString("runtime", t.Runtime);
            w.WriteNumberOrNull("ratio", t.Ratio);
            w.WriteNumber("scenarios", t.Scenarios);
            w.WriteString("relativeTo", t.RelativeTo);
            w.WriteEndObject();
        }
        w.WriteEndArray();
    }
}
