using System;
using System.IO;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>A small tmpfs mounted for one test (root only), to make a disk fill up or turn read-only mid-run;
/// unmounted and removed on dispose.</summary>
public sealed class SmallDisk : IDisposable
{
    public SmallDisk(string size = "1m")
    {
        Root = Directory.CreateDirectory(Path.Combine(Path.GetTempPath(), "jsonmatrix-disk-" + Guid.NewGuid().ToString("n"))).FullName;
        FaultScratch.Run("mount", "-t", "tmpfs", "-o", $"size={size}", "tmpfs", Root);
    }

    public string Root { get; }

    /// <summary>Writes a file outside the test's folders until the disk refuses one more byte.</summary>
    public void Fill()
    {
        using var filler = new FileStream(Path.Combine(Root, "filler"), FileMode.Create, FileAccess.Write, FileShare.None, 1);
        foreach (var chunk in new[] { 64 * 1024, 4096, 1 })
        {
            var bytes = new byte[chunk];
            try
            {
                while (true) filler.Write(bytes);
            }
            catch (IOException)
            {
            }
        }
    }

    public void MakeReadOnly() => FaultScratch.Run("mount", "-o", "remount,ro", Root);

    public void Dispose()
    {
        FaultScratch.Run("umount", "-l", Root);
        Directory.Delete(Root);
    }
}
