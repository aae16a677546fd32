using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Parsing;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Input;

/// <summary>Reads a run folder the way merge does (<see cref="ResultsFolderReader"/>, <see cref="CellFolderParser"/>): a
/// cell merge calls failed has no figures here either, and one bad file fails its cell, not the command.</summary>
public static class RunFigures
{
    public static RunFiguresResult Read(string runDirectory)
    {
        if (ResultsFolderReader.RunsBelow(runDirectory) is { Count: > 1 } runs)
        {
            // Their cells would read as one run whose cells ran in several processes: a figure made of two runs.
            var named = string.Join(", ", runs.Take(3).Select(run => $"'{run}'")) + (runs.Count > 3 ? $" and {runs.Count - 3} more" : "");
            return new RunFiguresResult(new Dictionary<BenchmarkKey, BenchmarkFigure>(), [], [], 0, false,
                [$"'{runDirectory}' holds {runs.Count} runs ({named}): pass the folder of one run."]);
        }

        var (cellFiles, errors) = ResultsFolderReader.Find([runDirectory]);
        if (errors.Count > 0) return new RunFiguresResult(new Dictionary<BenchmarkKey, BenchmarkFigure>(), [], [], 0, false, errors);
        var parsed = cellFiles.Select((file, order) => CellFolderParser.Parse(ResultsFolderReader.ReadCell(file, order))).ToList();
        var cells = parsed.Where(cell => !cell.Outcome.IsWeb).ToList();
        var figures = new Dictionary<BenchmarkKey, BenchmarkFigure>();
        var failed = new List<FailedCell>();
        var failedBenchmarks = new List<FailedBenchmarkFigure>();
        // The cells measured in rounds: their figures, paired with the yardstick, judged over the whole run.
        var inRounds = cells.GroupBy(c => c.Outcome.Id).Where(g => Merging.PairedResults.InRounds([.. g])).SelectMany(g => g).ToList();
        var paired = inRounds.Count == 0 ? [] : Merging.PairedResults.Rows(inRounds, Noise.NoiseRules.DefaultThreshold).Rows
            .ToDictionary(r => (r.Cell, r.Payload, r.Operation));
        foreach (var cell in cells.GroupBy(c => c.Outcome.Id))
        {
            var processes = cell.OrderBy(c => c.Outcome.Repeat).ToList();
            var ok = processes.Where(c => c.Outcome.Status == CellStatus.Ok).ToList();
            AddColdStart(processes, figures, failedBenchmarks);
            if (ok.Count == 0)
            {
                if (processes.FirstOrDefault(c => c.Outcome.Status == CellStatus.Failed) is { } f) failed.Add(new FailedCell(cell.Key, f.Outcome.Reason ?? "failed"));
                continue;
            }

            foreach (var benchmark in ok.SelectMany(c => c.Measured).GroupBy(m => (m.Operation, m.Payload)))
            {
                if (paired.TryGetValue((cell.Key, benchmark.Key.Payload, benchmark.Key.Operation), out var row) && row.Paired is { } figure)
                {
                    // A figure from rounds: its time, and each fast process's floor × for the verdict (none in the floor's own cell).
                    figures[new BenchmarkKey(cell.Key, benchmark.Key.Operation, benchmark.Key.Payload)] = new BenchmarkFigure(
                        figure.Nanoseconds, row.AllocatedBytes, figure.ProcessNs)
                    {
                        ProcessFloorRatios = figure.ProcessFloorRatios.Count > 0 ? figure.ProcessFloorRatios : null,
                        FloorRatioWithinVariance = figure.FloorRatioWithinVariance,
                        YardstickGroup = figure.YardstickGroup,
                    };
                    continue;
                }

                // Every median here passed FigureBounds in the parser: finite, 1 ns to 1 hour.
                var medians = benchmark.Select(m => m.Statistics.Median).ToList();
                var within = benchmark.Average(m => WithinVariance(m.Statistics));
                figures[new BenchmarkKey(cell.Key, benchmark.Key.Operation, benchmark.Key.Payload)] = new BenchmarkFigure(
                    Median.Of(medians), benchmark.Select(m => m.AllocatedBytes).FirstOrDefault(b => b is not null), medians, within);
            }

            // A benchmark no process measured (BenchmarkDotNet gave no statistics, or figures that are not times).
            foreach (var benchmark in ok.SelectMany(c => c.FailedBenchmarks).GroupBy(f => (f.Operation, f.Payload)))
            {
                var key = new BenchmarkKey(cell.Key, benchmark.Key.Operation, benchmark.Key.Payload);
                if (figures.ContainsKey(key) || failedBenchmarks.Any(f => f.Key == key)) continue;
                failedBenchmarks.Add(new FailedBenchmarkFigure(key, benchmark.Select(f => f.Reason).FirstOrDefault(r => r is not null) ?? "BenchmarkDotNet measured nothing"));
            }
        }

        if (figures.Count == 0 && failed.Count == 0 && failedBenchmarks.Count == 0)
        {
            errors = [$"'{runDirectory}' holds no micro benchmark results (cells/<cell>/{JsonMatrix.Contracts.Cells.CellFolder.BenchmarkReports}): pass the --out folder of a run."];
        }

        var jobs = cells.Select(c => c.Outcome.Job).OfType<string>().Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal).ToList();
        var maxProcesses = cells.Count == 0 ? 0 : cells.GroupBy(c => c.Outcome.Id).Max(g => g.Count());
        var steady = cells.Any(c => c.Metadata?.Warmup is not null);
        return new RunFiguresResult(figures, failed.OrderBy(f => f.Cell, StringComparer.Ordinal).ToList(), jobs, maxProcesses, steady, errors)
        {
            FailedBenchmarks = failedBenchmarks.OrderBy(f => f.Key.ToString(), StringComparer.Ordinal).ToList(),
            Outcomes = parsed.Select(cell => cell.Outcome).ToList(),
            CpuModelOfCell = cells.Select(c => (c.Outcome.Id, Model: Text.OutputText.Cut(c.Host?.ProcessorName?.Trim(), Text.OutputText.QuoteLength))).Where(c => !string.IsNullOrEmpty(c.Model))
                .GroupBy(c => c.Id).ToDictionary(g => g.Key, g => g.First().Model!),
        };
    }

    /// <summary>The cold-start figures the cell's processes sampled (their shares of the rounds joined), one per serializer, payload and operation, each
    /// fresh process a sample (ns, as the benchmarks' figures), under each serializer's cell (<see cref="Merging.ColdStartAttribution"/>);
    /// or, when its cold-start.json could not be used, one failed figure standing for the cell's. The start-up floor is
    /// one measurement that every serializer of the build shares: it is one figure, under the first part's cell, so that
    /// compare judges (and counts) it once, not once per serializer.</summary>
    private static void AddColdStart(IReadOnlyList<CellData> processes, Dictionary<BenchmarkKey, BenchmarkFigure> figures, List<FailedBenchmarkFigure> failed)
    {
        var cell = processes[0].Outcome.Id;
        var parts = Merging.ColdStartAttribution.Parts(processes);
        foreach (var (owner, result) in parts)
        {
            var sharedStartUp = owner != parts[0].Cell;
            foreach (var figure in result.Samples.GroupBy(s => (s.Operation, s.Payload)).Where(f => !(sharedStartUp && f.Key.Operation == ColdStartResult.StartUp)))
            {
                var samples = figure.Select(s => s.ProcessMs * 1e6).ToList();
                figures[BenchmarkKey.ColdStart(owner.Id, figure.Key.Operation, figure.Key.Payload)] = new BenchmarkFigure(Median.Of(samples), null, samples)
                {
                    ProcessFloorRatios = Merging.ColdStartPairs.OverStartUp(result.Samples, figure.Key.Operation, figure.Key.Payload),
                    YardstickGroup = "cold start|" + owner.Runtime,
                };
            }
        }

        if (!parts.Any(part => part.Cell.Id == cell)
            && processes.Where(c => c.Outcome.Status == CellStatus.Ok).FirstOrDefault(c => c.ColdStartProblem is not null)?.ColdStartProblem is { } problem)
        {
            failed.Add(new FailedBenchmarkFigure(new BenchmarkKey(cell, BenchmarkKey.AnyColdStart, "*"), problem));
        }
    }

    /// <summary>The squared relative standard error of a process's median from its iterations (1.2533 σ / √n for a
    /// median), 0 when unknown.</summary>
    private static double WithinVariance(BdnStatistics s) =>
        s.StandardDeviation is { } sd && s.N > 1 && s.Median > 0 ? Math.Pow(1.2533 * sd / Math.Sqrt(s.N) / s.Median, 2) : 0;
}
