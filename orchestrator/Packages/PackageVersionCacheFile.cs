using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.FileSystem;
using JsonMatrix.Orchestrator.Formats;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>package-versions.json beside durations.json in the machine-wide cache: what each NuGet source served of each
/// package probed, and the target frameworks of each package version read, and when. An answer is trusted for
/// <see cref="MaxAge"/>, so a mirror that gains a pack is seen the next day (delete the file to probe at once). A missing
/// or broken file is an empty cache, never an error; an entry of a shape this version does not know is skipped.</summary>
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
    public IReadOnlyList<string>? Find(string key) => Fresh(key)?.GetValueOrDefault("versions");

    /// <summary>Best effort: a cache that cannot be written costs the next run one probe.</summary>
    public void Remember(string key, IReadOnlyList<string> versions) => Write(key, new Dictionary<string, IReadOnlyList<string>> { ["versions"] = versions });

    /// <summary>A package version's frameworks, whichever source served it (a published version's files never change).</summary>
    public PackageFrameworks? FindFrameworks(string packageId, string version) =>
        Fresh(FrameworksKey(packageId, version)) is { } lists
        && lists.TryGetValue("targets", out var targets) && lists.TryGetValue("buildTargets", out var build) && lists.TryGetValue("refuses", out var refuses)
            ? new PackageFrameworks(targets, build, refuses)
            : null;

    /// <summary>Only what was read: a package that could not be read is asked again next time.</summary>
    public void RememberFrameworks(string packageId, string version, PackageFrameworks frameworks)
    {
        if (frameworks.Error is not null) return;
        Write(FrameworksKey(packageId, version), new Dictionary<string, IReadOnlyList<string>>
        {
            ["targets"] = frameworks.Targets,
            ["buildTargets"] = frameworks.BuildTargets,
            ["refuses"] = frameworks.Refuses,
        });
    }

    private static string FrameworksKey(string packageId, string version) => $"{FrameworksKeyPrefix}{packageId}|{version}".ToLowerInvariant();

    private IReadOnlyDictionary<string, IReadOnlyList<string>>? Fresh(string key) =>
        Read().TryGetValue(key, out var entry) && _time.GetUtcNow() - entry.ProbedUtc < MaxAge ? entry.Lists : null;

    private void Write(string key, Dictionary<string, IReadOnlyList<string>> lists)
    {
        try
        {
            var entries = Read();
            entries[key] = new Entry(lists, _time.GetUtcNow());
            Directory.CreateDirectory(Path.GetDirectoryName(_path)!);
            // Ordered by key, so the file reads the same whatever order the packages were probed in.
            var document = entries.OrderBy(e => e.Key, StringComparer.Ordinal).ToDictionary(e => e.Key, e => DocumentOf(e.Value));
            AtomicFile.WriteAllText(_path, JsonSerializer.Serialize<IReadOnlyDictionary<string, PackageCacheEntryDocument>>(document, FormatsJsonContext.MachineCache.IReadOnlyDictionaryStringPackageCacheEntryDocument));
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
        }
    }

    private Dictionary<string, Entry> Read()
    {
        try
        {
            if (!File.Exists(_path)) return [];
            var (text, _) = RegularFile.ReadText(_path, ReadLimits.PackageCacheBytes);
            if (text is null) return [];
            using var document = JsonDocument.Parse(text);
            var entries = new Dictionary<string, Entry>();
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

    private static Entry? EntryOf(JsonElement value)
    {
        if (value.ValueKind != JsonValueKind.Object || !value.TryGetProperty("probedUtc", out var probed) || !probed.TryGetDateTimeOffset(out var probedUtc))
        {
            return null;
        }

        var lists = new Dictionary<string, IReadOnlyList<string>>(StringComparer.Ordinal);
        foreach (var list in value.EnumerateObject().Where(p => p.Value.ValueKind == JsonValueKind.Array))
        {
            if (list.Value.EnumerateArray().Any(item => item.ValueKind != JsonValueKind.String)) return null;
            lists[list.Name] = list.Value.EnumerateArray().Select(item => item.GetString()!).ToList();
        }

        return new Entry(lists, probedUtc);
    }

    private static PackageCacheEntryDocument DocumentOf(Entry entry) => new(entry.ProbedUtc)
    {
        Versions = entry.Lists.GetValueOrDefault("versions"),
        Targets = entry.Lists.GetValueOrDefault("targets"),
        BuildTargets = entry.Lists.GetValueOrDefault("buildTargets"),
        Refuses = entry.Lists.GetValueOrDefault("refuses"),
    };

    private sealed record Entry(IReadOnlyDictionary<string, IReadOnlyList<string>> Lists, DateTimeOffset ProbedUtc);
}
