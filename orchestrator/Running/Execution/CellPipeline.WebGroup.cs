using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Running.Web;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>A run's web cells as one run of the web app (<see cref="WebGroups"/>): one publish per runtime, one image
/// holding them all, one container (or process) serving every serializer of every runtime from a server process of its
/// own, their windows in rotating rounds.
/// Each cell still gets its own folder (cell.json, web-result.json, log.txt) as if it had run alone; a cell that failed
/// (its gate, its server) fails alone.</summary>
public sealed partial class CellPipeline
{
    /// <summary>The cells' records, in the order given. Cells that cannot run here end at once; the others run together.</summary>
    public async Task<IReadOnlyList<CellRecord>> RunWebGroupAsync(IReadOnlyList<Cell> cells, IRunProgress progress, CancellationToken cancellationToken,
        string? cpuSet = null, CoreSetWait? waited = null, int repeat = 1)
    {
        var records = new CellRecord?[cells.Count];
        var runs = new List<(int Index, CellRun Run)>();
        for (var i = 0; i < cells.Count; i++)
        {
            var run = new CellRun(cells[i], _settings, _executor.Isolation, _time, repeat);
            run.ResetFolder();
            if (waited is not null)
            {
                run.Interference = new CellInterference([], waited.Seconds, waited.Holder);
            }

            records[i] = await FinishIfNotRunnableAsync(cells[i], run).ConfigureAwait(false);
            if (records[i] is null) runs.Add((i, run));
        }

        if (runs.Count > 0)
        {
            var finished = await RunTogetherAsync(runs.Select(r => (cells[r.Index], r.Run)).ToList(), progress, cpuSet, waited, cancellationToken).ConfigureAwait(false);
            for (var k = 0; k < runs.Count; k++) records[runs[k].Index] = finished[k];
        }

        return records.Select(record => record!).ToList();
    }

    private async Task<IReadOnlyList<CellRecord>> RunTogetherAsync(IReadOnlyList<(Cell Cell, CellRun Run)> members, IRunProgress progress, string? cpuSet,
        CoreSetWait? waited, CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        var first = members[0].Cell;
        if (members.Count > 1)
        {
            progress.Note(first, $"{string.Join(", ", members.Select(m => m.Cell.Id))} run together: one server process each, their windows in rotating rounds");
        }

        var records = new Dictionary<CellRun, CellRecord>();
        var (group, prepared, apps) = await PrepareGroupAsync(members, records, progress, cancellationToken).ConfigureAwait(false);
        if (prepared is null)
        {
            return members.Select(m => records[m.Run]).ToList();
        }

        progress.StepStarted(group[0].Cell, "run");
        var scratch = Path.Combine(Path.GetTempPath(), $"jsonmatrix-web-{_settings.RunId}-{Guid.NewGuid():N}");
        Directory.CreateDirectory(scratch);
        try
        {
            var request = WebGroupRequest(group.Select(m => m.Cell).ToList(), prepared, scratch, cpuSet, apps);
            progress.Note(group[0].Cell, request.Web!.Cpus.Note);
            var othersAtStart = OtherRuns?.Sample() ?? [];
            var execution = await _executor.ExecuteAsync(request, step => progress.StepStarted(group[0].Cell, step), cancellationToken).ConfigureAwait(false);
            var interference = OtherRuns is null ? null : new CellInterference(OtherRun.Union([.. othersAtStart, .. OtherRuns.Sample()]), waited?.Seconds ?? 0, waited?.Holder);
            var log = group.Count == 1 ? execution.LogText
                : $"# web cells {string.Join(", ", group.Select(m => m.Cell.Id))} ran together (docs/web.md, \"Rotation\"); this log is the whole run's{Environment.NewLine}{execution.LogText}";

            // Each cell's wall time is its share of the group's, so the learned durations and the plan's estimate add up
            // to the group's time: its cells' windows and one start-up. Set-up done before the first cell is not in the
            // group's clock: only its own builds (the group's image) come out of it.
            var shared = group.Sum(m => m.Run.SharedSetupMs - m.Run.AheadMs);
            var share = (clock.ElapsedMilliseconds - shared) / group.Count;
            foreach (var (cell, run) in group)
            {
                records[run] = await FinishMemberAsync(cell, run, execution, scratch, log, share + run.SharedSetupMs, interference, group.Count, apps is not null).ConfigureAwait(false);
            }

            return members.Select(m => records[m.Run]).ToList();
        }
        finally
        {
            try
            {
                Directory.Delete(scratch, recursive: true);
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                // A leftover in the temporary folder costs nothing but space.
            }
        }
    }

