using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Reporting.Model;
using static JsonMatrix.Orchestrator.Formats.JsonNumbers;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>report.json: the merged model for machines, mapped to its declared document (<see cref="ReportDocument"/>,
/// schema in docs/report-schema.md) and serialized through the source-generated context.</summary>
public sealed class JsonReportRenderer : IReportRenderer
{
    public string FileName => "report.json";

    public string Render(MergedReport report) => JsonText.Serialize(Document(report), FormatsJsonContext.Readable.ReportDocument);

    private static ReportDocument Document(MergedReport report) => new(
        report.SchemaVersion,
        new ReportBaselineDocument(report.Baseline.Serializer, report.Baseline.Runtime),
        report.NoiseThreshold,
        Summary(report),
        [.. report.Environments.Select(Environment)],
        [.. report.Cells.Select(ReportCellJson.Document)],
        [.. report.Results.Select(Result)],
        [.. report.NotApplicable.Select(n => new NotApplicableDocument(n.Cell, n.Runtime, n.Serializer, n.Escaping, n.Lifetime, n.Payload, n.Operation, n.Status, n.Reason))],
        TrendJson.Documents(report.Trends),
        report.Notes,
        Web.WebJsonSection.Document(report.Web))
    {
        Findings = Findings.FindingsJsonSection.Documents(report.Findings),
        ColdStart = ColdStart.ColdStartJsonSection.Documents(report.ColdStart),
        Steadiness = report.Steadiness.Processes == 0 ? null : new SteadinessDocument(report.Steadiness.Processes,
            [.. report.Steadiness.SlowProcesses.Select(p => new SlowProcessDocument(p.Cell, p.Repeat, p.State))], report.Steadiness.StandIns,
            report.Steadiness.RoundsLeftOut, report.Steadiness.Rounds, report.Steadiness.FastStateMedian, report.Steadiness.FastStateMax)
        {
            CpuGate = report.Steadiness.CpuGate is { } gate ? new CpuGateDocument(gate.Processes, gate.Pairs, gate.SlowPairs, System.Math.Round(gate.WaitedMs, 1)) : null,
            CollectedHeap = report.Steadiness.CollectedHeap.Count > 0 ? report.Steadiness.CollectedHeap : null,
        },
    };

    private static ReportSummaryDocument Summary(MergedReport report)
    {
        int Count(string status) => report.Cells.Count(c => c.Status == status);
        return new ReportSummaryDocument(report.Cells.Count, Count(CellStatus.Ok), Count(CellStatus.Failed), Count(CellStatus.Unsupported),
            Count(CellStatus.Unavailable), report.Results.Count, report.NotApplicable.Count);
    }

    private static ReportEnvironmentDocument Environment(RunEnvironment e) => new(
        e.Id, e.RunId, e.Isolation, e.ProcessorName, e.PhysicalCoreCount, e.LogicalCoreCount, e.ProcessorCount,
        e.OsVersion, e.OsDescription, e.Architecture, e.BenchmarkDotNetVersion, e.ChronometerHz, e.HardwareTimerKind,
        e.CpuSet, e.MemoryBytes,
        e.Web is { } web ? new WebCpusDocument(web.ServerCpus, web.LoadGeneratorCpus) : null,
        e.Web?.GarbageCollector is { } gc ? new WebGcDocument(gc.Server, gc.Concurrent, gc.LatencyMode) : null,
        e.Cells);

    private static ReportResultDocument Result(ResultRow r) => new(
        r.Cell, r.Runtime, r.Serializer, r.Escaping, r.Lifetime, r.Payload, r.Operation,
        Finite(r.MedianNs), Finite(r.MeanNs), Finite(r.StdDevNs), Finite(r.MinNs), Finite(r.MaxNs), r.AllocatedBytes, r.N,
        Finite(r.Ratio), r.Note, Finite(r.RatioInterval?.Lower), Finite(r.RatioInterval?.Upper),
        Finite(r.FloorRatio), Finite(r.FloorRatioInterval?.Lower), Finite(r.FloorRatioInterval?.Upper),
        Finite(r.Spread?.ConfidenceLevel), Finite(r.Spread?.CiLowerNs), Finite(r.Spread?.CiUpperNs), Finite(r.Spread?.ErrorPercent),
        Finite(r.Spread?.MValue), r.Spread?.Noisy ?? false, r.Spread?.Noise,
        r.Repeats?.MediansNs, r.Repeats?.SpreadPercent)
    {
        RatioAcrossEnvironments = r.RatioAcrossEnvironments,
        AllocationExact = r.AllocationExact,
    };
}
