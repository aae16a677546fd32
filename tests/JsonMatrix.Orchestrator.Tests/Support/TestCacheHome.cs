using System;
using System.IO;
using System.Runtime.CompilerServices;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>
/// The tests run real runs (quick jobs, fakes, killed cells): what they would teach the machine-wide cache
/// (learned durations in $XDG_CACHE_HOME/jsonmatrix/durations.json) is not what the user's runs cost, and made the
/// next `plan` 43 % too high. Before any test runs, this assembly, and every orchestrator it starts, gets a cache
/// of its own in the temp folder.
/// </summary>
internal static class TestCacheHome
{
    public static readonly string Path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "jsonmatrix-tests-cache-" + Environment.ProcessId);

    [ModuleInitializer]
    internal static void Isolate()
    {
        Directory.CreateDirectory(Path);
        Environment.SetEnvironmentVariable("XDG_CACHE_HOME", Path);
    }
}
