using System;
using JsonMatrix.Orchestrator.Workflows.Merge;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Parsing;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Durations;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Running.Web;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>What the plan step decided: the cells a resumed run keeps, the cell passes (a cell once per --repeat) to run,
/// and how long they should take.</summary>
/// <param name="PassEstimates">Each pass's own estimate, the set-up left out.</param>
/// <param name="SetupEstimate">The set-up before the first cell.</param>
public sealed record RunPlan(IReadOnlyList<CellRecord> Kept, IReadOnlyList<CellPass> PassesToRun, TimeSpan Estimate, IReadOnlyList<TimeSpan> PassEstimates,
    RunSettings Settings, TimeSpan SetupEstimate = default);

/// <summary>`run`, step by step: validate → plan → lock → publish/build → run cells → merge → write reports → summary.
/// A step that fails says why in one line and ends the run; from the lock on, cells that finished are always merged.</summary>
public sealed class RunPipeline
{
    private static readonly TimeSpan PublishTimeout = TimeSpan.FromMinutes(20);
    private readonly OrchestratorServices _services;

    public RunPipeline(OrchestratorServices services) => _services = services;

    public async Task<int> RunAsync(RunRequest given, CancellationToken cancellationToken)
    {
        // System.CommandLine installs its SIGINT/SIGTERM handlers only once the action has returned its task; until the
        // first real await, a signal would kill the process without recording the running cell or merging the report.
        await Task.Yield();
        var (run, errors) = await RunValidation.ValidateAsync(given, _services, cancellationToken).ConfigureAwait(false);
        if (run is null)
        {
            return Invalid(errors);
        }

        var isolation = await ChooseIsolationAsync(run.Requested, run.Engine, cancellationToken).ConfigureAwait(false);
        if (isolation is null)
        {
            return ExitCodes.Failed;
        }

        var (outputLock, claimError) = OutputClaim.Take(run.Output, run.Recorded, run.Inputs);
        using var held = outputLock;
        if (outputLock is null)
        {
            return Invalid([claimError!]);
        }

        using var images = await HoldImagesAsync(isolation.Value, cancellationToken).ConfigureAwait(false);
        if (images is null && isolation == Isolation.Container)
        {
            return ExitCodes.Cancelled;
        }

        var plan = await PlanAsync(run, isolation.Value, cancellationToken).ConfigureAwait(false);
        if (plan is null)
        {
            return ExitCodes.Failed;
        }

        using var coreSet = await LockCoreSetAsync(run, plan, cancellationToken).ConfigureAwait(false);
        if (coreSet is null)
        {
            return ExitCodes.Failed;
        }

        plan = plan with { Settings = plan.Settings with { CoreSetWait = coreSet.Waited } };
        ProbeSteadiness(coreSet.CpuSet, run.Definition.NoiseThreshold, cancellationToken);
        var (records, exitCode) = await RunCellsAsync(run, plan, coreSet, cancellationToken).ConfigureAwait(false);
        LearnDurations(plan.Settings, records);
        var (reportFiles, merged, reportFailed) = MergeAndWriteReports(run);
        var reported = merged?.Cells;
        _services.Out.WriteLine();
        _services.Out.Write(RunSummary.Render(run.RunId, records, reported, _services.Time.GetUtcNow() - run.StartedUtc, reportFiles));
        if (merged is not null && Reporting.Rendering.Reports.ReportSummary.Steadiness(merged) is { Length: > 0 } steadiness)
        {
            _services.Out.WriteLine(steadiness);
        }

        if (merged is { Findings.Count: > 0 })
        {
            _services.Out.WriteLine("Findings (report.md opens with each, its intervals and what it rests on):");
            foreach (var finding in merged.Findings) _services.Out.WriteLine("  " + Reporting.Rendering.Reports.Findings.FindingText.Headline(finding));
        }

        // A cell that really failed fails the run (CI sees it); ok, n/a and unavailable cells do not.
        var cellFailed = RunSummary.AnyFailed(records, reported);
        return (reportFailed || cellFailed) && exitCode == ExitCodes.Success ? ExitCodes.Failed : exitCode;
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

    /// <summary>Which cells run (a resumed run keeps those that ended ok), the plan and estimate printed, the cells/ folder
    /// made; null (after one error line) when the output folder cannot take them. run.json is not written here: the
    /// output claim wrote it once (<see cref="OutputClaim.Take"/>), and nothing rewrites it.</summary>
    private async Task<RunPlan?> PlanAsync(ValidatedRun run, Isolation isolation, CancellationToken cancellationToken)
    {
        var definition = run.Definition;
        IReadOnlyList<CellRecord> kept;
        try
        {
            kept = run.Recorded is null ? [] : RunResumption.KeepFinishedCells(RunManifest.CellsDirectoryIn(run.Output), run.Recorded);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            _services.Error.WriteLine($"error: cannot prepare '{run.Output}' for the run: {exception.Message} Nothing was run.");
            return null;
        }

        var keptPasses = kept.Select(record => (record.Id, record.Repeat)).ToHashSet();
        var passesToRun = CellPass.Alternating(run.Matrix.Cells, run.Repeats, definition.Job).Where(pass => !keptPasses.Contains((pass.Cell.Id, pass.Repeat))).ToList();
        var durations = new DurationEstimate(DurationHistoryFile.Read(_services.MachineCacheDirectory), DurationEstimate.CurrentPlatform,
            PublishedSetups.Of(run.Root, _services.CacheDirectory(run.Root), definition.Serializers, run.Matrix.Cells, run.Inputs.SdkVersion));
        var availability = (await CellAvailabilityProbe.ProbeAsync(run.Matrix.Cells, run.PackageSource, cancellationToken).ConfigureAwait(false))
            .WithNativeAot(run.Matrix.Cells, NativeAotToolchain.MissingHere());
        _services.Out.Write(PlanTextRenderer.Render(definition, run.Matrix.Cells, durations, run.Repeats, availability));
        if (run.Recorded is not null)
        {
            _services.Out.WriteLine(run.Repeats == 1
                ? $"Resuming run {run.RunId}: {kept.Count} finished cell(s) kept, {passesToRun.Count} to run."
                : $"Resuming run {run.RunId}: {kept.Count} finished cell repeat(s) kept, {passesToRun.Count} to run.");
        }

        var cpuSets = string.Join(" | ", definition.Limits.CpuSets);
        var web = passesToRun.Any(pass => pass.Cell.IsWeb) ? "; " + WebCpus.Summary(definition.Limits.CpuSets, _services.Machine().Cpus) : string.Empty;
        _services.Out.WriteLine(isolation == Isolation.Container
            ? $"Isolation: container (Docker at {run.Engine!.Endpoint}, base image {run.Request.BaseImage}, cpuset {cpuSets}, memory {definition.Limits.MemoryBytes / (1024 * 1024)} MiB, no network){web}."
            : $"Isolation: process (the same published bench as local processes{(ProcessCellExecutor.TasksetAvailable() ? $", pinned to CPU set {cpuSets} with taskset" : string.Empty)}){web}.");
        if (isolation == Isolation.Container)
        {
            var swept = await new StaleContainerSweep(run.Engine!, _services.ProcessTable).RunAsync(cancellationToken).ConfigureAwait(false);
            _services.Out.WriteLine(swept.IsSuccess ? swept.Value.ToString() : $"Containers left by earlier runs could not be checked: {swept.Error}");
        }

        // A cell listed once per pass left: its time counts that many times, its runtime's set-up once. An unavailable or
        // n/a cell ends at once: its share of the ETA is nothing, and its runtime's set-up goes to the runtime's first cell
        // that runs (the default matrix's first NativeAOT cell is n/a).
        var passEstimates = durations.PerCell(definition.Job, [.. passesToRun.Select(pass => pass.Cell)], definition.BenchmarksOf, definition.Limits.CpuSets.Count,
            definition.Web, availability.IsAvailable, withSetup: false);
        var setupEstimate = durations.Setup(passesToRun.Select(pass => pass.Cell).Where(availability.IsAvailable), definition.Job);
        var estimate = passEstimates.Aggregate(setupEstimate, (sum, share) => sum + share);
        _services.Out.WriteLine($"Output: {run.Output}");
        _services.Out.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"Estimated finish: {run.StartedUtc + estimate:HH:mm} UTC (in about {DurationEstimate.Format(estimate)})."));
        _services.Out.WriteLine();

