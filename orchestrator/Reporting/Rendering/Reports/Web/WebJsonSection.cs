using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Reporting.Model;
using static JsonMatrix.Orchestrator.Formats.JsonNumbers;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

/// <summary>report.json's "web" object (docs/report-schema.md): results per web cell × scenario, trends, loads, notes.</summary>
public static class WebJsonSection
{
    internal static WebReportDocument Document(WebSection web) =>
        new([.. web.Results.Select(Result)], TrendJson.Documents(web.Trends), web.Loads, web.Notes) { TrendBaseline = web.TrendBaseline };

    private static WebResultDocument Result(WebResultRow r) => new(
        r.Cell, r.Runtime, r.Serializer, r.Scenario, r.Method, r.Path, r.Repeats,
        r.RequestsPerSecond, r.RequestsPerSecondMin, r.RequestsPerSecondMax, r.LatencyP50Us, r.LatencyP90Us, r.LatencyP99Us,
        r.Errors, r.Non2xx, Finite(r.AllocatedBytesPerRequest), r.RequestBytes, r.ResponseBytes,
        Finite(r.Ratio), Finite(r.RatioInterval?.Lower), Finite(r.RatioInterval?.Upper),
        Finite(r.FloorRatio), Finite(r.FloorRatioInterval?.Lower), Finite(r.FloorRatioInterval?.Upper),
        r.Noise is not null, r.Noise) { RatioAcrossEnvironments = r.RatioAcrossEnvironments, RatioPairedRounds = r.PairedRounds, RoundsLeftOut = r.RoundsLeftOut, SlowWindowsLeftOut = r.SlowWindowsLeftOut };
}
