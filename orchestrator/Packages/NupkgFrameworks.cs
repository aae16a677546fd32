using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Text;
using System.Xml;
using System.Xml.Linq;
using JsonMatrix.Orchestrator.FileSystem;
using NuGet.Frameworks;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Reads <see cref="PackageFrameworks"/> from a .nupkg: the whole package, because a nuspec alone cannot tell
/// that System.Text.Json 8.0 does not support netcoreapp3.1 (its netstandard2.0 group would fit; its buildTransitive
/// targets say otherwise), and because the project's NuGet source serves .nupkg files but not the flat container's
/// .nuspec.</summary>
public static class NupkgFrameworks
{
    /// <summary>The target dotnet/runtime's packages import to stop or warn a build on a framework they do not support.</summary>
    private const string CompatErrorTarget = "NETStandardCompatError";

    public static PackageFrameworks Read(Stream nupkg)
    {
        try
        {
            using var zip = new ZipArchive(nupkg, ZipArchiveMode.Read, leaveOpen: true);
            var entries = zip.Entries.Select(entry => (Path: entry.FullName.Replace('\\', '/'), Entry: entry)).ToList();
            var nuspec = entries.FirstOrDefault(e => !e.Path.Contains('/', StringComparison.Ordinal) && e.Path.EndsWith(".nuspec", StringComparison.OrdinalIgnoreCase)).Entry;
            if (nuspec is null)
            {
                return PackageFrameworks.Unknown("the package has no nuspec");
            }

            var build = BuildFolders(entries, "buildTransitive/");
            if (build.Count == 0)
            {
                build = BuildFolders(entries, "build/");
            }

            var refuses = build.Where(folder => folder.Value.Any(targets => Text(targets).Contains(CompatErrorTarget, StringComparison.Ordinal))).Select(folder => folder.Key);
            return new PackageFrameworks(GroupFrameworks(Text(nuspec)), [.. build.Keys], [.. refuses]);
        }
        catch (Exception exception) when (exception is InvalidDataException or XmlException or IOException)
        {
            return PackageFrameworks.Unknown(exception.Message);
        }
    }

    private static List<string> GroupFrameworks(string nuspec)
    {
        var groups = XDocument.Parse(nuspec).Root?.Elements().Where(e => e.Name.LocalName == "metadata")
            .Elements().Where(e => e.Name.LocalName == "dependencies")
            .Elements().Where(e => e.Name.LocalName == "group") ?? [];
        return groups.Select(group => ShortName(group.Attribute("targetFramework")?.Value)).Distinct(StringComparer.OrdinalIgnoreCase).ToList();
    }

    // A group without a framework serves any; a name NuGet cannot read stays as written (FrameworkFit skips it).
    private static string ShortName(string? targetFramework)
    {
        if (string.IsNullOrWhiteSpace(targetFramework)) return NuGetFramework.AnyFramework.GetShortFolderName();
        try
        {
            return NuGetFramework.Parse(targetFramework).GetShortFolderName();
        }
        catch (ArgumentException)
        {
            return targetFramework;
        }
    }

    /// <summary>Framework folder → its .targets files; files straight under the prefix serve any framework.</summary>
    private static Dictionary<string, List<ZipArchiveEntry>> BuildFolders(List<(string Path, ZipArchiveEntry Entry)> entries, string prefix)
    {
        var folders = new Dictionary<string, List<ZipArchiveEntry>>(StringComparer.OrdinalIgnoreCase);
        foreach (var (path, entry) in entries.Where(e => e.Path.StartsWith(prefix, StringComparison.OrdinalIgnoreCase) && !e.Path.EndsWith('/')))
        {
            var rest = path[prefix.Length..];
            var slash = rest.IndexOf('/', StringComparison.Ordinal);
            var folder = slash < 0 ? NuGetFramework.AnyFramework.GetShortFolderName() : rest[..slash];
            if (!folders.TryGetValue(folder, out var targets)) folders[folder] = targets = [];
            if (path.EndsWith(".targets", StringComparison.OrdinalIgnoreCase)) targets.Add(entry);
        }

        return folders;
    }

    private static string Text(ZipArchiveEntry entry)
    {
        if (entry.Length > ReadLimits.PackageManifestBytes)
        {
            throw new InvalidDataException($"{entry.FullName} is {entry.Length:N0} bytes, more than the limit of {ReadLimits.PackageManifestBytes:N0}");
        }

        var bytes = new byte[entry.Length];
        using (var stream = entry.Open())
        {
            stream.ReadExactly(bytes);
        }

        return Encoding.UTF8.GetString(bytes).TrimStart('\uFEFF');
    }
}
