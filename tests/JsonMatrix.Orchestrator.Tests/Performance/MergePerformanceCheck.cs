using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Performance;

/// <summary>
/// Measures `merge` on 200 synthetic cells (11,200 results, 48 raw measurements per benchmark as in the real
/// BenchmarkDotNet sample): read, merge and render all four reports. Prints the times; checks only the output's
/// size, so a slow machine does not fail it. The requirement (docs/report-schema.md) is under 3 s end to end.
/// </summary>
[Trait("Category", "Performance")]
public sealed class MergePerformanceCheck(ITestOutputHelper output) : IDisposable
{
    // JSONMATRIX_PERF_DIR keeps the synthetic set (in DIR/in) for timing the real `merge` command on it.
    private static readonly string? KeepIn = Environment.GetEnvironmentVariable("JSONMATRIX_PERF_DIR");

    private readonly string _root = KeepIn ?? Path.Combine(Path.GetTempPath(), "jsonmatrix-perf-" + Guid.NewGuid().ToString("n"));

    public void Dispose()
    {
        if (KeepIn is null && Directory.Exists(_root)) Directory.Delete(_root, recursive: true);
    }

    [PerformanceFact]
    public void Merging_two_hundred_cells_reports_how_long_each_step_takes()
    {
        var cells = LargeResultSet.Cells(200);
        SyntheticResults.WriteToDisk(Path.Combine(_root, "in"), cells, measurementsPerBenchmark: 48);
        var inputBytes = Directory.EnumerateFiles(Path.Combine(_root, "in"), "*", SearchOption.AllDirectories).Sum(f => new FileInfo(f).Length);
        var baseline = new Baseline("system-text-json", "netcoreapp3.1");

        // Warm up the JIT on one cell so the figures are of the work, not of first-call compilation.
        new FolderMerge().Run([Path.Combine(_root, "in", "cells", cells[0].Id)], Path.Combine(_root, "warm"), baseline);

        var total = Stopwatch.StartNew();
        var outcome = new FolderMerge().Run([Path.Combine(_root, "in")], Path.Combine(_root, "out"), baseline);
        total.Stop();

        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        Assert.Equal(200, outcome.Report!.Cells.Count);
        Assert.Equal(200 * 56, outcome.Report.Results.Count);
        output.WriteLine($"input: {cells.Count} cells, {outcome.Report.Results.Count} results, {inputBytes / 1024 / 1024} MiB of JSON");
        output.WriteLine($"merge end to end (read + merge + render all four + write): {total.ElapsedMilliseconds} ms");

        var step = Stopwatch.StartNew();
        var input = ResultsFolderReader.Read([Path.Combine(_root, "in")]);
        output.WriteLine($"  read files:  {step.ElapsedMilliseconds} ms");
        step.Restart();
        var report = ReportMerger.Merge(input.Cells, baseline);
        output.WriteLine($"  parse+merge: {step.ElapsedMilliseconds} ms");
        foreach (var renderer in ReportWriter.AllRenderers)
        {
            step.Restart();
            var text = renderer.Render(report);
            output.WriteLine($"  {renderer.FileName,-12} {step.ElapsedMilliseconds} ms, {text.Length / 1024} KiB");
        }
    }
}
