using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Formats;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary><see cref="CellRecord"/> ⇄ cell.json's document: every field written; read back with the checks a file
/// from anywhere needs (required fields, a status of <see cref="CellStatus.All"/>, a real cell id) and the defaults of
/// fields older files lack.</summary>
internal static class CellRecordMapping
{
    public static CellRecordDocument ToDocument(CellRecord r) => new(
        r.SchemaVersion, r.Id, r.Runtime, r.Serializer, r.Escaping, r.Lifetime, r.Platform, r.Host, r.Framework,
        r.RuntimeLabel, r.RuntimeVersion, r.Package, r.PackageVersion, r.Status, r.Reason, r.LogExcerpt, r.Isolation,
        r.Job, r.RunId, r.StartedUtc, r.FinishedUtc, new CellLimitsDocument(r.Limits.Cpuset, r.Limits.MemoryBytes),
        r.Image, r.PublishHash, r.ExitCode, r.WallMs, r.BenchMs, r.OverheadMs,
        [.. r.Steps.Select(s => new StepDocument(s.Name, s.Status, s.Milliseconds, s.Cached, s.Shared, s.Detail))],
        r.Benchmarks,
        r.Interference is { } i
            ? new InterferenceDocument([.. i.OtherRunsDuringCell.Select(o => new OtherRunDocument(o.RunId, o.ProcessId, o.Cpus))], i.WaitedSeconds, i.WaitedFor)
            : null,
        r.Workload, r.Repeat)
    {
        NativeAot = r.NativeAot is { } aot ? new NativeAotBuildDocument(aot.BinaryBytes, aot.PublishWarnings) : null,
        Rerun = r.Rerun,
    };

    public static (CellRecord? Record, string? Error) FromDocument(CellRecordDocument d)
    {
        if (d.Id is not { } id) return Problem("$.id", "is missing");
        if (d.Status is not { } status) return Problem("$.status", "is missing");
        if (!CellStatus.All.Contains(status)) return Problem("$.status", $"is '{status}'; expected one of {string.Join(", ", CellStatus.All)}");
        // The id names the cell's folder and paths made from it: read back, it must pass what a typed id passes.
        if (CellIds.Check(id) is { } invalid) return Problem("$.id", $"is {Text.OutputText.Quote(id)}, not a cell id ({invalid})");
        // The run id groups cells into environments and may name a folder: it must be one a run could have made.
        if (d.RunId is { } runId && !RunId.IsValid(runId)) return Problem("$.runId", $"is {Text.OutputText.Quote(runId)}, not a run id ({RunId.Description})");
        var key = CellKey.TryParse(id)!.Value;
        var steps = new List<StepTiming>();
        foreach (var (step, n) in (d.Steps ?? []).Select((step, n) => (step, n)))
        {
            if (step?.Name is not { } name) return Problem($"$.steps[{n}]{(step is null ? "" : ".name")}", "is missing");
            steps.Add(new StepTiming(name, step.Status ?? "?", step.Milliseconds ?? 0, step.Cached ?? false, step.Shared ?? false, step.Detail));
        }

        var nullPair = d.Benchmarks is { } pairs ? pairs.ToList().IndexOf(null!) : -1;
        if (nullPair >= 0) return Problem($"$.benchmarks[{nullPair}]", "must be a string \"payload:operation\", found null");
        var runtime = d.Runtime ?? key.Runtime;
        var (platform, host) = CellRecordJson.PlatformAndHost(runtime, d.Framework);
        return (new CellRecord(
            CellRecord.CurrentSchemaVersion,
            id, runtime, d.Serializer ?? key.Serializer, d.Escaping ?? key.Escaping ?? "?", d.Lifetime ?? key.Lifetime ?? "?",
            d.Platform ?? platform, d.Host ?? host, d.Framework,
            d.RuntimeLabel, d.RuntimeVersion, d.Package, d.PackageVersion,
            status, d.Reason, d.LogExcerpt, d.Isolation, d.Job, d.RunId,
            d.StartedUtc, d.FinishedUtc,
            new CellLimits(d.Limits?.Cpuset, d.Limits?.MemoryBytes),
            d.Image, d.PublishHash, d.ExitCode,
            d.WallMs, d.BenchMs, d.OverheadMs,
            steps)
        {
            Benchmarks = d.Benchmarks,
            Interference = Interference(d.Interference),
            Repeat = (int)Math.Clamp(d.Repeat ?? 1, 1, int.MaxValue),
            Workload = d.Workload ?? key.Workload,
            Rerun = d.Rerun,
            NativeAot = d.NativeAot is { } aot
                ? new NativeAotBuild(aot.BinaryBytes is >= 0 ? aot.BinaryBytes : null, aot.PublishWarnings is >= 0 ? aot.PublishWarnings : null)
                : null,
        }, null);
    }

    private static CellInterference? Interference(InterferenceDocument? i) => i is null ? null : new CellInterference(
        [.. (i.OtherRunsDuringCell ?? []).Select(o => new OtherRun(o?.RunId, o?.ProcessId, [.. (o?.Cpus ?? []).Where(cpu => cpu >= 0)]))],
        i.WaitedSeconds ?? 0, i.WaitedFor);

    private static (CellRecord?, string?) Problem(string path, string problem) => (null, $"{path} {problem}");
}
