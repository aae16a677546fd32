using System;
using System.Collections.Generic;
using System.IO;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Locks;

/// <summary>
/// A machine-wide claim on the CPUs of a core set, so two runs never measure on the same core at the same time.
/// One lock file per CPU (cpu-N.lock under the machine cache's locks/), opened with FileShare.None: .NET takes an
/// exclusive flock on Linux and a sharing lock on Windows, both held by the open file and released by the kernel when
/// the process ends, however it ends. Overlapping sets ("1" and "0-1") conflict on the CPU they share. CPUs are
/// taken in ascending order, so two runs cannot deadlock. Beside each lock, cpu-N.owner says which run holds it.
/// </summary>
public sealed class CoreSetLock : IDisposable
{
    private readonly List<FileStream> _held;
    private readonly string _lockDirectory;

    private CoreSetLock(string lockDirectory, string cpuSet, List<FileStream> held)
    {
        _lockDirectory = lockDirectory;
        CpuSet = cpuSet;
        _held = held;
    }

    private const string UnknownOwner = "another run";

    public string CpuSet { get; }

    /// <summary>How long the run waited for the set, and who held it (null when it was free at once).</summary>
    public CoreSetWait? Waited { get; private set; }

    /// <summary>Takes every CPU of the set, or none: null and who holds the first busy CPU when one is taken.</summary>
    public static (CoreSetLock? Lock, string? Holder) TryAcquire(string lockDirectory, string cpuSet, LockOwner owner)
    {
        Directory.CreateDirectory(lockDirectory);
        var held = new List<FileStream>();
        foreach (var cpu in CpuList.Parse(cpuSet))
        {
            var path = Path.Combine(lockDirectory, $"cpu-{cpu}.lock");
            try
            {
                held.Add(new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None));
            }
            catch (IOException)
            {
                held.ForEach(stream => stream.Dispose());
                return (null, Describe(lockDirectory, cpu));
            }
        }

        foreach (var cpu in CpuList.Parse(cpuSet))
        {
            WriteOwner(lockDirectory, cpu, owner);
        }

        return (new CoreSetLock(lockDirectory, cpuSet, held), null);
    }

    /// <summary>Waits until every CPU of the set is free, saying once per holder who holds it; or, with
    /// <paramref name="wait"/> false, gives up at once with that holder.</summary>
    public static async Task<(CoreSetLock? Lock, string? Error)> AcquireAsync(
        string lockDirectory, string cpuSet, LockOwner owner, bool wait, Action<string> say, TimeProvider time, CancellationToken cancellationToken)
    {
        string? lastHolder = null;
        string? firstHolder = null;
        var started = time.GetTimestamp();
        while (true)
        {
            var (acquired, holder) = TryAcquire(lockDirectory, cpuSet, owner);
            if (acquired is not null)
            {
                if ((lastHolder ?? firstHolder) is { } heldBy)
                {
                    acquired.Waited = new CoreSetWait(time.GetElapsedTime(started).TotalSeconds, heldBy);
                }
                return (acquired, null);
            }

            firstHolder ??= holder;

            if (!wait)
            {
                return (null, $"core set {cpuSet} is in use by {holder}; --no-wait was given, so nothing was run. Wait for that run to end, or use another limits.cpuset.");
            }

            // A holder names itself a moment after it takes the lock: give it that moment before saying "unknown".
            var nameless = holder!.StartsWith(UnknownOwner, StringComparison.Ordinal) && time.GetElapsedTime(started) < TimeSpan.FromSeconds(3);
            if (holder != lastHolder && !nameless)
            {
                say($"Core set {cpuSet} is in use by {holder}: waiting for it (--no-wait fails instead).");
                lastHolder = holder;
            }

            await Task.Delay(TimeSpan.FromSeconds(1), time, cancellationToken).ConfigureAwait(false);
        }
    }

    /// <summary>Removes the owner notes first (a note outliving its lock would name a finished run), then lets go.
    /// A killed run leaves its note behind; the next holder overwrites it.</summary>
    public void Dispose()
    {
        if (_held.Count == 0)
        {
            return;
        }

        foreach (var cpu in CpuList.Parse(CpuSet))
        {
            try
            {
                File.Delete(Path.Combine(_lockDirectory, $"cpu-{cpu}.owner"));
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                // Only a label: the lock itself is released below either way.
            }
        }

        foreach (var stream in _held)
        {
            stream.Dispose();
        }

        _held.Clear();
    }

    private static void WriteOwner(string lockDirectory, int cpu, LockOwner owner)
    {
        FileSystem.AtomicFile.WriteAllText(Path.Combine(lockDirectory, $"cpu-{cpu}.owner"), JsonSerializer.Serialize(owner));
    }

    private static string Describe(string lockDirectory, int cpu) =>
        ReadOwner(lockDirectory, cpu) is { } owner
            ? $"run {owner.RunId} (pid {owner.ProcessId}, started {owner.StartedUtc:HH:mm:ss} UTC, output {owner.OutputDirectory})"
            : $"{UnknownOwner} (CPU {cpu} is locked; owner unknown)";

    /// <summary>Who holds a CPU, as its owner note says; null when the holder has not written its name yet, or it was removed.</summary>
    internal static LockOwner? ReadOwner(string lockDirectory, int cpu)
    {
        try
        {
            var (text, _) = FileSystem.RegularFile.ReadText(Path.Combine(lockDirectory, $"cpu-{cpu}.owner"), FileSystem.ReadLimits.LockOwnerBytes, followLinks: false);
            return text is null ? null : JsonSerializer.Deserialize<LockOwner>(text);
        }
        catch (Exception exception) when (exception is IOException or JsonException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}

/// <summary>Who holds a core set: written beside the lock files for the runs that wait.</summary>
public sealed record LockOwner(string RunId, int ProcessId, DateTime StartedUtc, string OutputDirectory);

/// <summary>A run that had to wait for its core set: for how long, and who held it when it last looked.</summary>
public sealed record CoreSetWait(double Seconds, string Holder);
