using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>report.csv: one row per result, RFC 4180 (CRLF line ends, quoted when needed), invariant numbers in full precision.
/// One table: micro rows (workload "micro") fill the columns up to "noise"; web rows (workload "web", operation = the
/// scenario, payload list-1000, n = measured windows) leave the time and time-ratio columns empty and fill the web
/// columns after "workload" (their ratio is of requests/s: above 1 is faster, unlike the time ratio); cold-start rows
/// (workload "cold-start") fill the time columns with fresh processes' times and the start-up columns. New columns go
/// last, so that a reader's column positions keep their meaning.</summary>
public sealed class CsvReportRenderer : IReportRenderer
{
    private static readonly string[] Header =
        ["cell", "runtime", "serializer", "escaping", "lifetime", "payload", "operation", "medianNs", "meanNs", "stdDevNs", "minNs", "maxNs", "allocatedBytes", "n", "ratio", "note",
         "ratioLower", "ratioUpper", "confidenceLevel", "ciLowerNs", "ciUpperNs", "errorPercent", "mValue", "noisy", "noise", "repeats", "repeatSpreadPercent",
         "workload", "requestsPerSecond", "requestsPerSecondMin", "requestsPerSecondMax", "latencyP50Us", "latencyP90Us", "latencyP99Us",
         "errors", "non2xx", "allocatedBytesPerRequest", "requestsPerSecondRatio", "requestsPerSecondRatioLower", "requestsPerSecondRatioUpper",
         "floorRatio", "floorRatioLower", "floorRatioUpper", "startUpNs", "serializerShareNs", "firstCallNs", "ratioAcrossEnvironments"];

    public string FileName => "report.csv";

    public string Render(MergedReport report)
    {
        var csv = new StringBuilder();
        AppendRow(csv, Header);
        foreach (var r in report.Results)
        {
            AppendRow(csv,
            [
                Text(r.Cell), Text(r.Runtime), Text(r.Serializer), Text(r.Escaping), Text(r.Lifetime), Text(r.Payload), Text(r.Operation),
                Number(r.MedianNs), Number(r.MeanNs), Number(r.StdDevNs), Number(r.MinNs), Number(r.MaxNs),
                r.AllocatedBytes?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "",
                r.N.ToString(System.Globalization.CultureInfo.InvariantCulture), Number(r.Ratio), Text(r.Note ?? ""),
                Number(r.RatioInterval?.Lower), Number(r.RatioInterval?.Upper), Number(r.Spread?.ConfidenceLevel),
                Number(r.Spread?.CiLowerNs), Number(r.Spread?.CiUpperNs), Number(r.Spread?.ErrorPercent), Number(r.Spread?.MValue),
                r.Spread?.Noisy == true ? "true" : "false", Text(r.Spread?.Noise ?? ""),
                r.Repeats is { } repeats ? repeats.MediansNs.Count.ToString(System.Globalization.CultureInfo.InvariantCulture) : "", Number(r.Repeats?.SpreadPercent),
                "micro", "", "", "", "", "", "", "", "", "", "", "", "",
                Number(r.FloorRatio), Number(r.FloorRatioInterval?.Lower), Number(r.FloorRatioInterval?.Upper), "", "", "",
                Text(r.RatioAcrossEnvironments ?? ""),
            ]);
        }
        foreach (var w in report.Web.Results)
        {
            AppendRow(csv,
            [
                Text(w.Cell), Text(w.Runtime), Text(w.Serializer), "", "", "list-1000", Text(w.Scenario), "", "", "", "", "", "",
                Integer(w.Repeats), "", "", "", "", "", "", "", "", "", w.Noise is null ? "false" : "true", Text(w.Noise ?? ""), "", "",
                "web", Number(w.RequestsPerSecond), Number(w.RequestsPerSecondMin), Number(w.RequestsPerSecondMax), Number(w.LatencyP50Us),
                Number(w.LatencyP90Us), Number(w.LatencyP99Us), Integer(w.Errors), Integer(w.Non2xx), Number(w.AllocatedBytesPerRequest),
                Number(w.Ratio), Number(w.RatioInterval?.Lower), Number(w.RatioInterval?.Upper),
                Number(w.FloorRatio), Number(w.FloorRatioInterval?.Lower), Number(w.FloorRatioInterval?.Upper), "", "", "",
                Text(w.RatioAcrossEnvironments ?? ""),
            ]);
        }
        foreach (var c in report.ColdStart.Rows.Where(c => c.Figure is not null)) AppendRow(csv, ColdStartFields(c, c.Figure!));
        // Unavailable cells have no result: one row each, apart from the results, the reason in "note".
        foreach (var c in report.Cells.Where(c => c.Status == JsonMatrix.Orchestrator.Cells.CellStatus.Unavailable))
        {
            var fields = Enumerable.Repeat("", Header.Length).ToArray();
            (fields[0], fields[1], fields[2], fields[3], fields[4], fields[15]) =
                (Text(c.Id), Text(c.Runtime), Text(c.Serializer), Text(c.Escaping), Text(c.Lifetime), Text("unavailable: " + (c.Reason ?? "")));
            fields[Array.IndexOf(Header, "workload")] = c.Workload;
            AppendRow(csv, fields);
        }

        return csv.ToString();
    }

