using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;
using System.Text.RegularExpressions;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>One container per cell: no network, the matrix's CPU set and memory limit, a non-root user. A micro cell's
/// container is started at its first process and kept until the run ends, each process run in it as a command (what
/// `docker exec` does) and its output folder copied out when it ends: starting a container costs about 0.5 s on a
/// 2-core machine, an exec about 0.1 s, and a run has a hundred processes (docs/performance.md, "A container per cell,
/// a command per process"). A web cell's app runs as its container's own command. Every container is always removed.</summary>
public sealed partial class ContainerCellExecutor : ICellExecutor, IAsyncDisposable
{
    /// <summary>The unprivileged user of containers/*/Dockerfile.</summary>
    public const string BenchUser = "10001:10001";

    private static readonly TimeSpan CleanupTimeout = TimeSpan.FromSeconds(30);
    private readonly IContainerEngine _engine;
    private readonly BenchImages _images;
    private readonly KeptContainers _kept;

    public ContainerCellExecutor(IContainerEngine engine, BenchImages images)
    {
        _engine = engine;
        _images = images;
        _kept = new KeptContainers(engine);
    }

    public Isolation Isolation => Isolation.Container;

    public Task<StepResult<PreparedBench>> PrepareAsync(PublishedBench bench, CancellationToken cancellationToken) =>
        _images.EnsureAsync(bench, cancellationToken);

    /// <summary>One image: the driver's with every other runtime's web app in /apps/RUNTIME (<see cref="BenchImages.EnsureWebGroupAsync"/>).</summary>
    public async Task<StepResult<PreparedWebGroup>> PrepareWebGroupAsync(PreparedBench driver, IReadOnlyList<PublishedBench> others, CancellationToken cancellationToken)
    {
        var image = await _images.EnsureWebGroupAsync(driver, others, cancellationToken).ConfigureAwait(false);
        if (!image.IsSuccess) return StepResult<PreparedWebGroup>.Failed(image.Failure!, image.Log);
        var apps = new Dictionary<string, string>(StringComparer.Ordinal) { [driver.Bench.Spec.RuntimeId] = BenchImages.WebAppInImage(null, driver.Bench) };
        foreach (var other in others) apps[other.Spec.RuntimeId] = BenchImages.WebAppInImage(other.Spec.RuntimeId, other);
        return StepResult<PreparedWebGroup>.Success(new PreparedWebGroup(image.Value, apps), image.Log);
    }

    public Task<BenchExecution> ExecuteAsync(CellExecutionRequest request, Action<string> onStep, CancellationToken cancellationToken) =>
        request.Web is null ? ExecuteInKeptAsync(request, onStep, cancellationToken) : ExecuteInOwnAsync(request, onStep, cancellationToken);

    /// <summary>Removes every container kept for the run's cells (the run's end, Ctrl+C included).</summary>
    public ValueTask DisposeAsync() => new(_kept.RemoveAllAsync());

