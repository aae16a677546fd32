using System.Reflection;

namespace JsonMatrix.Bench.Metadata;

/// <summary>Which build of a library was really loaded: the versions its assembly carries.</summary>
public sealed class AssemblyDescription
{
    public AssemblyDescription(string name, string assemblyVersion, string? fileVersion, string? informationalVersion)
    {
        Name = name;
        AssemblyVersion = assemblyVersion;
        FileVersion = fileVersion;
        InformationalVersion = informationalVersion;
    }

    public string Name { get; }

    public string AssemblyVersion { get; }

    public string? FileVersion { get; }

    public string? InformationalVersion { get; }

    public static AssemblyDescription Of(Assembly assembly)
    {
        var name = assembly.GetName();
        return new AssemblyDescription(
            name.Name ?? assembly.FullName ?? "",
            name.Version?.ToString() ?? "",
            assembly.GetCustomAttribute<AssemblyFileVersionAttribute>()?.Version,
            assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion);
    }
}
