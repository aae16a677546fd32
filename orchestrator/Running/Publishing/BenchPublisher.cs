using System;
using System.Collections.Concurrent;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>Publishes the bench once per <see cref="PublishSpec"/> into .cache/publish/&lt;runtime&gt;-&lt;hash&gt;/
/// (intermediate files in .cache/build/&lt;runtime&gt;-&lt;spec&gt;/, <see cref="BuildFolderOf"/>),
/// reusing a folder whose hash of inputs matches. Within a run, each spec is published at most once: a failure
/// is remembered, so every cell of that runtime fails with the same line at once.</summary>
public sealed class BenchPublisher
{
    private const string MarkerFile = "publish.json";
    private const string LogFile = "publish.log";

    /// <summary>Older publishes of a runtime (about 110 MB each) are deleted beyond this many.</summary>
    private const int KeptPublishesPerRuntime = 3;

    private readonly string _repositoryRoot;
    private readonly string _cacheRoot;
    private readonly IProcessRunner _processes;
    private readonly TimeSpan _timeout;
    private readonly ConcurrentDictionary<PublishSpec, Lazy<Task<StepResult<PublishedBench>>>> _publishes = new();
    private readonly Lazy<Task<string>> _sdkVersion;

    /// <param name="cacheRoot">The repository's .cache folder.</param>
    public BenchPublisher(string repositoryRoot, string cacheRoot, IProcessRunner processes, TimeSpan timeout)
    {
        _repositoryRoot = repositoryRoot;
        _cacheRoot = cacheRoot;
        _processes = processes;
        _timeout = timeout;
        _sdkVersion = new Lazy<Task<string>>(ReadSdkVersionAsync);
    }

    /// <summary>The cached or fresh publish of a spec; the value's <see cref="PublishedBench.Cached"/> says which.</summary>
    /// <remarks>A later cell of the same spec gets the earlier cell's publish as cached, or its failure again.</remarks>
    public async Task<StepResult<PublishedBench>> EnsureAsync(PublishSpec spec, CancellationToken cancellationToken)
    {
        var first = false;
        var publish = _publishes.GetOrAdd(spec, key =>
        {
            first = true;
            return new Lazy<Task<StepResult<PublishedBench>>>(() => PublishAsync(key, cancellationToken));
        });
        var result = await publish.Value.ConfigureAwait(false);
        return first || !result.IsSuccess || result.Value.Cached
            ? result
            : StepResult<PublishedBench>.Success(result.Value with { Cached = true }, $"publish cached ({result.Value.Hash})");
    }

    /// <summary>Whether the publish cache holds a complete publish of the spec with this hash of inputs (what `plan` asks
    /// before it counts a runtime's set-up).</summary>
    public static bool IsPublished(string cacheRoot, PublishSpec spec, string hash) =>
        File.Exists(Path.Combine(FolderOf(cacheRoot, spec, hash), MarkerFile));

    private static string NameOf(PublishSpec spec) => $"{spec.Project.CachePrefix}{spec.RuntimeId}";

    /// <summary>bin/ and obj/ of a spec's builds: kept from one run to the next (an incremental build after a source
    /// change), and apart for each spec, since two builds of one runtime that differ by a package version run side by
    /// side before the first cell (Execution/BuildsAhead) and must not share obj/project.assets.json.</summary>
    public static string BuildFolderOf(string cacheRoot, PublishSpec spec) =>
        Path.Combine(cacheRoot, "build", $"{NameOf(spec)}-{Convert.ToHexStringLower(System.Security.Cryptography.SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(spec.Key)))[..8]}");

    private static string FolderOf(string cacheRoot, PublishSpec spec, string hash) => Path.Combine(cacheRoot, "publish", $"{NameOf(spec)}-{hash}");