    /// <summary>A micro process: a command in its cell's kept container, writing to a folder of its own that is emptied first.</summary>
    private async Task<BenchExecution> ExecuteInKeptAsync(CellExecutionRequest request, Action<string> onStep, CancellationToken cancellationToken)
    {
        var spec = Spec(request, []) with { Kept = true };
        var header = Header(request, spec, "container isolation, a command in the cell's container");
        var limits = new CellLimits(request.Limits.CpuSet, request.Limits.MemoryBytes);
        var (entrypoint, entrypointError) = _images.EntrypointFor(request.Prepared.Bench);
        if (entrypoint is null)
        {
            return new BenchExecution(null, entrypointError, header.ToString(), 0, 0, null, limits);
        }

        var arguments = BenchInvocation.Arguments(request, KeptContainers.ProcessOutputPath);
        header.AppendLine($"# command: {string.Join(' ', arguments)}");
        var stopwatch = Stopwatch.StartNew();
        var key = KeptContainers.Key(request.Cell.Id, spec);
        var container = await _kept.GetAsync(key, spec, cancellationToken).ConfigureAwait(false);
        if (!container.IsSuccess)
        {
            return new BenchExecution(null, container.Error, header.ToString(), stopwatch.ElapsedMilliseconds, 0, null, limits);
        }

        var (exec, failure) = await ExecWithTimeoutAsync(request, key, container.Value, KeptContainers.Command(entrypoint, arguments), cancellationToken).ConfigureAwait(false);
        var runMs = stopwatch.ElapsedMilliseconds;
        if (exec is null)
        {
            return new BenchExecution(null, failure, header.ToString(), runMs, 0, null, limits);
        }

        onStep("collect");
        stopwatch.Restart();
        using var cleanup = new CancellationTokenSource(CleanupTimeout);
        var copied = await _engine.CopyDirectoryOutAsync(container.Value, KeptContainers.ProcessOutputPath, request.CellDirectory, cleanup.Token).ConfigureAwait(false);
        header.AppendLine($"# exit code: {exec.ExitCode}");
        var log = header.Append(LogText.Format(exec.Logs)).ToString();
        return new BenchExecution((int)exec.ExitCode, null, log, runMs, stopwatch.ElapsedMilliseconds, copied.Error, limits);
    }

    /// <summary>The command under the cell's timeout. A command that times out, is cancelled or cannot run takes its container
    /// with it (removing the container is what stops it); the cell's next process gets a new one.</summary>
    private async Task<(ExecOutcome? Outcome, string? Failure)> ExecWithTimeoutAsync(CellExecutionRequest request, string key, string containerId,
        IReadOnlyList<string> command, CancellationToken cancellationToken)
    {
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeoutSource.CancelAfter(request.Timeout);
        try
        {
            var exec = await _engine.ExecAsync(containerId, command, timeoutSource.Token).ConfigureAwait(false);
            if (exec.IsSuccess)
            {
                return (exec.Value, null);
            }

            await _kept.RemoveAsync(key).ConfigureAwait(false);
            return (null, exec.Error);
        }
        catch (OperationCanceledException)
        {
            await _kept.RemoveAsync(key).ConfigureAwait(false);
            if (cancellationToken.IsCancellationRequested)
            {
                throw;
            }

            return (null, TimedOut(request.Timeout));
        }
    }

    private static string TimedOut(TimeSpan timeout) =>
        $"timed out after {timeout.TotalMinutes:0} min (the job's limit for this many benchmarks); the container was killed. Use a shorter job or fewer payloads/operations.";

    private ContainerSpec Spec(CellExecutionRequest request, IReadOnlyList<string> arguments)
    {
        var image = request.Prepared.Image ?? throw new ArgumentException("A container cell needs an image.", nameof(request));
        return new ContainerSpec(
            ContainerName(request.Cell.Id),
            image,
            arguments,
            BenchInvocation.Environment(request.Cell),
            BenchUser,
            request.Limits.CpuSet,
            request.Limits.MemoryBytes,
            BenchInvocation.ContainerArtifactsPath,
            Labels(request));
    }

    private static StringBuilder Header(CellExecutionRequest request, ContainerSpec spec, string isolation) =>
        new StringBuilder()
            .AppendLine($"# cell {request.Cell.Id}, {isolation}")
            .AppendLine($"# image {spec.Image}, cpuset {request.Limits.CpuSet}, memory {request.Limits.MemoryBytes} bytes, network none, user {BenchUser}")
            .AppendLine($"# hardening: {Describe(spec.Hardening)}");

