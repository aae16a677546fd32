using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Formats;
using JsonMatrix.Orchestrator.Reporting.Model;
using static JsonMatrix.Orchestrator.Formats.JsonNumbers;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>A merged cell → report.json's cell document (<see cref="ReportCellDocument"/>).</summary>
public static class ReportCellJson
{
    internal static ReportCellDocument Document(CellSummary c) => new(
        c.Id, c.Runtime, c.RuntimeLabel, c.Serializer, c.Workload, c.Escaping, c.Lifetime, c.Platform, c.Host, c.Framework, c.Job,
        c.Status, c.Reason, c.Isolation, c.Environment,
        // Milliseconds always shown and 'Z' spelled out: the format docs/report-schema.md shows, not the serializer's.
        c.FinishedUtc?.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss.fff'Z'", CultureInfo.InvariantCulture),
        c.Folder, c.ResultCount, c.Repeats, c.Benchmarks,
        c.Drift is { } d
            ? new DriftDocument(d.Sample.CalibrationBeforeNs, d.Sample.CalibrationAfterNs, Finite(d.Sample.LoadAverageBefore),
                Finite(d.Sample.LoadAverageAfter), Finite(d.Sample.StealPercent), d.ChangePercent, d.VersusRunPercent, d.Flag)
            : null,
        c.Interference is { } i
            ? new ReportInterferenceDocument([.. i.OtherRunsDuringCell.Select(o => new OtherRunDocument(o.RunId, o.ProcessId, o.Cpus))],
                i.WaitedSeconds, i.WaitedFor, c.InterferenceFlag)
            : null,
        Versions(c.Versions),
        [.. c.Emulated.Select(e => new EmulatedDocument(e.Operation, e.Note))],
        [.. c.Steps.Select(s => new ReportStepDocument(s.Name, s.Status, s.Milliseconds))],
        c.LogExcerpt)
    {
        NativeAot = c.NativeAot is { } a
            ? new NativeAotDocument(a.IsDynamicCodeSupported, a.CompiledMethods, a.RanAheadOfTime, a.BinaryBytes, a.PublishWarnings)
            : null,
    };

    private static VersionsDocument Versions(CellVersions v) => new(
        v.Package, v.PackageVersion, v.RuntimeVersion, v.FrameworkDescription, v.TargetFramework, v.IsMono, v.BenchmarkDotNetRuntime,
        [.. v.Assemblies.Select(a => new AssemblyDocument(a.Name, a.AssemblyVersionText, a.FileVersion, a.InformationalVersion))],
        v.SourceGenerationFastPath);
}
