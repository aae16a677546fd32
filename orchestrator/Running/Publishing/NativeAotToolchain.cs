using System;
using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The native tools a NativeAOT publish needs on the machine that publishes: clang links the binary, and
/// zlib's development files (Debian's zlib1g-dev) are linked into it. `doctor --fix` installs both.</summary>
public static class NativeAotToolchain
{
    public const string Linker = "clang";
    public const string ZlibPackage = "zlib1g-dev";

    /// <summary>The header zlib1g-dev installs (its libz.so link sits in an architecture folder).</summary>
    public const string ZlibHeader = "/usr/include/zlib.h";

    /// <summary>What this machine lacks, by the names `apt-get install` takes; empty when a NativeAOT publish can link.</summary>
    public static IReadOnlyList<string> Missing(Func<string, bool> toolOnPath, Func<string, bool> fileExists)
    {
        var missing = new List<string>();
        if (!toolOnPath(Linker)) missing.Add(Linker);
        if (!fileExists(ZlibHeader)) missing.Add(ZlibPackage);
        return missing;
    }

    public static IReadOnlyList<string> MissingHere() => Missing(ToolOnPath.Exists, File.Exists);
}