        var settings = new RunSettings(run.RunId, run.Output, definition.Job, isolation, definition.Payloads,
            definition.Operations, definition.Limits, definition.Serializers,
            DurationEstimate.Timeout(definition.Job, run.Matrix.Cells.Max(cell => definition.BenchmarksOf(cell).Count)))
        {
            Studies = definition.Studies,
            Web = definition.Web,
            OnlineCpus = _services.Machine().Cpus,
            Repeats = run.Repeats,
            Unavailable = availability.Unavailable,
            NotApplicable = availability.NotApplicable,
        };
        try
        {
            Directory.CreateDirectory(settings.CellsDirectory);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            _services.Error.WriteLine($"error: cannot create '{settings.CellsDirectory}': {exception.Message} Nothing was run.");
            return null;
        }

        return new RunPlan(kept, passesToRun, estimate, passEstimates, settings, setupEstimate);
    }

    /// <summary>Holds the run's core set for the whole run (null when --no-wait found it busy, or the wait was cancelled).</summary>
    private async Task<CoreSetLock?> LockCoreSetAsync(ValidatedRun run, RunPlan plan, CancellationToken cancellationToken)
    {
        var cpuSet = WebCpus.Locked(run.Definition.Limits, plan.Settings.OnlineCpus, plan.PassesToRun.Any(pass => pass.Cell.IsWeb));
        var owner = new LockOwner(run.RunId, Environment.ProcessId, _services.Time.GetUtcNow().UtcDateTime, run.Output);
        try
        {
            var (held, error) = await CoreSetLock.AcquireAsync(LockDirectory, cpuSet, owner, !run.Request.NoWait,
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

    /// <summary>A container run shares the images with other runs and keeps `clean` from removing them until it ends
    /// (<see cref="ImageLock"/>); null for a process run (it uses no image), or when cancelled while a clean ran.</summary>
    private async Task<ImageLock?> HoldImagesAsync(Isolation isolation, CancellationToken cancellationToken)
    {
        if (isolation != Isolation.Container)
        {
            return null;
        }

        try
        {
            return await ImageLock.SharedAsync(LockDirectory, _services.Out.WriteLine, cancellationToken).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            _services.Error.WriteLine("Cancelled while `clean` removed images: nothing was run.");
            return null;
        }
    }

    private string LockDirectory => Path.Combine(_services.MachineCacheDirectory, "locks");

    /// <summary>Stand-ins for the processes the yardstick found slow (<see cref="SlowProcessReruns"/>), within the budget,
    /// in up to two rounds (a stand-in can be slow too); what they ran, and one line saying what was rerun and why.</summary>
    private async Task<IReadOnlyList<CellRecord>> RerunSlowProcessesAsync(ValidatedRun run, RunPlan plan, RunCoordinator coordinator, long start,
        CancellationToken cancellationToken)
    {
        var budget = SlowProcessReruns.Budget(plan.Estimate, _services.Time.GetUtcNow() - run.StartedUtc);
        var granted = budget;
        var estimates = plan.PassesToRun.Zip(plan.PassEstimates).GroupBy(p => p.First.Cell.Id).ToDictionary(g => g.Key, g => g.Last().Second);
        var records = new List<CellRecord>();
        for (var round = 0; round < 2 && (round == 0 || budget > TimeSpan.Zero); round++)
        {
            var processes = ReadProcesses(run.Output);
            var host = PairedResults.Host(processes);
            var passes = SlowProcessReruns.Choose(processes, host, run.Matrix.Cells, run.Repeats, run.Definition.Job,
                cell => estimates.TryGetValue(cell.Id, out var estimate) ? estimate : TimeSpan.FromSeconds(10), budget);
            if (passes.Count == 0)
            {
                if (SlowProcessReruns.Unreplaced(processes, host, run.Matrix.Cells, run.Repeats, run.Definition.Job) is > 0 and var left)
                {
                    _services.Out.WriteLine($"Slow processes: {left} without a stand-in (the rerun budget of {DurationEstimate.Format(granted)} is spent, or their cells are full: stand-ins get 10 % of the estimate, and no more than what is left of a {DurationEstimate.Format(SlowProcessReruns.Sitting)} run that was planned to fit it); the report counts them.");
                }

                break;
            }

            var slow = host.SlowProcesses.Count;
            _services.Out.WriteLine($"Slow processes: {slow} ran while the host was slow (their yardstick more than {(HostState.SlowLimit - 1) * 100:0} % above the run's fastest in most rounds); running {passes.Count} more process{(passes.Count == 1 ? "" : "es")} for the cells with the fewest fast ones, within the budget ({DurationEstimate.Format(budget)} left).");
            var rerunEstimates = passes.Select(p => estimates.TryGetValue(p.Cell.Id, out var e) ? e : TimeSpan.FromSeconds(10)).ToList();
            using var progress = new ConsoleProgress(_services.Out, _services.Interactive, _services.Time, rerunEstimates, start);
            var began = _services.Time.GetTimestamp();
            records.AddRange(await coordinator.RunAsync(passes, progress, cancellationToken).ConfigureAwait(false));
            budget -= _services.Time.GetElapsedTime(began);
        }

        return records;
    }

    /// <summary>Every process folder of the run as merge reads it (a folder that cannot be read is a failed process).</summary>
    private static IReadOnlyList<CellData> ReadProcesses(string output)
    {
        var input = ResultsFolderReader.Read([output]);
        return [.. input.Cells.Select(CellFolderParser.Parse)];
    }

    /// <summary>Publishes the bench and builds the images before the first cell, runs the cells with live progress, and
    /// returns every finished cell's record (the kept ones first); a cancelled run returns those that finished.</summary>
    private async Task<(IReadOnlyList<CellRecord> Records, int ExitCode)> RunCellsAsync(
        ValidatedRun run, RunPlan plan, CoreSetLock coreSet, CancellationToken cancellationToken)
    {
        using var progress = new ConsoleProgress(_services.Out, _services.Interactive, _services.Time, plan.PassEstimates, setup: plan.SetupEstimate);
        var executor = plan.Settings.Isolation == Isolation.Container
            ? new ContainerCellExecutor(run.Engine!, new BenchImages(run.Engine!, BaseImages(run.Engine!, progress), run.Root, run.Request.BaseImage))
            : (ICellExecutor)new ProcessCellExecutor(_services.Processes, ProcessCellExecutor.TasksetAvailable());
        var publisher = new BenchPublisher(run.Root, _services.CacheDirectory(run.Root), _services.Processes, PublishTimeout);
        var otherRuns = new OtherRunsProbe(LockDirectory, CpuList.Parse(coreSet.CpuSet));
        var pipeline = new CellPipeline(publisher, executor, plan.Settings, _services.Time) { OtherRuns = otherRuns };
        var coordinator = new RunCoordinator(pipeline, plan.Settings, _services.Time);
        try
        {
            await pipeline.PrepareAheadAsync([.. plan.PassesToRun.Select(pass => pass.Cell)], progress.LineWithClock, cancellationToken).ConfigureAwait(false);
            progress.SetupFinished();
            var records = await coordinator.RunAsync(plan.PassesToRun, progress, cancellationToken).ConfigureAwait(false);
            progress.Dispose();
            var reruns = await RerunSlowProcessesAsync(run, plan, coordinator, progress.Start, cancellationToken).ConfigureAwait(false);
            return ([.. plan.Kept, .. records, .. reruns], ExitCodes.Success);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            progress.Dispose();
            _services.Error.WriteLine("Cancelled: merging the cells that finished.");
            return (CellFolderReader.Records(plan.Settings.CellsDirectory), ExitCodes.Cancelled);
        }
        finally
        {
            // The cells' kept containers (ContainerCellExecutor): removed however the run ends.
            if (executor is IAsyncDisposable disposable) await disposable.DisposeAsync().ConfigureAwait(false);
        }
    }

    /// <summary>How steady the run's CPUs are just before its cells start (its core set is held, so no other run of
    /// this machine's is disturbed): a machine whose speed changes from second to second is named before 15 minutes are
    /// spent on figures that will not repeat. Said, never refused.</summary>
    private void ProbeSteadiness(string cpuSet, double noiseThreshold, CancellationToken cancellationToken)
    {
        try
        {
            var cpus = _services.Steadiness(CpuList.Parse(cpuSet), SteadinessPerCpu, cancellationToken);
            var (steady, text) = CpuSteadiness.Describe(cpus, SteadinessPerCpu.TotalSeconds, noiseThreshold * 100);
            _services.Out.WriteLine($"Machine steadiness: {(steady ? "ok" : "warning")}, {text}.");
            _services.Out.WriteLine();
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            // The cells' loop sees the cancellation next and merges what finished (nothing yet).
        }
    }

    private static readonly TimeSpan SteadinessPerCpu = TimeSpan.FromSeconds(1.5);

    private BaseImageProvisioner BaseImages(IContainerEngine engine, ConsoleProgress progress) =>
        new(engine, _services.Processes, _services.System, _services.ScratchDirectory, progress.Line);

    /// <summary>Later plans and ETAs on this machine start from what these cells really cost. A history that cannot
    /// be written costs only the learning, never the run.</summary>
    private void LearnDurations(RunSettings settings, IReadOnlyList<CellRecord> records)
    {
        try
        {
            var cells = records.Select(record => CellDurationReader.Read(settings.CellDirectory(record.Id, record.Repeat), record)).OfType<CellDuration>();
            var history = DurationLearning.Learn(DurationHistoryFile.Read(_services.MachineCacheDirectory), cells);
            DurationHistoryFile.Write(_services.MachineCacheDirectory, history);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            _services.Error.WriteLine($"The durations learned from this run could not be saved in {_services.MachineCacheDirectory}: {exception.Message}");
        }
    }

    /// <summary>The run's cells merged into reports in its output folder; when that folder's disk is full or read-only,
    /// into the temporary folder instead, so the cells that could be written are still merged somewhere.</summary>
    private (IReadOnlyList<string> Files, MergedReport? Report, bool Failed) MergeAndWriteReports(ValidatedRun run)
    {
        var cellFolders = run.Inputs.CellFolders(run.Output);
        var previous = Reporting.Input.PreviousRun.Find(run.Output, run.Inputs.MatrixSha256, run.Inputs.StartedUtc);
        MergeOutcome report;
        try
        {
            report = _services.Merge.RunCells(cellFolders, run.Output, run.Definition.Baseline, run.Definition.NoiseThreshold, run.Definition.Studies, previous);
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            // A defect of the merge must not cost the run its cells: they are all on disk, and `merge` reads them again.
            _services.Error.WriteLine($"The merge failed ({exception.GetType().Name}: {exception.Message}); every cell is kept in "
                + $"{run.Output}: `dotnet run --project orchestrator -- merge {run.Output}` merges them again (please report this, with the stack below).");
            _services.Error.WriteLine(exception.StackTrace);
            return ([], null, true);
        }

        foreach (var skipped in report.Skipped)
        {
            _services.Error.WriteLine($"skipped: {skipped}");
        }

        foreach (var error in report.Errors)
        {
            _services.Error.WriteLine($"The report could not be written: {error}");
        }

        if (report.Errors.Count == 0)
        {
            return (report.Files, report.Report, false);
        }

        var fallback = Path.Combine(Path.GetTempPath(), $"jsonmatrix-report-{run.RunId}");
        if (Path.GetFullPath(fallback) == Path.GetFullPath(run.Output))
        {
            return (report.Files, report.Report, true);
        }

        var elsewhere = _services.Merge.RunCells(cellFolders, fallback, run.Definition.Baseline, run.Definition.NoiseThreshold, run.Definition.Studies, previous);
        if (elsewhere.Errors.Count > 0)
        {
            return (report.Files, report.Report, true);
        }

        _services.Error.WriteLine($"The report was written to {fallback} instead.");
        return (elsewhere.Files, elsewhere.Report, true);
    }

    private int Invalid(IReadOnlyList<string> errors)
    {
        Errors.Print(_services, errors);
        _services.Error.WriteLine("Nothing was run. See --help.");
        return ExitCodes.InvalidOptions;
    }
}
