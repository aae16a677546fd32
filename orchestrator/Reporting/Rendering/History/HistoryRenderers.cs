using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Comparison;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.History;

/// <summary>history.md, history.html and history.json of a <see cref="HistoryReport"/>.</summary>
public static class HistoryRenderers
{
    public static IReadOnlyList<(string FileName, string Text)> All(HistoryReport history) =>
        [("history.md", Markdown(history)), ("history.html", Html(history)), ("history.json", Json(history))];

    private static string How(HistoryReport h) =>
        $"Each benchmark's median time per operation in each run, runs ordered by finish time. A run is marked slower (▲) or faster (▼) "
        + $"where compare of it and the previous run with the benchmark says so at a threshold of {Percent.Format(h.Threshold)}: on floor × where both "
        + "paired the benchmark with the same yardstick (the host's state cancels out of it), on time otherwise; a regression's ratio is of what was compared.";

    /// <summary>Each thing a run has no figure for, with why ("R2: cell (reason)"), failed cells first.</summary>
    private static List<string> NotMeasured(HistoryReport h) => [.. h.Runs.SelectMany(r =>
        r.FailedCells.Select(c => $"{r.Id}: {c.Cell} failed ({c.Reason})")
            .Concat(r.FailedBenchmarks.Select(b => $"{r.Id}: {b.Key} has no figure ({b.Reason})")))];

    private static string RunLabel(HistoryRun r) =>
        string.Join(" · ", new[] { r.FinishedUtc?.ToString("yyyy-MM-dd HH:mm 'UTC'", CultureInfo.InvariantCulture) ?? "time unknown", r.Commit is { } c ? "commit " + c[..System.Math.Min(12, c.Length)] : null, r.Folder }
            .Where(p => p is not null));

    private static string PointText(HistoryPoint? p) => p is null ? "" :
        Units.Time(p.MedianNs) + (p.AgainstPrevious == Verdict.Slower ? " ▲" : p.AgainstPrevious == Verdict.Faster ? " ▼" : "");

    public static string Markdown(HistoryReport h)
    {
        var md = new StringBuilder("# JsonMatrix history\n\n").Append(MarkdownText.Escape(How(h))).Append("\n\n## Runs\n\n");
        MarkdownText.Table(md, ["run", "finished · commit · folder"], h.Runs.Select(r => (IReadOnlyList<string>)[r.Id, RunLabel(r)]));
        if (NotMeasured(h) is { Count: > 0 } notMeasured)
        {
            md.Append("## Not measured\n\n");
            foreach (var line in notMeasured) md.Append("- ").Append(MarkdownText.Escape(line)).Append('\n');
            md.Append('\n');
        }

        md.Append("## Regressions\n\n");
        if (h.Regressions.Count == 0) md.Append("None.\n\n");
        else MarkdownText.Table(md, ["benchmark", "from", "to", "ratio", "compared"],
            h.Regressions.Select(r => (IReadOnlyList<string>)[r.Key.ToString(), r.FromRun, r.ToRun, r.Ratio.ToString("0.000", CultureInfo.InvariantCulture), r.Compared]));
        md.Append("## Benchmarks\n\n▲ slower, ▼ faster than the previous run with the benchmark.\n\n");
        MarkdownText.Table(md, ["benchmark", .. h.Runs.Select(r => r.Id)],
            h.Series.Select(s => (IReadOnlyList<string>)[s.Key.ToString(), .. s.Points.Select(PointText)]),
            [false, .. h.Runs.Select(_ => true)]);
        return md.ToString();
    }

    public static string Html(HistoryReport h)
    {
        var html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>JsonMatrix history</title>\n<style>\n")
            .Append(HtmlAssets.Style).Append("\n</style>\n</head>\n<body>\n<h1>JsonMatrix history</h1>\n<p>").Append(HtmlText.Escape(How(h))).Append("</p>\n<h2>Runs</h2>\n<table><tr><th>run</th><th>finished · commit · folder</th></tr>\n");
        foreach (var r in h.Runs) html.Append($"<tr><td>{r.Id}</td><td>{HtmlText.Escape(RunLabel(r))}</td></tr>\n");
        html.Append("</table>\n");
        if (NotMeasured(h) is { Count: > 0 } notMeasured)
        {
            html.Append("<h2>Not measured</h2>\n<ul>\n");
            foreach (var line in notMeasured) html.Append("<li>").Append(HtmlText.Escape(line)).Append("</li>\n");
            html.Append("</ul>\n");
        }

        html.Append("<h2>Regressions</h2>\n");
        if (h.Regressions.Count == 0) html.Append("<p>None.</p>\n");
        else
        {
            html.Append("<table><tr><th>benchmark</th><th>from</th><th>to</th><th>ratio</th><th>compared</th></tr>\n");
            foreach (var r in h.Regressions)
                html.Append($"<tr><td>{HtmlText.Escape(r.Key.ToString())}</td><td>{r.FromRun}</td><td>{r.ToRun}</td><td class=\"num\">{r.Ratio.ToString("0.000", CultureInfo.InvariantCulture)}</td><td>{HtmlText.Escape(r.Compared)}</td></tr>\n");
            html.Append("</table>\n");
        }
        html.Append("<h2>Benchmarks</h2>\n<p>Hover a point for its time, its ratio to the previous run and the versions that ran; a red ring marks a regression.</p>\n");
        foreach (var s in h.Series)
            html.Append("<section><h3>").Append(HtmlText.Escape(s.Key.ToString())).Append("</h3>\n").Append(SvgHistoryChart.Render(h, s)).Append("\n</section>\n");
        return html.Append("</body>\n</html>\n").ToString();
    }

    public static string Json(HistoryReport h) => JsonText.Serialize(
        new HistoryDocument(
            h.Threshold,
            ChangeTest.Confidence,
            [.. h.Runs.Select(r => new HistoryRunDocument(r.Id, r.Folder, r.FinishedUtc, r.Commit,
                [.. r.FailedCells.Select(c => new NotMeasuredDocument(c.Cell, null, null, c.Reason)),
                 .. r.FailedBenchmarks.Select(b => new NotMeasuredDocument(b.Key.Cell, b.Key.Method, b.Key.Payload, b.Reason))]))],
            [.. h.Regressions.Select(r => new HistoryRegressionDocument(r.Key.ToString(), r.FromRun, r.ToRun, r.Ratio, r.Compared))],
            [.. h.Series.Select(s => new HistoryBenchmarkDocument(s.Key.Cell, s.Key.Method, s.Key.Payload, Points(h, s)))]),
        FormatsJsonContext.Readable.HistoryDocument);

    /// <summary>A point per run that has the benchmark; a run without it has none.</summary>
    private static List<HistoryPointDocument> Points(HistoryReport h, BenchmarkSeries s) =>
        [.. s.Points.Select((point, run) => (point, run)).Where(p => p.point is not null)
            .Select(p => new HistoryPointDocument(h.Runs[p.run].Id, p.point!.MedianNs, p.point.Versions,
                p.point.AgainstPrevious is { } v ? ComparisonJson.Name(v) : null, JsonNumbers.Finite(p.point.RatioToPrevious)))];
}
