using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Running.Durations;

/// <summary>
/// What a finished cell cost, from its folder: cell.json's wall time and steps, metadata.json's benchmark time, and
/// BenchmarkDotNet's full JSON report, whose measurements (every stage but the derived "Result") say how the benchmark
/// time divides between the benchmarks. The rest of the bench's time after its warm-up (per-benchmark set-up and the
/// allocation re-check) is spread over the benchmarks in the same proportion.
/// </summary>
public static class CellDurationReader
{
    public static CellDuration? Read(string cellDirectory, CellRecord record)
    {
        // Only a file of an older run lacks these; it teaches nothing about what a cell costs.
        // An unavailable cell is never attempted: its few milliseconds say nothing about what a cell costs.
        if (record.WallMs is not { } wallMs || record.Job is not { } job || record.Status == CellStatus.Unavailable) return null;
        var setup = record.Steps.Where(step => step.Shared).Sum(step => step.Milliseconds);
        if (record.Workload == Contracts.Cells.CellKey.Web)
        {
            return WebCell(cellDirectory, record, wallMs, setup);
        }

        var (metadata, _) = CellFolderReader.Metadata(cellDirectory);
        var shares = MeasuredNanoseconds(cellDirectory);
        // A report whose measurements sum to nothing (empty Measurements) cannot divide the time: nothing learned.
        if (record.Status != CellStatus.Ok || metadata?.BenchmarkMs is not { } benchmarkMs || !(shares.Values.Sum() > 0))
        {
            var failed = record.Status == CellStatus.Ok ? (double?)null : (wallMs - setup) / 1000.0;
            return new CellDuration(record.Id, job, record.Runtime, record.Serializer, record.Lifetime, new Dictionary<string, double>(), 0, setup > 0 ? setup / 1000.0 : null, failed);
        }

        // The warm-up until the JIT goes quiet is the process's, whatever its number of benchmarks: it counts in the
        // overhead. Spread over a cell's benchmarks, a cell of two made each look seconds long to every other cell.
        var measuredMs = benchmarkMs - System.Math.Clamp(metadata.Warmup?.Milliseconds ?? 0, 0, benchmarkMs);
        var total = shares.Values.Sum();
        var seconds = shares.ToDictionary(pair => pair.Key, pair => measuredMs / 1000.0 * pair.Value / total);
        // Cold start has its own term in the estimate (DurationEstimate.ColdStart): it is not overhead of this runtime's cells.
        var coldStart = ColdStart(cellDirectory);
        var overhead = (wallMs - setup - measuredMs - (coldStart?.MeasurementMs ?? 0)) / 1000.0;
        return new CellDuration(record.Id, job, record.Runtime, record.Serializer, record.Lifetime, seconds, System.Math.Max(0, overhead), setup > 0 ? setup / 1000.0 : null,
            ColdStartSecondsPerProcess: coldStart is { Samples.Count: > 0 } c ? c.MeasurementMs / 1000.0 / c.Samples.Count : null,
            MeasuredAllocations: Execution.CellPass.MeasuresAllocationsIn(record.Repeat));
    }

    private static ColdStartResult? ColdStart(string cellDirectory) =>
        CellFolderReader.ColdStartText(cellDirectory).Text is { } text ? ColdStartResultJson.Read(text).Result : null;

    /// <summary>A web cell's overhead is what its wall time adds to its warm-ups and measured windows.</summary>
    private static CellDuration WebCell(string cellDirectory, CellRecord record, long wallMs, long setup)
    {
        var (result, _) = CellFolderReader.WebResult(cellDirectory);
        var failed = record.Status == CellStatus.Ok && result is not null ? (double?)null : (wallMs - setup) / 1000.0;
        // As the estimate counts it (WebLoadSettings.LoadTime): the measured windows and a share of the warm-up cycles
        // that ran (files written before they were recorded: the least warm-up), so what is learned is what it adds.
        var cycles = result is null ? 0 : result.Scenarios.Select(s => s.Warmup?.RequestsPerSecond.Count ?? (int)result.Settings.WarmupSeconds).DefaultIfEmpty(0).Max();
        var load = result is null ? 0 : result.Scenarios.Sum(s => result.Settings.Repeats * result.Settings.DurationSeconds)
            + (cycles * WebLoadSettings.WarmupCycle.TotalSeconds / WebLoadSettings.CellsPerWarmup);
        var overhead = System.Math.Max(0, ((wallMs - setup) / 1000.0) - load);
        return new CellDuration(record.Id, DurationEstimate.WebJobKey, record.Runtime, record.Serializer, record.Lifetime,
            new Dictionary<string, double>(), failed is null ? overhead : 0, setup > 0 ? setup / 1000.0 : null, failed);
    }

    /// <summary>"payload:operation" → nanoseconds BenchmarkDotNet spent in its iterations, from the cell's full JSON
    /// reports read as merge reads them (<see cref="CellFolderReader"/>, <see cref="BdnReportParser"/>); empty when one
    /// cannot be read or holds a time that is not a figure.</summary>
    public static IReadOnlyDictionary<string, double> MeasuredNanoseconds(string cellDirectory)
    {
        var sums = new Dictionary<string, double>();
        var problems = new List<string>();
        var reports = CellFolderReader.BenchmarkReports(cellDirectory, problems);
        // A report the merge cannot read either: this cell teaches the estimate nothing.
        if (problems.Count > 0) return new Dictionary<string, double>();
        foreach (var text in reports)
        {
            var (report, _) = BdnReportParser.Parse(text.Utf8.Span);
            if (report is null) return new Dictionary<string, double>();
            foreach (var benchmark in report.Benchmarks)
            {
                var operation = KnownIds.OperationByMethod.GetValueOrDefault(benchmark.Method);
                if (operation is null || benchmark.SpentNanoseconds is not { } nanoseconds) continue;
                if (double.IsNaN(nanoseconds)) return new Dictionary<string, double>();
                var pair = CellBenchmarks.PairId(benchmark.Parameters.GetValueOrDefault("Payload") ?? "", operation);
                sums[pair] = sums.GetValueOrDefault(pair) + nanoseconds;
            }
        }

        return sums;
    }
}