    private async Task<StepResult<PublishedBench>> PublishAsync(PublishSpec spec, CancellationToken cancellationToken)
    {
        var hash = PublishHash.Compute(spec, await _sdkVersion.Value.ConfigureAwait(false), BenchSources.Read(_repositoryRoot, spec.Project.SourceFolders));
        var name = NameOf(spec);
        var folder = FolderOf(_cacheRoot, spec, hash);
        var app = Path.Combine(folder, "app");
        if (IsPublished(_cacheRoot, spec, hash))
        {
            return StepResult<PublishedBench>.Success(
                new PublishedBench(spec, hash, app, Cached: true) { AotWarnings = spec.NativeAot ? RecordedAotWarnings(folder) : null },
                $"publish cached ({hash})");
        }

        // Publish next to the final folder and move it in at the end, so a crash never leaves a half folder that looks cached.
        var staging = $"{folder}.partial-{Environment.ProcessId}";
        DeleteIfExists(staging);
        Directory.CreateDirectory(staging);
        var result = await _processes.RunAsync(
            new ProcessRequest(
                "dotnet",
                PublishArguments.For(spec, Path.Combine(_repositoryRoot, spec.Project.ProjectPath), Path.Combine(staging, "app"),
                    BuildFolderOf(_cacheRoot, spec)),
                _timeout,
                _repositoryRoot,
                BuildEnvironment),
            cancellationToken).ConfigureAwait(false);
        var log = result.CombinedOutput;
        int? aotWarnings = spec.NativeAot ? PublishWarnings.Count(log) : null;
        await File.WriteAllTextAsync(Path.Combine(staging, LogFile), log, CancellationToken.None).ConfigureAwait(false);
        if (!result.Succeeded)
        {
            var why = result.StartError
                ?? (result.TimedOut ? $"timed out after {_timeout.TotalMinutes:0} min" : BuildErrorLine.Find(log) ?? $"dotnet exited with {result.ExitCode}");
            var logPath = Path.Combine(_cacheRoot, "publish", $"{name}-{hash}.failed.log");
            await File.WriteAllTextAsync(logPath, log, CancellationToken.None).ConfigureAwait(false);
            DeleteIfExists(staging);
            return StepResult<PublishedBench>.Failed($"publish of {(spec.Project.IsWeb ? "the web app for " : string.Empty)}{spec.RuntimeId} ({spec.Framework}) failed: {why}", log);
        }

        await File.WriteAllTextAsync(
            Path.Combine(staging, MarkerFile),
            JsonSerializer.Serialize(new
            {
                hash, spec.RuntimeId, spec.Framework, spec.RuntimeVersion, properties = spec.VersionProperties.ToDictionary(), publishedUtc = DateTime.UtcNow,
                aotWarnings = aotWarnings,
            }),
            CancellationToken.None).ConfigureAwait(false);
        DeleteIfExists(folder);
        Directory.Move(staging, folder);
        PruneOlderPublishes(name, keep: KeptPublishesPerRuntime);
        return StepResult<PublishedBench>.Success(
            new PublishedBench(spec, hash, app, Cached: false) { AotWarnings = aotWarnings },
            $"published {(spec.Project.IsWeb ? "the web app for " : string.Empty)}{spec.RuntimeId} ({hash}) in {result.Elapsed.TotalSeconds:0.0} s"
            + (aotWarnings is { } count ? $" with NativeAOT, {count} trim/AOT warning(s)" : string.Empty));
    }

    /// <summary>The warnings count a cached NativeAOT publish recorded in its marker; null when it cannot be read.</summary>
    private static int? RecordedAotWarnings(string folder)
    {
        try
        {
            using var marker = JsonDocument.Parse(File.ReadAllText(Path.Combine(folder, MarkerFile)));
            return marker.RootElement.TryGetProperty("aotWarnings", out var count) && count.TryGetInt32(out var value) && value >= 0 ? value : null;
        }
        catch (Exception exception) when (exception is IOException or JsonException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    private async Task<string> ReadSdkVersionAsync()
    {
        var result = await _processes.RunAsync(
            new ProcessRequest("dotnet", ["--version"], TimeSpan.FromSeconds(60), _repositoryRoot, BuildEnvironment),
            CancellationToken.None).ConfigureAwait(false);
        return result.Succeeded ? result.StandardOutput.Trim() : "unknown";
    }

    private static readonly System.Collections.Generic.Dictionary<string, string?> BuildEnvironment = new()
    {
        ["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1",
        ["DOTNET_NOLOGO"] = "1",
        ["DOTNET_SKIP_FIRST_TIME_EXPERIENCE"] = "1",
    };

    private void PruneOlderPublishes(string runtimeId, int keep)
    {
        var publishes = new DirectoryInfo(Path.Combine(_cacheRoot, "publish"))
            .EnumerateDirectories($"{runtimeId}-*")
            .Where(directory => File.Exists(Path.Combine(directory.FullName, MarkerFile)))
            .OrderByDescending(directory => File.GetLastWriteTimeUtc(Path.Combine(directory.FullName, MarkerFile)))
            .Skip(keep);
        foreach (var old in publishes)
        {
            DeleteIfExists(old.FullName);
        }
    }

    private static void DeleteIfExists(string directory)
    {
        if (Directory.Exists(directory))
        {
            Directory.Delete(directory, recursive: true);
        }
    }
}
