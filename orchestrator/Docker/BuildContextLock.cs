using System;
using System.IO;
using System.Text.RegularExpressions;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>
/// Testcontainers writes a build's context to one file per tag in the temp folder (/tmp/jsonmatrix-bench-net8-0-….tar),
/// truncating it first: two processes building the same tag at once (two clones, or a run beside the tests) would
/// corrupt each other's context. A lock file beside it, held for the build, makes the second wait; its build then
/// comes from the engine's layer cache in seconds. The kernel drops the lock when a holder dies, even by kill -9.
/// </summary>
public sealed class BuildContextLock : IDisposable
{
    private static readonly TimeSpan PollInterval = TimeSpan.FromMilliseconds(250);
    private readonly FileStream _held;

    private BuildContextLock(FileStream held) => _held = held;

    /// <summary>The lock's path for a tag: the temp folder Testcontainers writes to, a name made of the tag.</summary>
    public static string PathFor(string tag, string? directory = null) =>
        Path.Combine(directory ?? Path.GetTempPath(), "jsonmatrix-build-" + Regex.Replace(tag, "[^a-zA-Z0-9]", "-").ToLowerInvariant() + ".lock");

    /// <summary>Waits until no other process builds the tag (bounded by the caller's token: the build's timeout).</summary>
    public static async Task<BuildContextLock> AcquireAsync(string tag, CancellationToken cancellationToken, string? directory = null)
    {
        var path = PathFor(tag, directory);
        while (true)
        {
            try
            {
                return new BuildContextLock(new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None));
            }
            catch (IOException) when (File.Exists(path))
            {
                await Task.Delay(PollInterval, cancellationToken).ConfigureAwait(false);
            }
        }
    }

    public void Dispose() => _held.Dispose();
}
