using System;
using System.IO;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>Finds the repository (the folder holding bench/JsonMatrix.Bench.csproj) from the working directory,
/// or from where the orchestrator was built.</summary>
public static class RepositoryLocator
{
    private const string Marker = "bench/JsonMatrix.Bench.csproj";

    public static (string? Root, string? Error) Find(string workingDirectory, string applicationDirectory)
    {
        foreach (var start in new[] { workingDirectory, applicationDirectory })
        {
            for (var directory = new DirectoryInfo(start); directory is not null; directory = directory.Parent)
            {
                if (File.Exists(Path.Combine(directory.FullName, Marker)))
                {
                    return (directory.FullName, null);
                }
            }
        }

        return (null, $"No JsonMatrix repository (a folder with {Marker}) above {workingDirectory}: run the orchestrator from a clone of the repository.");
    }

    public static (string? Root, string? Error) Find() => Find(Environment.CurrentDirectory, AppContext.BaseDirectory);
}
