using System;

namespace JsonMatrix.Web.Load;

/// <summary>One window of load: wrk's target, script, length, connections and threads, and where it is pinned.</summary>
public sealed class LoadRequest
{
    public LoadRequest(Uri url, string scriptPath, int seconds, int connections, int threads, string? cpus)
    {
        Url = url;
        ScriptPath = scriptPath;
        Seconds = seconds;
        Connections = connections;
        Threads = threads;
        Cpus = cpus;
    }

    public Uri Url { get; }
    public string ScriptPath { get; }
    public int Seconds { get; }
    public int Connections { get; }
    public int Threads { get; }

    /// <summary>taskset's CPU list for the load generator; null: not pinned.</summary>
    public string? Cpus { get; }
}

/// <summary>The load generator could not run or its output could not be read: the measurement failed (exit 3).</summary>
public sealed class LoadGeneratorException : Exception
{
    public LoadGeneratorException(string message)
        : base(message)
    {
    }
}
