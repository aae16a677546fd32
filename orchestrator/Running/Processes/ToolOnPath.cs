using System;
using System.IO;
using System.Linq;

namespace JsonMatrix.Orchestrator.Running.Processes;

/// <summary>Whether a program is on this machine's PATH (taskset for pinning, wrk for web cells run as processes).</summary>
public static class ToolOnPath
{
    public static bool Exists(string program) =>
        (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Any(directory => File.Exists(Path.Combine(directory, program)));
}