    /// <summary>A cold-start figure (workload "cold-start"): the fresh processes' median time to the first result as
    /// medianNs with their extremes, n = processes, its ± (half the interquartile range) as errorPercent, the first call's
    /// median allocated bytes, and the start-up floor, the serializer's share and the first call in their columns; its
    /// ratio to its round's start-up floor (with its interval) in floorRatio.</summary>
    private static string[] ColdStartFields(ColdStartRow c, ColdStartFigure f)
    {
        var fields = Enumerable.Repeat("", Header.Length).ToArray();
        (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6]) =
            (Text(c.Cell), Text(c.Runtime), Text(c.Serializer), Text(c.Escaping), Text(c.Lifetime), Text(c.Payload), Text(c.Operation));
        (fields[7], fields[10], fields[11]) = (Number(f.ProcessMs * 1e6), Number(f.MinMs * 1e6), Number(f.MaxMs * 1e6));
        fields[12] = f.FirstCallAllocatedBytes?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "";
        fields[13] = Integer(f.Processes);
        (fields[Array.IndexOf(Header, "errorPercent")], fields[Array.IndexOf(Header, "noisy")], fields[Array.IndexOf(Header, "noise")]) =
            (Number(f.SpreadPercent), f.Noisy ? "true" : "false", Text(f.Noise ?? ""));
        fields[Array.IndexOf(Header, "workload")] = "cold-start";
        (fields[Array.IndexOf(Header, "startUpNs")], fields[Array.IndexOf(Header, "serializerShareNs")], fields[Array.IndexOf(Header, "firstCallNs")]) =
            (Number(f.StartUpMs * 1e6), Number(f.SerializerMs * 1e6), Number(f.FirstCallMs * 1e6));
        // The start-up floor is cold start's floor: its ratio to it goes where a micro result's floor × does.
        (fields[Array.IndexOf(Header, "floorRatio")], fields[Array.IndexOf(Header, "floorRatioLower")], fields[Array.IndexOf(Header, "floorRatioUpper")]) =
            (Number(f.OverStartUp), Number(f.OverStartUpLower), Number(f.OverStartUpUpper));
        return fields;
    }

    /// <summary>A text field that a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage
    /// return that some strip first) gets a leading apostrophe, which shows it as text (OWASP's CSV injection advice).
    /// Only text fields: numbers are written by this renderer and a negative one must stay a number.</summary>
    public static string Text(string field) =>
        field.Length > 0 && field[0] is '=' or '+' or '-' or '@' or '\t' or '\r' ? "'" + field : field;

    private static string Integer(long value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture);

    private static string Number(double? value) => value is { } v && double.IsFinite(v) ? Units.Number(v) : "";

    private static void AppendRow(StringBuilder csv, IReadOnlyList<string> fields)
    {
        csv.AppendJoin(',', fields.Select(Quote)).Append("\r\n");
    }

    /// <summary>Quotes a field holding a comma, quote, or line break, doubling its quotes (RFC 4180, 2.6–2.7). Control and
    /// bidi characters become \uXXXX first (<see cref="OutputText"/>): a spreadsheet shows them raw.</summary>
    public static string Quote(string field)
    {
        var safe = OutputText.Escape(field);
        return safe.IndexOfAny([',', '"', '\r', '\n']) < 0 ? safe : "\"" + safe.Replace("\"", "\"\"") + "\"";
    }
}
