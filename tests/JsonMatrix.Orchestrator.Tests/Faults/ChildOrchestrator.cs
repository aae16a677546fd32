using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Text;
using System.Threading;
using JsonMatrix.Orchestrator.Cli;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>The built orchestrator as a child process (`dotnet JsonMatrix.Orchestrator.dll ...`), for what only a
/// real process shows: signals, the exit code the shell sees, a real Docker client.</summary>
public sealed class ChildOrchestrator : IDisposable
{
    private readonly Process _process;
    private readonly StringBuilder _out = new();
    private readonly StringBuilder _error = new();
    private readonly string _cache;

    public ChildOrchestrator(string workingDirectory, IReadOnlyDictionary<string, string> environment, params string[] arguments)
    {
        // Through `env --default-signal=INT`: a test run started in the background of a script inherits SIGINT ignored,
        // and .NET leaves an ignored SIGINT ignored, so the child would never see the Ctrl+C the test sends it.
        var start = new ProcessStartInfo("env")
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.ArgumentList.Add("--default-signal=INT");
        start.ArgumentList.Add(DotnetHost());
        start.ArgumentList.Add(typeof(CliApplication).Assembly.Location);
        foreach (var argument in arguments) start.ArgumentList.Add(argument);
        start.Environment["CI"] = "true";
        // Machine-wide state (learned durations, core-set locks) of its own: a test must not wait for, or teach, real runs.
        _cache = Directory.CreateDirectory(Path.Combine(Path.GetTempPath(), "jsonmatrix-child-cache-" + Guid.NewGuid().ToString("n"))).FullName;
        start.Environment["XDG_CACHE_HOME"] = _cache;
        foreach (var (name, value) in environment) start.Environment[name] = value;
        _process = new Process { StartInfo = start };
        _process.OutputDataReceived += (_, e) => { lock (_out) _out.AppendLine(e.Data); };
        _process.ErrorDataReceived += (_, e) => { lock (_error) _error.AppendLine(e.Data); };
        _process.Start();
        _process.BeginOutputReadLine();
        _process.BeginErrorReadLine();
    }

    public string Output { get { lock (_out) return _out.ToString(); } }

    public string Errors { get { lock (_error) return _error.ToString(); } }

    /// <summary>Waits until the standard output holds <paramref name="text"/>; false after the timeout or an exit.</summary>
    public bool WaitForOutput(string text, TimeSpan timeout)
    {
        var deadline = DateTime.UtcNow + timeout;
        while (DateTime.UtcNow < deadline && !_process.HasExited)
        {
            if (Output.Contains(text, StringComparison.Ordinal)) return true;
            Thread.Sleep(100);
        }

        return Output.Contains(text, StringComparison.Ordinal);
    }

    public void Signal(string name) => FaultScratch.Run("kill", $"-{name}", _process.Id.ToString(System.Globalization.CultureInfo.InvariantCulture));

    /// <summary>The exit code, or null when the process did not end in time (it is then killed).</summary>
    public int? WaitForExit(TimeSpan timeout)
    {
        if (!_process.WaitForExit(timeout)) return null;
        _process.WaitForExit();
        return _process.ExitCode;
    }

    public void Dispose()
    {
        if (!_process.HasExited) _process.Kill(entireProcessTree: true);
        _process.Dispose();
        Directory.Delete(_cache, recursive: true);
    }

    /// <summary>The dotnet host running the tests (DOTNET_HOST_PATH is set by `dotnet test`), else the one on PATH.</summary>
    private static string DotnetHost()
    {
        if (Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host && File.Exists(host)) return host;
        return Environment.ProcessPath is { } path && Path.GetFileNameWithoutExtension(path) == "dotnet" ? path : "dotnet";
    }
}
