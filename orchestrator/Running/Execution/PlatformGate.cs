using System;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>Which cells this machine can run at all: a cell of another platform is reported as unsupported here
/// (with where it does run), not attempted.</summary>
public static class PlatformGate
{
    public static string? WhyNot(RuntimeSpec runtime, Isolation isolation, bool onWindows)
    {
        if (runtime.Platform == "windows" && !onWindows)
        {
            return $"runtime '{runtime.Id}' ({runtime.Framework}) runs natively on Windows only; run this cell on a Windows machine or runner with --isolation process (runtime 'mono' is its Linux stand-in).";
        }

        if (runtime.Platform == "windows" && isolation == Isolation.Container)
        {
            return $"runtime '{runtime.Id}' runs natively on Windows, not in a Linux container: use --isolation process for it.";
        }

        if (runtime.Platform == "linux" && onWindows)
        {
            return $"runtime '{runtime.Id}' is a Linux cell; run it on Linux (in a container or with --isolation process).";
        }

        return null;
    }

    public static string? WhyNot(RuntimeSpec runtime, Isolation isolation) => WhyNot(runtime, isolation, OperatingSystem.IsWindows());
}