    /// <summary>Each runtime's web app published apart (a runtime whose publish fails fails alone, its cells recorded in
    /// <paramref name="records"/>); the first runtime that published drives the group, in its own image, which for
    /// several runtimes becomes one holding the others' apps too. The cells that run, what they run in and each runtime's
    /// app there (null for one runtime); a null bench when none can run.</summary>
    private async Task<(IReadOnlyList<(Cell Cell, CellRun Run)> Group, PreparedBench? Prepared, IReadOnlyDictionary<string, string>? Apps)> PrepareGroupAsync(
        IReadOnlyList<(Cell Cell, CellRun Run)> members, Dictionary<CellRun, CellRecord> records, IRunProgress progress, CancellationToken cancellationToken)
    {
        var published = new List<(List<(Cell Cell, CellRun Run)> Members, PublishedBench Bench)>();
        foreach (var runtime in members.GroupBy(m => PublishSpec.ForCell(m.Cell, _settings.Serializers).Key))
        {
            var own = runtime.ToList();
            var (bench, failed) = await PublishAsync(own[0].Cell, [.. own.Select(m => m.Run)], progress, cancellationToken).ConfigureAwait(false);
            if (bench is null) Record(records, own, failed!);
            else published.Add((own, bench));
        }

        while (published.Count > 0)
        {
            var (driverMembers, driverBench) = published[0];
            var (driver, failed) = await ImageAsync(driverMembers[0].Cell, [.. driverMembers.Select(m => m.Run)], driverBench, progress, cancellationToken).ConfigureAwait(false);
            if (driver is null)
            {
                Record(records, driverMembers, failed!);
                published.RemoveAt(0);
                continue;
            }

            if (published.Count == 1)
            {
                return (driverMembers, driver, null);
            }

            // The others' image step is the group's image: every cell then records the image it ran in.
            var others = published.Skip(1).ToList();
            var otherRuns = others.SelectMany(o => o.Members.Select(m => m.Run)).ToList();
            progress.StepStarted(others[0].Members[0].Cell, "image");
            var stopwatch = Stopwatch.StartNew();
            var group = await _executor.PrepareWebGroupAsync(driver, [.. others.Select(o => o.Bench)], cancellationToken).ConfigureAwait(false);
            var image = group.IsSuccess ? StepResult<PreparedBench>.Success(group.Value.Driver, group.Log) : StepResult<PreparedBench>.Failed(group.Failure!, group.Log);
            var (prepared, imageFailed) = await RecordImageAsync(others[0].Members[0].Cell, otherRuns, image, stopwatch.ElapsedMilliseconds, progress).ConfigureAwait(false);
            if (prepared is null)
            {
                // Without the group's image, the driver's runtime still runs alone in its own.
                foreach (var other in others) Record(records, other.Members, imageFailed!);
                return (driverMembers, driver, null);
            }

            foreach (var run in driverMembers.Select(m => m.Run)) run.Image = prepared.Image;
            return ([.. published.SelectMany(p => p.Members)], prepared, group.Value.Apps);
        }

        return ([], null, null);
    }

    private static void Record(Dictionary<CellRun, CellRecord> records, IReadOnlyList<(Cell Cell, CellRun Run)> members, IReadOnlyList<CellRecord> failed)
    {
        for (var i = 0; i < members.Count; i++) records[members[i].Run] = failed[i];
    }

    private async Task<CellRecord> FinishMemberAsync(Cell cell, CellRun run, BenchExecution execution, string scratch, string log, long wallMs,
        CellInterference? interference, int members, bool acrossRuntimes)
    {
        var own = WebGroupLayout.SerializerDirectory(scratch, WebInvocation.Member(cell, acrossRuntimes));
        var copyError = CopyResult(own, run.Directory);
        var exitCode = ReadExitCode(own) ?? execution.ExitCode;
        var mine = execution with { ExitCode = execution.Failure is null ? exitCode : null, CollectFailure = execution.CollectFailure ?? copyError };
        run.Interference = interference ?? run.Interference;
        run.ExitCode = mine.ExitCode;
        run.AppliedLimits = execution.Limits;
        run.WallMs = wallMs;
        run.AddStep("run", execution.Failure is null, execution.RunMs / members, cached: false, execution.Failure);
        run.AddStep("collect", mine.CollectFailure is null, execution.CollectMs / members, cached: false, mine.CollectFailure);
        var (result, readError) = CellFolderReader.WebResult(run.Directory);
        run.BenchMs = result is null ? null : result.Durations.ValidationMs + result.Durations.MeasurementMs;
        var (status, reason) = WebCellVerdict.Judge(mine, result, readError);
        return await run.FinishAsync(status, reason, log).ConfigureAwait(false);
    }

    /// <summary>web-result.json from the serializer's folder of the group's output into the cell's folder, atomically;
    /// nothing to copy is not an error here (the verdict says the app wrote none).</summary>
    private static string? CopyResult(string from, string cellDirectory)
    {
        var source = CellFolder.WebResultPath(from);
        if (!File.Exists(source)) return null;
        try
        {
            var target = CellFolder.WebResultPath(cellDirectory);
            var temporary = target + ".tmp-" + Guid.NewGuid().ToString("N");
            File.Copy(source, temporary);
            File.Move(temporary, target, overwrite: true);
            return null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return $"{WebCellResult.FileName} could not be copied into {cellDirectory}: {exception.Message}";
        }
    }

    /// <summary>The exit code the web app gave this serializer alone; null when it wrote none (it was killed, say).</summary>
    private static int? ReadExitCode(string serializerDirectory)
    {
        try
        {
            var path = WebGroupLayout.ExitCodePath(serializerDirectory);
            return File.Exists(path) && int.TryParse(File.ReadAllText(path).Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var code) ? code : null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    private CellExecutionRequest WebGroupRequest(IReadOnlyList<Cell> cells, PreparedBench prepared, string directory, string? cpuSet,
        IReadOnlyDictionary<string, string>? apps)
    {
        var limits = cpuSet is null ? _settings.Limits : _settings.Limits with { CpuSet = cpuSet };
        var cpus = WebCpus.Choose(limits.CpuSet, _settings.OnlineCpus, _settings.Limits.CpuSets.Count);
        return new CellExecutionRequest(cells[0], prepared, _settings.Job, [], [], limits with { CpuSet = cpus.CpuSet },
            WebInvocation.Timeout(_settings.Web, cells.Count), directory, _settings.RunId)
        {
            Web = new WebCellLoad(_settings.Web, cpus) { Group = cells, Apps = apps },
        };
    }
}
