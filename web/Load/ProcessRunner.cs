using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics;
using System.Text;

namespace JsonMatrix.Web.Load;

/// <summary>Runs a program to its end with a time limit, collecting stdout and stderr together.</summary>
internal static class ProcessRunner
{
    public sealed class Result
    {
        public Result(int exitCode, bool timedOut, string output)
        {
            ExitCode = exitCode;
            TimedOut = timedOut;
            Output = output;
        }

        public int ExitCode { get; }
        public bool TimedOut { get; }
        public string Output { get; }
    }

    /// <summary>Null when the program cannot be started (not installed).</summary>
    public static Result? TryRun(string file, IEnumerable<string> arguments, int timeoutSeconds)
    {
        var info = new ProcessStartInfo(file) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        var output = new StringBuilder();
        using var process = new Process { StartInfo = info };
        process.OutputDataReceived += (_, e) => Append(output, e.Data);
        process.ErrorDataReceived += (_, e) => Append(output, e.Data);
        try
        {
            process.Start();
        }
        catch (Win32Exception)
        {
            return null;
        }

        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        var exited = process.WaitForExit(timeoutSeconds * 1000);
        if (!exited)
        {
            process.Kill();
        }

        process.WaitForExit();
        lock (output)
        {
            return new Result(exited ? process.ExitCode : -1, !exited, output.ToString());
        }
    }

    private static void Append(StringBuilder output, string? line)
    {
        if (line != null)
        {
            lock (output)
            {
                output.AppendLine(line);
            }
        }
    }
}
