using System;
using System.Diagnostics;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>Streams a directory as a tar made by the system's tar, which keeps what a root file system needs
/// (device nodes, hard links, owners, setuid bits) exactly as `docker import` expects.</summary>
internal static class TarStream
{
    /// <summary>Hands tar's output to <paramref name="consume"/>; the error is set when tar failed or timed out.</summary>
    public static async Task<string?> FromDirectoryAsync(string directory, Func<Stream, Task> consume, TimeSpan timeout, CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo("tar") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var argument in new[] { "-C", directory, "--numeric-owner", "-c", "." })
        {
            startInfo.ArgumentList.Add(argument);
        }

        Process process;
        try
        {
            process = Process.Start(startInfo)!;
        }
        catch (System.ComponentModel.Win32Exception exception)
        {
            return $"Could not start tar: {exception.Message}. Install tar (apt-get install tar).";
        }

        using var started = process;
        var errors = process.StandardError.ReadToEndAsync(cancellationToken);
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeoutSource.CancelAfter(timeout);
        try
        {
            await consume(process.StandardOutput.BaseStream).ConfigureAwait(false);
            await process.WaitForExitAsync(timeoutSource.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            process.Kill(entireProcessTree: true);
            return $"tar of {directory} did not finish within {timeout.TotalMinutes:0} min.";
        }

        return process.ExitCode == 0 ? null : $"tar of {directory} failed ({process.ExitCode}): {(await errors.ConfigureAwait(false)).Trim()}";
    }
}
