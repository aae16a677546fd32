using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The written files, or what could not be written.</summary>
public sealed record ReportWriteResult(IReadOnlyList<string> Files, string? Error);

/// <summary>The one place renderers' text reaches the disk: every renderer's file, UTF-8 without BOM, in one folder,
/// each written whole or not at all (a full disk leaves the previous report or none, never an empty file).</summary>
public static class ReportWriter
{
    public static readonly IReadOnlyList<IReportRenderer> AllRenderers =
        [new MarkdownReportRenderer(), new HtmlReportRenderer(), new JsonReportRenderer(), new CsvReportRenderer(), new Findings.FindingsSvgRenderer()];

    public static ReportWriteResult Write(string folder, MergedReport report, IReadOnlyList<IReportRenderer> renderers)
    {
        var files = new List<string>();
        try
        {
            // Renderers are pure and independent, so they render side by side; only the writing is sequential.
            var rendered = renderers.AsParallel().AsOrdered().Select(r => (r.FileName, Text: r.Render(report))).ToList();
            Directory.CreateDirectory(folder);
            foreach (var (fileName, text) in rendered)
            {
                var path = Path.Combine(folder, fileName);
                // A renderer with nothing to say writes no file, and leaves none from an earlier merge that had.
                if (text.Length == 0)
                {
                    if (File.Exists(path)) File.Delete(path);
                    continue;
                }
                FileSystem.AtomicFile.WriteAllText(path, text);
                files.Add(path);
            }
            return new ReportWriteResult(files, null);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return new ReportWriteResult(files, $"cannot write the report to '{folder}': {ex.Message} Choose another folder with --out, or fix its permissions.");
        }
    }
}
