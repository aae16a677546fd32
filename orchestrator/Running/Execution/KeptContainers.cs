using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>The containers a run keeps, one per micro cell (and core set, where a run has several: a container's CPUs are
/// fixed when it starts), started at the cell's first process and removed when the run ends, or when a command in one
/// times out or fails, so that the cell's next process starts afresh. A core set runs one process at a time, so a kept
/// container never runs two commands at once.</summary>
public sealed class KeptContainers
{
    /// <summary>Where a process of a kept container writes (--artifacts): emptied before each process, copied out after it.</summary>
    public const string ProcessOutputPath = BenchInvocation.ContainerArtifactsPath + "/process";

    private static readonly TimeSpan RemoveTimeout = TimeSpan.FromSeconds(30);
    private readonly IContainerEngine _engine;
    private readonly Dictionary<string, string> _byKey = new(StringComparer.Ordinal);
    private readonly object _gate = new();

    public KeptContainers(IContainerEngine engine) => _engine = engine;

    /// <summary>What a kept container is for: the cell, and what its container was started with.</summary>
    public static string Key(string cellId, ContainerSpec spec) => $"{cellId}|{spec.Image}|{spec.CpuSet}|{spec.MemoryBytes}";

    /// <summary>The container for <paramref name="key"/>, started from <paramref name="spec"/> when there is none yet.</summary>
    public async Task<EngineResult<string>> GetAsync(string key, ContainerSpec spec, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            if (_byKey.TryGetValue(key, out var kept)) return EngineResult<string>.Success(kept);
        }

        var started = await _engine.StartContainerAsync(spec, cancellationToken).ConfigureAwait(false);
        if (started.IsSuccess)
        {
            lock (_gate) _byKey[key] = started.Value;
        }

        return started;
    }

    /// <summary>The command a process runs in a kept container: its folder emptied, then the image's entrypoint with the
    /// process's arguments, run by a shell that waits for it. The shell stays its parent: BenchmarkDotNet looks its parent
    /// process up, and a command run in a container otherwise has none inside it (PID 0), which Mono refuses.</summary>
    public static IReadOnlyList<string> Command(IReadOnlyList<string> entrypoint, IReadOnlyList<string> arguments) =>
        ["sh", "-c", "rm -rf \"$0\" && mkdir -p \"$0\" && \"$@\"; exit $?", ProcessOutputPath, .. entrypoint, .. arguments];

    public async Task RemoveAsync(string key)
    {
        string? id;
        lock (_gate)
        {
            if (!_byKey.Remove(key, out id)) return;
        }

        using var timeout = new CancellationTokenSource(RemoveTimeout);
        await _engine.RemoveContainerAsync(id, timeout.Token).ConfigureAwait(false);
    }

    /// <summary>Every kept container at once: at the run's end nothing is measured any more, and one after another the
    /// default matrix's 30-odd containers took about 5 s of the sitting.</summary>
    public async Task RemoveAllAsync()
    {
        List<string> keys;
        lock (_gate) keys = [.. _byKey.Keys];
        await Task.WhenAll(keys.Select(RemoveAsync)).ConfigureAwait(false);
    }
}