    /// <summary>A web cell: its app is its container's command; the container ends with it.</summary>
    private async Task<BenchExecution> ExecuteInOwnAsync(CellExecutionRequest request, Action<string> onStep, CancellationToken cancellationToken)
    {
        var arguments = BenchInvocation.Arguments(request, BenchInvocation.ContainerArtifactsPath);
        var spec = Spec(request, arguments);
        var header = Header(request, spec, "container isolation").AppendLine($"# command: {string.Join(' ', arguments)}");

        var limits = new CellLimits(request.Limits.CpuSet, request.Limits.MemoryBytes);
        var stopwatch = Stopwatch.StartNew();
        var started = await _engine.StartContainerAsync(spec, cancellationToken).ConfigureAwait(false);
        if (!started.IsSuccess)
        {
            return new BenchExecution(null, started.Error, header.ToString(), stopwatch.ElapsedMilliseconds, 0, null, limits);
        }

        var id = started.Value;
        try
        {
            var (exitCode, failure) = await WaitAsync(id, request.Timeout, cancellationToken).ConfigureAwait(false);
            var runMs = stopwatch.ElapsedMilliseconds;
            onStep("collect");
            stopwatch.Restart();
            using var cleanup = new CancellationTokenSource(CleanupTimeout);
            var logs = await _engine.GetLogsAsync(id, cleanup.Token).ConfigureAwait(false);
            var copied = await _engine.CopyDirectoryOutAsync(id, BenchInvocation.ContainerArtifactsPath, request.CellDirectory, cleanup.Token).ConfigureAwait(false);
            header.AppendLine($"# exit code: {(exitCode?.ToString() ?? "none")}{(failure is null ? string.Empty : " (" + failure + ")")}");
            var log = header.Append(LogText.Format(logs.IsSuccess ? logs.Value : new ContainerLogs(string.Empty, $"(logs unavailable: {logs.Error})"))).ToString();
            await _engine.RemoveContainerAsync(id, cleanup.Token).ConfigureAwait(false);
            return new BenchExecution(exitCode, failure, log, runMs, stopwatch.ElapsedMilliseconds, copied.Error, limits);
        }
        finally
        {
            // Removing twice is harmless; never leaving a container behind (cancellation, exceptions) is the point.
            using var lastChance = new CancellationTokenSource(CleanupTimeout);
            await _engine.RemoveContainerAsync(id, lastChance.Token).ConfigureAwait(false);
        }
    }

    private async Task<(int? ExitCode, string? Failure)> WaitAsync(string id, TimeSpan timeout, CancellationToken cancellationToken)
    {
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeoutSource.CancelAfter(timeout);
        try
        {
            var waited = await _engine.WaitContainerAsync(id, timeoutSource.Token).ConfigureAwait(false);
            return waited.IsSuccess ? ((int)waited.Value, null) : (null, waited.Error);
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            return (null, TimedOut(timeout));
        }
    }

    /// <summary>The run and cell, and the owner process, so that a later run can tell a leftover from a live container.</summary>
    private static Dictionary<string, string> Labels(CellExecutionRequest request)
    {
        var labels = new Dictionary<string, string>(StringComparer.Ordinal)
        {
            [ContainerOwner.RunLabel] = request.RunId,
            [ContainerOwner.CellLabel] = request.Cell.Id,
        };
        foreach (var (name, value) in ContainerOwner.Current?.ToLabels() ?? [])
        {
            labels[name] = value;
        }

        return labels;
    }

    private static string Describe(ContainerHardening hardening) =>
        $"cap-drop {(hardening.DropAllCapabilities ? "ALL" : "none")}, no-new-privileges {(hardening.NoNewPrivileges ? "on" : "off")}, "
        + $"pids limit {hardening.PidsLimit}, read-only root {(hardening.ReadOnlyRootFilesystem ? "yes" : "no")} (tmpfs {string.Join(' ', hardening.TmpfsPaths)}), "
        + $"log cap {hardening.LogMaxSize}";

    /// <summary>Container names allow [a-zA-Z0-9_.-]; a random suffix keeps leftovers of a killed run from colliding.</summary>
    public static string ContainerName(string cellId) =>
        $"jsonmatrix-{UnsafeNameCharacters().Replace(cellId, "-")}-{Guid.NewGuid().ToString("n")[..8]}";

    [GeneratedRegex("[^a-zA-Z0-9_.-]")]
    private static partial Regex UnsafeNameCharacters();
}
