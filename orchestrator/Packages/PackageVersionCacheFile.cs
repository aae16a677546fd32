using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.FileSystem;
using JsonMatrix.Orchestrator.Formats;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>package-versions.json beside durations.json in the machine-wide cache: what each NuGet source served of each
/// package probed, and the target frameworks of each package version read, and when; each entry a
/// <see cref="PackageCacheEntryDocument"/>, written and read as one. An answer is trusted for <see cref="MaxAge"/>, so a
/// mirror that gains a pack is seen the next day (delete the file to probe at once). A missing or broken file is an
/// empty cache, never an error; an entry of a shape this version does not know is skipped.</summary>
public sealed class PackageVersionCacheFile
{
    public const string FileName = "package-versions.json";
    public static readonly TimeSpan MaxAge = TimeSpan.FromDays(1);
    private const string FrameworksKeyPrefix = "frameworks|";
    private readonly string _path;
    private readonly TimeProvider _time;

    public PackageVersionCacheFile(string machineCacheDirectory, TimeProvider time)
    {
        _path = Path.Combine(machineCacheDirectory, FileName);
        _time = time;
    }

    /// <param name="key">"source|package-id" (lower case).</param>
    public IReadOnlyList<string>? Find(string key) => Fresh(key)?.Versions;

    /// <summary>Best effort: a cache that cannot be written costs the next run one probe.</summary>
    public void Remember(string key, IReadOnlyList<string> versions) => Write(key, new PackageCacheEntryDocument(_time.GetUtcNow()) { Versions = versions });

    /// <summary>A package version's frameworks, whichever source served it (a published version's files never change).</summary>
    public PackageFrameworks? FindFrameworks(string packageId, string version) =>
        Fresh(FrameworksKey(packageId, version)) is { Targets: { } targets, BuildTargets: { } build, Refuses: { } refuses }
            ? new PackageFrameworks(targets, build, refuses)
            : null;

    /// <summary>Only what was read: a package that could not be read is asked again next time.</summary>
    public void RememberFrameworks(string packageId, string version, PackageFrameworks frameworks)
    {
        if (frameworks.Error is not null) return;
        Write(FrameworksKey(packageId, version), new PackageCacheEntryDocument(_time.GetUtcNow())
        {
            Targets = frameworks.Targets,
            BuildTargets = frameworks.BuildTargets,
            Refuses = frameworks.Refuses,
        });
    }

    private static string FrameworksKey(string packageId, string version) => $"{FrameworksKeyPrefix}{packageId}|{version}".ToLowerInvariant();

    private PackageCacheEntryDocument? Fresh(string key) =>
        Read().TryGetValue(key, out var entry) && _time.GetUtcNow() - entry.ProbedUtc < MaxAge ? entry : null;

    private void Write(string key, PackageCacheEntryDocument entry)
    {
        try
        {
            var entries = Read();
            entries[key] = entry;
            Directory.CreateDirectory(Path.GetDirectoryName(_path)!);
            // Ordered by key, so the file reads the same whatever order the packages were probed in.
            var document = entries.OrderBy(e => e.Key, StringComparer.Ordinal).ToDictionary(e => e.Key, e => e.Value);
            AtomicFile.WriteAllText(_path, JsonSerializer.Serialize<IReadOnlyDictionary<string, PackageCacheEntryDocument>>(document, FormatsJsonContext.MachineCache.IReadOnlyDictionaryStringPackageCacheEntryDocument));
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
        }
    }

    private Dictionary<string, PackageCacheEntryDocument> Read()
    {
        try
        {
            if (!File.Exists(_path)) return [];
            var (text, _) = RegularFile.ReadText(_path, ReadLimits.PackageCacheBytes);
            if (text is null) return [];
            // Entry by entry, so one that does not fit the record (written by another version, or by hand) costs only itself.
            using var document = JsonDocument.Parse(text);
            var entries = new Dictionary<string, PackageCacheEntryDocument>();
            foreach (var property in document.RootElement.EnumerateObject())
            {
                if (EntryOf(property.Value) is { } entry) entries[property.Name] = entry;
            }

            return entries;
        }
        catch (Exception exception) when (exception is JsonException or IOException or InvalidOperationException or UnauthorizedAccessException)
        {
            return [];
        }
    }

    /// <summary>The entry, or null when it is not one: not of the record's shape (its time of probing is required), or
    /// a list with a null in it (the record's lists hold strings, which the serializer does not check).</summary>
    private static PackageCacheEntryDocument? EntryOf(JsonElement value)
    {
        try
        {
            var entry = value.Deserialize(FormatsJsonContext.MachineCache.PackageCacheEntryDocument);
            return entry is not null && new[] { entry.Versions, entry.Targets, entry.BuildTargets, entry.Refuses }.All(list => list is null || list.All(item => item is not null))
                ? entry
                : null;
        }
        catch (JsonException)
        {
            return null;
        }
    }
}
