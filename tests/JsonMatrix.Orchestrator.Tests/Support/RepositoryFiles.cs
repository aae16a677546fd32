using System.IO;
using System.Runtime.CompilerServices;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>Paths of checked-in files, found from this source file so tests do not depend on the working directory.</summary>
public static class RepositoryFiles
{
    public static string TestsRoot { get; } = Path.GetDirectoryName(ThisFile())! is { } support ? Path.GetDirectoryName(support)! : ".";

    public static string RepositoryRoot { get; } = Path.GetFullPath(Path.Combine(TestsRoot, "..", ".."));

    public static string Fixture(string name) => Path.Combine(TestsRoot, "Fixtures", name);

    public static string Snapshot(string name) => Path.Combine(TestsRoot, "Snapshots", name);

    private static string ThisFile([CallerFilePath] string path = "") => path;
}
