using System;
using System.ComponentModel;
using System.Diagnostics;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Running.Processes;

/// <summary>Runs programs with <see cref="ProcessStartInfo.ArgumentList"/>, collects their output and kills the
/// whole process tree at the timeout.</summary>
public sealed class ProcessRunner : IProcessRunner
{
    /// <summary>How long a killed process and its output get to end before the run goes on without them.</summary>
    private static readonly TimeSpan StopGrace = TimeSpan.FromSeconds(10);

    public async Task<ProcessResult> RunAsync(ProcessRequest request, CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(request.FileName)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
            WorkingDirectory = request.WorkingDirectory ?? string.Empty,
        };
        foreach (var argument in request.Arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        if (request.Environment is { } environment)
        {
            foreach (var (name, value) in environment)
            {
                if (value is null)
                {
                    startInfo.Environment.Remove(name);
                }
                else
                {
                    startInfo.Environment[name] = value;
                }
            }
        }

        var standardOutput = new StringBuilder();
        var standardError = new StringBuilder();
        using var process = new Process { StartInfo = startInfo };
        process.OutputDataReceived += (_, line) => Append(standardOutput, line.Data, request.OnOutputLine);
        process.ErrorDataReceived += (_, line) => Append(standardError, line.Data, request.OnOutputLine);
        var stopwatch = Stopwatch.StartNew();
        try
        {
            process.Start();
        }
        catch (Win32Exception exception)
        {
            return new ProcessResult(-1, string.Empty, string.Empty, stopwatch.Elapsed, TimedOut: false,
                StartError: $"Could not start '{request.FileName}': {exception.Message}. Is it installed and on PATH?");
        }

        process.StandardInput.Close();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeoutSource.CancelAfter(request.Timeout);
        var timedOut = false;
        var stopped = false;
        try
        {
            await process.WaitForExitAsync(timeoutSource.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            timedOut = !cancellationToken.IsCancellationRequested;
            stopped = true;
            process.Kill(entireProcessTree: true);
        }

        if (stopped)
        {
            // Bounded: a grandchild forked while the tree was being killed (an MSBuild node's Exec, seen under load)
            // keeps the output pipes open, and waiting for their end would hang a cancelled run for as long as it lives.
            process.WaitForExit(StopGrace);
        }
        else
        {
            // WaitForExit without a timeout drains the asynchronous output readers.
            process.WaitForExit();
        }

        cancellationToken.ThrowIfCancellationRequested();
        return new ProcessResult(process.HasExited ? process.ExitCode : -1, Locked(standardOutput), Locked(standardError), stopwatch.Elapsed, timedOut);
    }

    private static void Append(StringBuilder buffer, string? line, Action<string>? onLine)
    {
        if (line is null)
        {
            return;
        }

        lock (buffer)
        {
            buffer.AppendLine(line);
        }

        onLine?.Invoke(line);
    }

    private static string Locked(StringBuilder buffer)
    {
        lock (buffer)
        {
            return buffer.ToString();
        }
    }
}
