using System;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Runtime.Versioning;

namespace JsonMatrix.Bench.Metadata;

/// <summary>The runtime this process runs on, as metadata.json reports it.</summary>
public sealed class RuntimeDescription
{
    public RuntimeDescription(string frameworkDescription, string targetFramework, bool isMono, string osDescription, int processorCount)
    {
        FrameworkDescription = frameworkDescription;
        TargetFramework = targetFramework;
        IsMono = isMono;
        OsDescription = osDescription;
        ProcessorCount = processorCount;
    }

    public string FrameworkDescription { get; }

    /// <summary>The target framework moniker of the build, e.g. net8.0.</summary>
    public string TargetFramework { get; }

    public bool IsMono { get; }

    public string OsDescription { get; }

    public int ProcessorCount { get; }

    public static RuntimeDescription Current() => new(
        RuntimeInformation.FrameworkDescription,
        TargetFrameworkMoniker(typeof(RuntimeDescription).Assembly.GetCustomAttribute<TargetFrameworkAttribute>()?.FrameworkName ?? ""),
        Type.GetType("Mono.Runtime") != null,
        RuntimeInformation.OSDescription,
        Environment.ProcessorCount);

    /// <summary>".NETCoreApp,Version=v8.0" to net8.0, ".NETCoreApp,Version=v3.1" to netcoreapp3.1,
    /// ".NETFramework,Version=v4.8" to net48; anything else unchanged.</summary>
    public static string TargetFrameworkMoniker(string frameworkName)
    {
        var parts = frameworkName.Split(new[] { ",Version=v" }, StringSplitOptions.None);
        if (parts.Length != 2 || !Version.TryParse(parts[1], out var version))
        {
            return frameworkName;
        }

        return parts[0] switch
        {
            ".NETCoreApp" when version.Major < 5 => $"netcoreapp{version.Major}.{version.Minor}",
            ".NETCoreApp" => $"net{version.Major}.{version.Minor}",
            ".NETFramework" => "net" + parts[1].Replace(".", ""),
            _ => frameworkName,
        };
    }
}
