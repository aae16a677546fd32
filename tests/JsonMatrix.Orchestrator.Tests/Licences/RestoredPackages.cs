using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Xml.Linq;
using JsonMatrix.Orchestrator.Tests.Support;

namespace JsonMatrix.Orchestrator.Tests.Licences;

/// <summary>A package one or more projects restore, with its licence, and the projects that restore it.</summary>
public sealed record RestoredPackage(PackageLicence Licence, IReadOnlySet<string> Projects);

/// <summary>What the solution's projects really restore: every "package" library of each project's
/// obj/project.assets.json (all its target frameworks, as a `dotnet build` of the solution restores them), with the
/// licence read from the package's own .nuspec in the packages folder the assets file names.</summary>
public static class RestoredPackages
{
    /// <summary>The solution's projects (JsonMatrix.slnx), by path from the repository root.</summary>
    public static IReadOnlyList<string> Projects() =>
        XDocument.Load(Path.Combine(RepositoryFiles.RepositoryRoot, "JsonMatrix.slnx")).Descendants("Project")
            .Select(project => project.Attribute("Path")!.Value).Order(StringComparer.Ordinal).ToList();

    /// <summary>Projects under tests/ are not shipped.</summary>
    public static bool IsShipped(string project) => !project.StartsWith("tests/", StringComparison.Ordinal);

    public static string ProjectName(string project) => Path.GetFileNameWithoutExtension(project);

    public static IReadOnlyList<RestoredPackage> Read()
    {
        var byPackage = new SortedDictionary<(string Id, string Version), (PackageLicence Licence, SortedSet<string> Projects)>(
            Comparer<(string Id, string Version)>.Create((a, b) =>
                StringComparer.OrdinalIgnoreCase.Compare(a.Id, b.Id) is var byId and not 0 ? byId : StringComparer.Ordinal.Compare(a.Version, b.Version)));
        foreach (var project in Projects())
        {
            var assets = Path.Combine(RepositoryFiles.RepositoryRoot, Path.GetDirectoryName(project)!, "obj", "project.assets.json");
            if (!File.Exists(assets))
            {
                throw new InvalidOperationException($"{assets} is missing: restore the solution first (`dotnet build` at the repository root).");
            }

            using var document = JsonDocument.Parse(File.ReadAllText(assets));
            var packagesFolder = document.RootElement.GetProperty("packageFolders").EnumerateObject().First().Name;
            foreach (var library in document.RootElement.GetProperty("libraries").EnumerateObject())
            {
                if (library.Value.GetProperty("type").GetString() != "package") continue;
                var (id, version) = (library.Name[..library.Name.IndexOf('/')], library.Name[(library.Name.IndexOf('/') + 1)..]);
                var key = (id, version);
                if (!byPackage.TryGetValue(key, out var entry))
                {
                    var folder = Path.Combine(packagesFolder, library.Value.GetProperty("path").GetString()!);
                    entry = (ReadNuspec(id, version, folder), new SortedSet<string>(StringComparer.Ordinal));
                    byPackage[key] = entry;
                }

                entry.Projects.Add(ProjectName(project));
            }
        }

        return byPackage.Values.Select(entry => new RestoredPackage(entry.Licence, entry.Projects)).ToList();
    }

    /// <summary>The frameworks a project's assets file was restored for (a restore of one framework, as a publish with
    /// -p:TargetFrameworks=X does, would hide the others' packages).</summary>
    public static IReadOnlyList<string> RestoredFrameworks(string project)
    {
        var assets = Path.Combine(RepositoryFiles.RepositoryRoot, Path.GetDirectoryName(project)!, "obj", "project.assets.json");
        using var document = JsonDocument.Parse(File.ReadAllText(assets));
        return document.RootElement.GetProperty("project").GetProperty("frameworks").EnumerateObject().Select(f => f.Name).Order(StringComparer.Ordinal).ToList();
    }

    private static PackageLicence ReadNuspec(string id, string version, string folder)
    {
        var nuspec = Directory.Exists(folder) ? Directory.GetFiles(folder, "*.nuspec").FirstOrDefault() : null;
        if (nuspec is null)
        {
            return new PackageLicence(id, version, null, null);
        }

        var metadata = XDocument.Load(nuspec).Root!.Elements().First(e => e.Name.LocalName == "metadata");
        var license = metadata.Elements().FirstOrDefault(e => e.Name.LocalName == "license");
        var licenseUrl = metadata.Elements().FirstOrDefault(e => e.Name.LocalName == "licenseUrl")?.Value.Trim();
        return (string?)license?.Attribute("type") switch
        {
            "expression" => new PackageLicence(id, version, license!.Value.Trim(), licenseUrl),
            "file" => new PackageLicence(id, version, null, licenseUrl, license!.Value.Trim()),
            _ => new PackageLicence(id, version, null, licenseUrl),
        };
    }
}
