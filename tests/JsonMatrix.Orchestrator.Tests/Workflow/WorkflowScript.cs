using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using JsonMatrix.Orchestrator.Tests.Support;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>Runs one of the workflow's step scripts (.github/scripts) the way a runner does: bash, from the checkout's
/// root, with the step's environment variables and nothing pasted into the script.</summary>
public static class WorkflowScript
{
    public static (int ExitCode, string Output) Run(string script, IReadOnlyDictionary<string, string> environment, TimeSpan timeout) =>
        RunProcess("bash", [Path.Combine(".github", "scripts", script)], environment, timeout);

    /// <summary>Standard output, then standard error: JSON printed on standard output stays parseable when stderr is empty.</summary>
    public static (int ExitCode, string Output) RunProcess(
        string fileName, IReadOnlyList<string> arguments, IReadOnlyDictionary<string, string> environment, TimeSpan timeout)
    {
        var start = new ProcessStartInfo(fileName)
        {
            WorkingDirectory = RepositoryFiles.RepositoryRoot,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        foreach (var (name, value) in environment)
        {
            start.Environment[name] = value;
        }

        using var process = Process.Start(start)!;
        var stderr = process.StandardError.ReadToEndAsync();
        var stdout = process.StandardOutput.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{fileName} {string.Join(' ', arguments)} did not finish within {timeout}.");
        }

        return (process.ExitCode, stdout.Result + stderr.Result);
    }
}
