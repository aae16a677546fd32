using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>Runs the same published bench as a local process, with the same arguments and environment as a container.
/// On Linux it is pinned to the matrix's CPU set with taskset (inherited by every thread, unlike setting the
/// affinity after start); the memory limit is not applied.</summary>
public sealed class ProcessCellExecutor : ICellExecutor
{
    private readonly IProcessRunner _processes;
    private readonly bool _pinWithTaskset;

    /// <param name="pinWithTaskset">True on Linux when taskset (util-linux) is installed.</param>
    public ProcessCellExecutor(IProcessRunner processes, bool pinWithTaskset)
    {
        _processes = processes;
        _pinWithTaskset = pinWithTaskset;
    }

    public Isolation Isolation => Isolation.Process;

    public static bool TasksetAvailable() =>
        OperatingSystem.IsLinux() && (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Any(directory => File.Exists(Path.Combine(directory, "taskset")));

    public Task<StepResult<PreparedBench>> PrepareAsync(PublishedBench bench, CancellationToken cancellationToken) =>
        Task.FromResult(StepResult<PreparedBench>.Success(new PreparedBench(bench, null, Cached: true), "no image: process isolation"));

    /// <summary>Each runtime's published app as it is: its servers start from the publish folder.</summary>
    public Task<StepResult<PreparedWebGroup>> PrepareWebGroupAsync(PreparedBench driver, IReadOnlyList<PublishedBench> others, CancellationToken cancellationToken) =>
        Task.FromResult(StepResult<PreparedWebGroup>.Success(
            new PreparedWebGroup(driver, new[] { driver.Bench }.Concat(others).ToDictionary(p => p.Spec.RuntimeId, p => p.LocalCommand[0], StringComparer.Ordinal)),
            "no image: process isolation"));

    public async Task<BenchExecution> ExecuteAsync(CellExecutionRequest request, Action<string> onStep, CancellationToken cancellationToken)
    {
        var arguments = BenchInvocation.Arguments(request, Path.GetFullPath(request.CellDirectory));
        var command = new List<string>();
        if (_pinWithTaskset && !string.IsNullOrEmpty(request.Limits.CpuSet))
        {
            command.AddRange(["taskset", "-c", request.Limits.CpuSet]);
        }

        command.AddRange(request.Prepared.Bench.LocalCommand);
        command.AddRange(arguments);
        var environment = BenchInvocation.Environment(request.Cell).ToDictionary(pair => pair.Key, pair => (string?)pair.Value);
        var result = await _processes.RunAsync(
            new ProcessRequest(command[0], command.Skip(1).ToList(), request.Timeout, request.CellDirectory, environment),
            cancellationToken).ConfigureAwait(false);
        onStep("collect");

        var failure = result.StartError
            ?? (result.TimedOut ? $"timed out after {request.Timeout.TotalMinutes:0} min (the job's limit for this many benchmarks); the process was killed. Use a shorter job or fewer payloads/operations." : null);
        var log = new StringBuilder()
            .AppendLine($"# cell {request.Cell.Id}, process isolation{(command[0] == "taskset" ? $", pinned to CPU set {request.Limits.CpuSet}" : string.Empty)}")
            .AppendLine($"# command: {string.Join(' ', command)}")
            .AppendLine($"# exit code: {(failure is null ? result.ExitCode.ToString() : "none (" + failure + ")")}")
            .Append(LogText.Format(result.StandardOutput, result.StandardError))
            .ToString();
        var limits = new CellLimits(command[0] == "taskset" ? request.Limits.CpuSet : null, null);
        return new BenchExecution(failure is null ? result.ExitCode : null, failure, log, (long)result.Elapsed.TotalMilliseconds, 0, null, limits);
    }
}
