using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Running.Processes;

/// <summary>Starts external programs (dotnet, a published bench, debootstrap, apt-get); tests replace it with a fake.</summary>
public interface IProcessRunner
{
    /// <summary>Runs to the end or to <see cref="ProcessRequest.Timeout"/>; never throws for the program's own failures.</summary>
    Task<ProcessResult> RunAsync(ProcessRequest request, CancellationToken cancellationToken);
}

/// <summary>A program, its arguments (never a command-line string) and its limits.</summary>
/// <param name="Environment">Variables to set; a null value removes the variable.</param>
/// <param name="OnOutputLine">Called with each stdout/stderr line as it arrives (progress, live logs).</param>
public sealed record ProcessRequest(
    string FileName,
    IReadOnlyList<string> Arguments,
    TimeSpan Timeout,
    string? WorkingDirectory = null,
    IReadOnlyDictionary<string, string?>? Environment = null,
    Action<string>? OnOutputLine = null);

/// <summary>How a program ended. <see cref="StartError"/> is set when it could not start at all (not installed).</summary>
public sealed record ProcessResult(
    int ExitCode,
    string StandardOutput,
    string StandardError,
    TimeSpan Elapsed,
    bool TimedOut,
    string? StartError = null)
{
    public bool Succeeded => StartError is null && !TimedOut && ExitCode == 0;

    /// <summary>stdout then stderr, as one log.</summary>
    public string CombinedOutput => StandardError.Length == 0 ? StandardOutput : StandardOutput + StandardError;
}
