using System.Text.Json;
using JsonMatrix.Contracts.Json;
using JsonMatrix.Orchestrator.Reports.Model;

namespace JsonMatrix.Orchestrator.Rendering.Reports.Web;

/// <summary>report.json's "web" object (docs/report-schema.md): results per web cell × scenario, trends, loads, notes.</summary>
public static class WebJsonSection
{
    public static void Write(Utf8JsonWriter w, WebSection web)
    {
        w.WriteStartObject("web");
        w.WriteStartArray("results");
        foreach (var r in web.Results) Result(w, r);
        w.WriteEndArray();
        TrendJson.Write(w, "trends", web.Trends);
        w.WriteStartArray("loads");
        foreach (var load in web.Loads) w.WriteStringValue(load);
        w.WriteEndArray();
        w.WriteStartArray("notes");
        foreach (var note in web.Notes) w.WriteStringValue(note);
        w.WriteEndArray();
        w.WriteEndObject();
    }

    private static void Result(Utf8JsonWriter w, WebResultRow r)
    {
        w.WriteStartObject();
        w.WriteString("cell", r.Cell);
        w.WriteString("runtime", r.Runtime);
        w.WriteString("serializer", r.Serializer);
        w.WriteString("scenario", r.Scenario);
        w.WriteString("method", r.Method);
        w.WriteString("path", r.Path);
        w.WriteNumber("repeats", r.Repeats);
        w.WriteNumber("requestsPerSecond", r.RequestsPerSecond);
        w.WriteNumber("requestsPerSecondMin", r.RequestsPerSecondMin);
        w.WriteNumber("requestsPerSecondMax", r.RequestsPerSecondMax);
        w.WriteNumber("latencyP50Us", r.LatencyP50Us);
        w.WriteNumber("latencyP90Us", r.LatencyP90Us);
        w.WriteNumber("latencyP99Us", r.LatencyP99Us);
        w.WriteNumber("errors", r.Errors);
        w.WriteNumber("non2xx", r.Non2xx);
        w.WriteNumberOrNull("allocatedBytesPerRequest", r.AllocatedBytesPerRequest);
        w.WriteNumber("requestBytes", r.RequestBytes);
        w.WriteNumber("responseBytes", r.ResponseBytes);
        w.WriteNumberOrNull("ratio", r.Ratio);
        w.WriteNumberOrNull("ratioLower", r.RatioInterval?.Lower);
        w.WriteNumberOrNull("ratioUpper", r.RatioInterval?.Upper);
        w.WriteNumberOrNull("floorRatio", r.FloorRatio);
        w.WriteNumberOrNull("floorRatioLower", r.FloorRatioInterval?.Lower);
        w.WriteNumberOrNull("floorRatioUpper", r.FloorRatioInterval?.Upper);
        w.WriteBoolean("noisy", r.Noise is not null);
        w.WriteString("noise", r.Noise);
        w.WriteEndObject();
    }
}
