using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.FileSystem;
using JsonMatrix.Orchestrator.Reports.Input;
using JsonMatrix.Orchestrator.Reports.Parsing;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>Reads every cell's BenchmarkDotNet results below a run folder (cells/&lt;id&gt;/bdn/results/*-report-full.json).</summary>
public static class RunFigures
{
    public static (IReadOnlyDictionary<BenchmarkKey, BenchmarkFigure> Figures, IReadOnlyList<string> Errors) Read(string runDirectory)
    {
        var figures = new Dictionary<BenchmarkKey, List<BenchmarkFigure>>();
        var errors = new List<string>();
        var skipped = new List<string>();
        var reports = FolderWalk.FilesNamed(runDirectory, name => name.EndsWith("-report-full.json", System.StringComparison.Ordinal), skipped);
        reports.Sort(System.StringComparer.Ordinal);
        foreach (var report in reports)
        {
            // <cell>/bdn/results/<file>: the cell folder's name is the cell id; with run --repeat, <cell>/repeat-<k>/bdn/….
            var cellFolder = Path.GetDirectoryName(Path.GetDirectoryName(Path.GetDirectoryName(report)));
            var cell = Path.GetFileName(cellFolder) ?? "?";
            if (cell.StartsWith("repeat-", System.StringComparison.Ordinal) && Path.GetFileName(Path.GetDirectoryName(cellFolder)) is { Length: > 0 } parent)
            {
                cell = parent;
            }

            var (bytes, readError) = RegularFile.ReadBytes(report, ResultsFolderReader.MaxReportBytes, followLinks: false);
            var (parsed, error) = bytes is null ? (null, readError) : BdnReportParser.Parse(bytes);
            if (parsed is null)
            {
                errors.Add(bytes is null ? readError! : $"{report}: {error}");
                continue;
            }

            foreach (var benchmark in parsed.Benchmarks)
            {
                if (benchmark.Statistics is { } statistics)
                {
                    var payload = benchmark.Parameters.TryGetValue("Payload", out var value) ? value : "-";
                    var key = new BenchmarkKey(cell, benchmark.Method, payload);
                    if (!figures.TryGetValue(key, out var repeats))
                    {
                        figures[key] = repeats = [];
                    }

                    repeats.Add(new BenchmarkFigure(statistics.Median, benchmark.AllocatedBytes, statistics.Sample ?? []));
                }
            }
        }

        if (figures.Count == 0 && errors.Count == 0)
        {
            errors.Add($"'{runDirectory}' holds no BenchmarkDotNet results (cells/<cell>/bdn/results/*-report-full.json): pass the --out folder of a run.");
        }

        return (figures.ToDictionary(pair => pair.Key, pair => Combine(pair.Value)), errors);
    }

    /// <summary>The repeats of a benchmark (run --repeat) as one figure: the median of their medians, and every
    /// repeat's measurements as one sample for the test.</summary>
    private static BenchmarkFigure Combine(List<BenchmarkFigure> repeats) => repeats.Count == 1
        ? repeats[0]
        : new BenchmarkFigure(Reports.Merging.RepeatCombiner.Median(repeats.Select(r => r.MedianNs)), repeats[0].AllocatedBytes, [.. repeats.SelectMany(r => r.Sample)]);
}
