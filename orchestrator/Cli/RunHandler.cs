using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Rendering.Plan;
using JsonMatrix.Orchestrator.Running;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`run`: validate everything, print the plan, run the cells with live progress, merge, summarize.</summary>
public sealed class RunHandler
{
    private static readonly TimeSpan PublishTimeout = TimeSpan.FromMinutes(20);
    private readonly CliServices _services;

    public RunHandler(CliServices services) => _services = services;

    public async Task<int> RunAsync(RunRequest given, CancellationToken cancellationToken)
    {
        // System.CommandLine installs its SIGINT/SIGTERM handlers only once the action has returned its task; until the
        // first real await, a signal would kill the process without recording the running cell or merging the report.
        await Task.Yield();
        var (root, rootError) = RepositoryLocator.Find();
        if (root is null)
        {
            return Invalid([rootError!]);
        }

        var (request, recorded, resumeErrors) = RunResumption.Apply(given);
        if (request is null)
        {
            return Invalid(resumeErrors);
        }

        var errors = new List<string>();
        var jobError = CommonOptions.CheckChoice("--job", request.Job, KnownIds.Jobs);
        var isolationError = CommonOptions.CheckChoice("--isolation", request.Isolation, ["container", "process"]);
        var (repeats, repeatError) = RepeatOption.Parse(request.Repeat);
        errors.AddRange(new[] { jobError, isolationError, repeatError }.OfType<string>());
        var (matrix, matrixErrors) = MatrixLoader.Load(request.MatrixPath, root, request.Filters, jobError is null ? request.Job : null);
        errors.AddRange(matrixErrors);
        Isolation? requested = request.Isolation switch { "container" => Isolation.Container, "process" => Isolation.Process, _ => null };
        IContainerEngine? engine = null;
        if (requested != Isolation.Process)
        {
            var (found, engineError) = _services.Engine();
            engine = found;
            if (engineError is not null)
            {
                errors.Add(engineError);
            }
        }

        var startedUtc = _services.Time.GetUtcNow();
        var runId = recorded?.RunId ?? RunId.New(startedUtc);
        var (output, outputError) = OutputFolderCheck.FullPath("--out", request.OutputDirectory ?? Path.Combine(root, "results", runId));
        errors.AddRange(new[] { outputError ?? OutputFolderCheck.Check("--out", output!), ImageName.Check("--base-image", request.BaseImage) }.OfType<string>());
        if (output is not null && outputError is null && recorded is null && RunResumption.RefuseForeignOutput(output) is { } foreign)
        {
            errors.Add(foreign);
        }

        if (matrix is not null)
        {
            errors.AddRange(MachineFit.Check(matrix.Definition.Limits, _services.Machine(), checkMemory: requested != Isolation.Process, matrix.FileName));
        }

        if (errors.Count > 0 || matrix is null || output is null)
        {
            return Invalid(errors);
        }

        var inputs = RunResumption.Describe(runId, recorded?.StartedUtc ?? startedUtc.UtcDateTime, Path.GetFullPath(request.MatrixPath ?? Path.Combine(root, MatrixLoader.DefaultFileName)),
            request, matrix, root, await SdkVersionAsync(root, cancellationToken).ConfigureAwait(false), repeats);
        if (recorded is not null && ResumeCheck.Differences(recorded, inputs) is { Count: > 0 } differences)
        {
            return Invalid([.. differences.Select(difference => $"--resume {output}: {difference}. Start a new run instead.")]);
        }

        var isolation = await ChooseIsolationAsync(requested, engine, cancellationToken).ConfigureAwait(false);
        if (isolation is null)
        {
            return ExitCodes.Failed;
        }

        IReadOnlyList<CellRecord> kept;
        try
        {
            kept = recorded is null ? [] : RunResumption.KeepFinishedCells(Path.Combine(output, "cells"), recorded);
            inputs.Write(output);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            _services.Error.WriteLine($"error: cannot prepare '{output}' for the run: {exception.Message} Nothing was run.");
            return ExitCodes.Failed;
        }

        var keptPasses = kept.Select(record => (record.Id, record.Repeat)).ToHashSet();
        var passesToRun = CellPass.Alternating(matrix.Cells, repeats).Where(pass => !keptPasses.Contains((pass.Cell.Id, pass.Repeat))).ToList();
        _services.Out.Write(PlanTextRenderer.Render(matrix.Definition, matrix.Cells, new DurationEstimate(DurationHistoryFile.Read(_services.MachineCacheDirectory), DurationEstimate.CurrentPlatform), repeats));
        if (recorded is not null)
        {
            _services.Out.WriteLine(repeats == 1
                ? $"Resuming run {runId}: {kept.Count} finished cell(s) kept, {passesToRun.Count} to run."
                : $"Resuming run {runId}: {kept.Count} finished cell repeat(s) kept, {passesToRun.Count} to run.");
        }

        _services.Out.WriteLine(isolation == Isolation.Container
            ? $"Isolation: container (Docker at {engine!.Endpoint}, base image {request.BaseImage}, cpuset {string.Join(" | ", matrix.Definition.Limits.CpuSets)}, memory {matrix.Definition.Limits.MemoryBytes / (1024 * 1024)} MiB, no network)."
            : $"Isolation: process (the same published bench as local processes{(ProcessCellExecutor.TasksetAvailable() ? $", pinned to CPU set {string.Join(" | ", matrix.Definition.Limits.CpuSets)} with taskset" : string.Empty)}).");
        if (isolation == Isolation.Container)
        {
            var swept = await new StaleContainerSweep(engine!, _services.ProcessTable).RunAsync(cancellationToken).ConfigureAwait(false);
            _services.Out.WriteLine(swept.IsSuccess
                ? swept.Value.ToString()
                : $"Containers left by earlier runs could not be checked: {swept.Error}");
        }

        var durations = new DurationEstimate(DurationHistoryFile.Read(_services.MachineCacheDirectory), DurationEstimate.CurrentPlatform);
        // A cell listed once per pass left: its time counts that many times, its runtime's set-up once.
        var estimate = durations.ForRun(matrix.Definition.Job, [.. passesToRun.Select(pass => pass.Cell)], matrix.Definition.BenchmarksOf, matrix.Definition.Limits.CpuSets.Count, matrix.Definition.Web);
        _services.Out.WriteLine($"Output: {output}");
        _services.Out.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"Estimated finish: {startedUtc + estimate:HH:mm} UTC (in about {DurationEstimate.Format(estimate)})."));
        _services.Out.WriteLine();

        var settings = new RunSettings(runId, output, matrix.Definition.Job, isolation.Value, matrix.Definition.Payloads,
            matrix.Definition.Operations, matrix.Definition.Limits, matrix.Definition.Serializers,
            DurationEstimate.Timeout(matrix.Definition.Job, matrix.Cells.Max(cell => matrix.Definition.BenchmarksOf(cell).Count)))
        {
            Studies = matrix.Definition.Studies,
            Web = matrix.Definition.Web,
            OnlineCpus = _services.Machine().Cpus,
            Repeats = repeats,
        };
        try
        {
            Directory.CreateDirectory(settings.CellsDirectory);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            _services.Error.WriteLine($"error: cannot create '{settings.CellsDirectory}': {exception.Message} Nothing was run.");
            return ExitCodes.Failed;
        }

        using var coreSet = await LockCoreSetAsync(request, runId, output, WebCpus.Locked(matrix.Definition.Limits, settings.OnlineCpus, passesToRun.Any(pass => pass.Cell.IsWeb)), cancellationToken).ConfigureAwait(false);
        if (coreSet is null)
        {
            return ExitCodes.Failed;
        }

        inputs.Write(output);
        settings = settings with { CoreSetWait = coreSet.Waited };

        using var progress = new ConsoleProgress(_services.Out, _services.Interactive, _services.Time, estimate / Math.Max(1, passesToRun.Count));
        var executor = isolation == Isolation.Container
            ? new ContainerCellExecutor(engine!, new BenchImages(engine!, BaseImages(engine!, progress), root, request.BaseImage))
            : (ICellExecutor)new ProcessCellExecutor(_services.Processes, ProcessCellExecutor.TasksetAvailable());
        var publisher = new BenchPublisher(root, _services.CacheDirectory(root), _services.Processes, PublishTimeout);
        var otherRuns = new OtherRunsProbe(LockDirectory, CpuList.Parse(coreSet.CpuSet));
        var coordinator = new RunCoordinator(new CellPipeline(publisher, executor, settings, _services.Time) { OtherRuns = otherRuns }, settings, _services.Time);

        IReadOnlyList<CellRecord> records;
        var exitCode = ExitCodes.Success;
        try
        {
            records = [.. kept, .. await coordinator.RunAsync(passesToRun, progress, cancellationToken).ConfigureAwait(false)];
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            progress.Dispose();
            _services.Error.WriteLine("Cancelled: merging the cells that finished.");
            records = ReadFinishedCells(settings.CellsDirectory);
            exitCode = ExitCodes.Cancelled;
        }

        progress.Dispose();
        LearnDurations(settings, records);
        var report = _services.Reports.Write([output], output, matrix.Definition.Baseline, matrix.Definition.NoiseThreshold);
        foreach (var skipped in report.Skipped)
        {
            _services.Error.WriteLine($"skipped: {skipped}");
        }

        foreach (var error in report.Errors)
        {
            _services.Error.WriteLine($"The report could not be written: {error}");
        }

        if (report.Errors.Count > 0)
        {
            exitCode = exitCode == ExitCodes.Success ? ExitCodes.Failed : exitCode;
            report = WriteReportElsewhere(output, runId, matrix.Definition.Baseline) ?? report;
        }

        _services.Out.WriteLine();
        _services.Out.Write(RunSummary.Render(runId, records, _services.Time.GetUtcNow() - startedUtc, report.Files));
        return exitCode;
    }

    /// <summary>Holds the run's core set for the whole run (null when --no-wait found it busy, or the wait was cancelled).</summary>
    private async Task<CoreSetLock?> LockCoreSetAsync(RunRequest request, string runId, string output, string cpuSet, CancellationToken cancellationToken)
    {
        var owner = new LockOwner(runId, Environment.ProcessId, _services.Time.GetUtcNow().UtcDateTime, output);
        try
        {
            var (held, error) = await CoreSetLock.AcquireAsync(LockDirectory, cpuSet, owner, !request.NoWait,
                _services.Out.WriteLine, _services.Time, cancellationToken).ConfigureAwait(false);
            if (error is not null)
            {
                _services.Error.WriteLine(error);
            }

            return held;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            _services.Error.WriteLine($"Cancelled while waiting for core set {cpuSet}: nothing was run.");
            return null;
        }
    }

    private string LockDirectory => Path.Combine(_services.MachineCacheDirectory, "locks");

    private async Task<string> SdkVersionAsync(string root, CancellationToken cancellationToken)
    {
        var result = await _services.Processes.RunAsync(
            new ProcessRequest("dotnet", ["--version"], TimeSpan.FromSeconds(60), root, new Dictionary<string, string?> { ["DOTNET_NOLOGO"] = "1" }),
            cancellationToken).ConfigureAwait(false);
        return result.Succeeded ? result.StandardOutput.Trim() : "unknown";
    }

    private async Task<Isolation?> ChooseIsolationAsync(Isolation? requested, IContainerEngine? engine, CancellationToken cancellationToken)
    {
        if (requested == Isolation.Process)
        {
            return Isolation.Process;
        }

        var ping = await engine!.PingAsync(cancellationToken).ConfigureAwait(false);
        if (ping.IsSuccess)
        {
            return Isolation.Container;
        }

        if (requested == Isolation.Container)
        {
            _services.Error.WriteLine(ping.Error);
            return null;
        }

        _services.Out.WriteLine($"No Docker engine answers at {engine.Endpoint}: running cells as local processes (`doctor --fix` sets up Docker).");
        return Isolation.Process;
    }

    private BaseImageProvisioner BaseImages(IContainerEngine engine, ConsoleProgress progress) =>
        new(engine, _services.Processes, _services.System, _services.ScratchDirectory, progress.Line);

    /// <summary>When the output folder's disk is full or read-only, the report goes to the temporary folder instead,
    /// so the cells that could be written are still merged somewhere; null when that fails too.</summary>
    private ReportFiles? WriteReportElsewhere(string output, string runId, Baseline baseline)
    {
        var fallback = Path.Combine(Path.GetTempPath(), $"jsonmatrix-report-{runId}");
        if (Path.GetFullPath(fallback) == Path.GetFullPath(output))
        {
            return null;
        }

        var report = _services.Reports.Write([output], fallback, baseline);
        if (report.Errors.Count > 0)
        {
            return null;
        }

        _services.Error.WriteLine($"The report was written to {fallback} instead.");
        return report;
    }

    /// <summary>The records of the cells that finished, skipping folders whose cell.json is missing or unreadable.</summary>
    private static IReadOnlyList<CellRecord> ReadFinishedCells(string cellsDirectory)
    {
        var records = new List<CellRecord>();
        try
        {
            // With --repeat, each run of a cell is a repeat-<k>/ folder inside the cell's.
            foreach (var folder in Directory.EnumerateDirectories(cellsDirectory).SelectMany(cell => Directory.EnumerateDirectories(cell, "repeat-*").Prepend(cell)))
            {
                if (CellRecordFile.Read(folder) is { } record)
                {
                    records.Add(record);
                }
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            // The summary then counts fewer cells; the merge below names what it cannot read.
        }

        return records;
    }

    /// <summary>Later plans and ETAs on this machine start from what these cells really cost. A history that cannot
    /// be written costs only the learning, never the run.</summary>
    private void LearnDurations(RunSettings settings, IReadOnlyList<CellRecord> records)
    {
        try
        {
            var cells = records.Select(record => CellDurationReader.Read(settings.CellDirectory(record.Id, record.Repeat), record)).OfType<Matrix.Planning.CellDuration>();
            var history = DurationLearning.Learn(DurationHistoryFile.Read(_services.MachineCacheDirectory), cells);
            DurationHistoryFile.Write(_services.MachineCacheDirectory, history);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            _services.Error.WriteLine($"The durations learned from this run could not be saved in {_services.MachineCacheDirectory}: {exception.Message}");
        }
    }

    private int Invalid(IReadOnlyList<string> errors)
    {
        Errors.Print(_services, errors);
        _services.Error.WriteLine("Nothing was run. See --help.");
        return ExitCodes.InvalidOptions;
    }
}
