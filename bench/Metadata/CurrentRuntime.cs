using System;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Runtime.Versioning;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Metadata;

/// <summary>The runtime this process runs on and the libraries it loaded, as metadata.json reports them.</summary>
public static class CurrentRuntime
{
    public static RuntimeDescription Describe() => new(
        RuntimeInformation.FrameworkDescription,
        TargetFrameworkMoniker(typeof(CurrentRuntime).Assembly.GetCustomAttribute<TargetFrameworkAttribute>()?.FrameworkName ?? ""),
        Type.GetType("Mono.Runtime") != null,
        RuntimeInformation.OSDescription,
        Environment.ProcessorCount);

    /// <summary>Which build of a library was really loaded: the versions its assembly carries.</summary>
    public static AssemblyVersion Describe(Assembly assembly)
    {
        var name = assembly.GetName();
        return new AssemblyVersion(
            name.Name ?? assembly.FullName ?? "",
            name.Version?.ToString() ?? "",
            assembly.GetCustomAttribute<AssemblyFileVersionAttribute>()?.Version,
            assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion);
    }

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
