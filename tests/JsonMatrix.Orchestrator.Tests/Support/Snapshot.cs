using System;
using System.IO;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>
/// Compares rendered text with a checked-in file under Snapshots/. On a difference it writes the new text beside it
/// as *.received.* and fails, saying where the texts differ and how to accept the change.
/// Run with UPDATE_SNAPSHOTS=1 to overwrite the checked-in files instead.
/// </summary>
public static class Snapshot
{
    public static void Match(string actual, string fileName)
    {
        var expectedPath = RepositoryFiles.Snapshot(fileName);
        var receivedPath = Path.Combine(Path.GetDirectoryName(expectedPath)!,
            Path.GetFileNameWithoutExtension(fileName) + ".received" + Path.GetExtension(fileName));
        if (Environment.GetEnvironmentVariable("UPDATE_SNAPSHOTS") == "1")
        {
            File.WriteAllText(expectedPath, actual);
            if (File.Exists(receivedPath)) File.Delete(receivedPath);
            return;
        }
        if (File.Exists(expectedPath) && File.ReadAllText(expectedPath) == actual)
        {
            if (File.Exists(receivedPath)) File.Delete(receivedPath);
            return;
        }
        File.WriteAllText(receivedPath, actual);
        var where = File.Exists(expectedPath) ? FirstDifference(File.ReadAllText(expectedPath), actual) : "the snapshot does not exist yet";
        Assert.Fail($"{fileName} differs from {expectedPath}: {where}. The new output is in {receivedPath}. " +
            "If the change is intended, copy it over the snapshot, or run the tests with UPDATE_SNAPSHOTS=1, and review the diff.");
    }

    private static string FirstDifference(string expected, string actual)
    {
        var e = expected.Split('\n');
        var a = actual.Split('\n');
        for (var i = 0; i < Math.Max(e.Length, a.Length); i++)
        {
            var el = i < e.Length ? e[i] : "<end of file>";
            var al = i < a.Length ? a[i] : "<end of file>";
            if (el != al) return $"line {i + 1} was '{Shorten(el)}', is now '{Shorten(al)}'";
        }
        return "only line endings differ";
    }

    private static string Shorten(string line) => line.Length <= 160 ? line : line[..160] + "…";
}
