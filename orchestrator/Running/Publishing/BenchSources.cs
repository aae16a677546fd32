using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The files a publish depends on: its project's folders (bench/ and contracts/ for the bench; web/ too for the
/// web app), without build output, and the repository-wide build files.</summary>
public static class BenchSources
{
    public const string ProjectPath = "bench/JsonMatrix.Bench.csproj";

    private static readonly string[] RootFiles =
        ["Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props", "global.json", "NuGet.config", "nuget.config"];

    private static readonly string[] IgnoredFolders = ["bin", "obj", "BenchmarkDotNet.Artifacts", "TestResults"];

    /// <summary>SHA-256 of every input file of both publishes (path and content; the web app's folders include the
    /// bench's): what a resumed run compares with the one it continues, so an edited web app is noticed too.</summary>
    public static string Hash(string repositoryRoot)
    {
        using var hash = System.Security.Cryptography.IncrementalHash.CreateHash(System.Security.Cryptography.HashAlgorithmName.SHA256);
        foreach (var (path, content) in Read(repositoryRoot, PublishProject.Web.SourceFolders).OrderBy(file => file.Key, StringComparer.Ordinal))
        {
            hash.AppendData(System.Text.Encoding.UTF8.GetBytes($"{path}\n{content.Length}\n"));
            hash.AppendData(content);
        }

        return Convert.ToHexStringLower(hash.GetHashAndReset());
    }

    public static IEnumerable<KeyValuePair<string, byte[]>> Read(string repositoryRoot) => Read(repositoryRoot, PublishProject.Bench.SourceFolders);

    public static IEnumerable<KeyValuePair<string, byte[]>> Read(string repositoryRoot, IReadOnlyList<string> folders)
    {
        foreach (var name in RootFiles)
        {
            var path = Path.Combine(repositoryRoot, name);
            if (File.Exists(path))
            {
                yield return new(name, File.ReadAllBytes(path));
            }
        }

        foreach (var file in folders.Select(folder => Path.Combine(repositoryRoot, folder)).Where(Directory.Exists)
                     .SelectMany(folder => Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories)))
        {
            var relative = Path.GetRelativePath(repositoryRoot, file).Replace('\\', '/');
            if (!relative.Split('/').Any(segment => IgnoredFolders.Contains(segment, StringComparer.Ordinal)))
            {
                yield return new(relative, File.ReadAllBytes(file));
            }
        }
    }
}
