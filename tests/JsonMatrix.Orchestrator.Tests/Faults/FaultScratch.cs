using System;
using System.Diagnostics;
using System.IO;
using System.Linq;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>A throwaway folder for hostile inputs (matrix files, FIFOs, links, result folders), removed on dispose.</summary>
public sealed class FaultScratch : IDisposable
{
    public string Root { get; } = Directory.CreateDirectory(System.IO.Path.Combine(System.IO.Path.GetTempPath(), "jsonmatrix-fault-" + Guid.NewGuid().ToString("n"))).FullName;

    public string Path(params string[] parts) => System.IO.Path.Combine([Root, .. parts]);

    public string Write(string name, string text)
    {
        var path = Path(name);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(path)!);
        File.WriteAllText(path, text);
        return path;
    }

    /// <summary>A named pipe: opening it for reading blocks until a writer comes, which is what must never happen.</summary>
    public string Fifo(string name)
    {
        var path = Path(name);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(path)!);
        Run("mkfifo", path);
        return path;
    }

    /// <summary>Runs a command and fails the test with its output when it fails.</summary>
    public static void Run(string command, params string[] arguments)
    {
        var start = new ProcessStartInfo(command) { RedirectStandardError = true, RedirectStandardOutput = true };
        foreach (var argument in arguments) start.ArgumentList.Add(argument);
        using var process = Process.Start(start)!;
        var error = process.StandardError.ReadToEnd();
        process.WaitForExit();
        if (process.ExitCode != 0) throw new InvalidOperationException($"{command} {string.Join(' ', arguments)} exited {process.ExitCode}: {error}");
    }

    /// <summary>Every file below the folder that is empty: a report or cell.json must be whole or absent.</summary>
    public static string[] EmptyFilesBelow(string folder) =>
        Directory.Exists(folder)
            ? Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories).Where(f => new FileInfo(f).Length == 0).ToArray()
            : [];

    public void Dispose()
    {
        if (Directory.Exists(Root)) Directory.Delete(Root, recursive: true);
    }
}
