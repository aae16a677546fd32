using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Web.Load;

namespace JsonMatrix.Web.Running;

/// <summary>With --server-cpus the app starts itself again under taskset, so the runtime starts on those CPUs and sizes
/// Environment.ProcessorCount, the GC's heaps and the thread pool for them, as it would in a container of that size.
/// Pinning the running process (ServerAffinity) moves its threads but leaves those decisions made for every CPU.</summary>
public static class PinnedStart
{
    public const string Variable = "JSONMATRIX_WEB_SERVER_CPUS";

    public static bool IsPinned(string cpus) => Environment.GetEnvironmentVariable(Variable) == cpus;

    /// <returns>The pinned run's exit code, or 2 with an error line when taskset refuses the CPU list.</returns>
    public static int Run(IReadOnlyList<string> args, string cpus, TextWriter errorLog)
    {
        // The pinned run's own exit codes must not be confused with taskset's: the list is tried first.
        var check = ProcessRunner.TryRun("taskset", new[] { "-c", cpus, "true" }, 10);
        if (check == null || check.ExitCode != 0)
        {
            var why = check?.Output.Trim() ?? "taskset is not installed (Debian's util-linux has it)";
            errorLog.WriteLine($"error: could not pin the server to CPUs '{cpus}' (--server-cpus): {why}");
            return BenchExitCodes.InvalidArguments;
        }

        var start = new ProcessStartInfo("taskset") { UseShellExecute = false };
        foreach (var argument in new[] { "-c", cpus }.Concat(SelfCommand()).Concat(args))
        {
            start.ArgumentList.Add(argument);
        }

        start.Environment[Variable] = cpus;
        using var pinned = Process.Start(start) ?? throw new InvalidOperationException("taskset did not start.");
        pinned.WaitForExit();
        return pinned.ExitCode;
    }

    /// <summary>The apphost (/app/JsonMatrix.Web), or `dotnet JsonMatrix.Web.dll` when started that way.</summary>
    public static IReadOnlyList<string> SelfCommand()
    {
        using var self = Process.GetCurrentProcess();
        var host = self.MainModule?.FileName ?? throw new InvalidOperationException("The app cannot find its own executable.");
        return Path.GetFileNameWithoutExtension(host) == "dotnet"
            ? new[] { host, Path.ChangeExtension(typeof(PinnedStart).Assembly.Location, ".dll") }
            : new[] { host };
    }
}
