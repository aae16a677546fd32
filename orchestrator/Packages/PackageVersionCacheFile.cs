using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>package-versions.json beside durations.json in the machine-wide cache: what each NuGet source served of each
/// package probed, and when. An answer is trusted for <see cref="MaxAge"/>, so a mirror that gains a pack is seen the
/// next day (delete the file to probe at once). A missing or broken file is an empty cache, never an error.</summary>
public sealed class PackageVersionCacheFile
{
    public const string FileName = "package-versions.json";
    public static readonly TimeSpan MaxAge = TimeSpan.FromDays(1);
    private readonly string _path;
    private readonly TimeProvider _time;

    public PackageVersionCacheFile(string machineCacheDirectory, TimeProvider time)
    {
        _path = Path.Combine(machineCacheDirectory, FileName);
        _time = time;
    }

    /// <param name="key">"source|package-id" (lower case).</param>
    public IReadOnlyList<string>? Find(string key) =>
        Read().TryGetValue(key, out var entry) && _time.GetUtcNow() - entry.ProbedUtc < MaxAge ? entry.Versions : null;

    /// <summary>Best effort: a cache that cannot be written costs the next run one probe.</summary>
    public void Remember(string key, IReadOnlyList<string> versions)
    {
        try
        {
            var entries = Read();
            entries[key] = new Entry(versions, _time.GetUtcNow());
            Directory.CreateDirectory(Path.GetDirectoryName(_path)!);
            using var stream = new MemoryStream();
            using (var writer = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true }))
            {
                writer.WriteStartObject();
                foreach (var (name, entry) in entries.OrderBy(e => e.Key, StringComparer.Ordinal))
                {
                    writer.WriteStartObject(name);
                    writer.WriteString("probedUtc", entry.ProbedUtc);
                    writer.WriteStartArray("versions");
                    foreach (var version in entry.Versions) writer.WriteStringValue(version);
                    writer.WriteEndArray();
                    writer.WriteEndObject();
                }

                writer.WriteEndObject();
            }

            AtomicFile.WriteAllText(_path, System.Text.Encoding.UTF8.GetString(stream.ToArray()));
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
            var (text, _) = RegularFile.ReadText(_path, 4 * 1024 * 1024);
            if (text is null) return [];
            using var document = JsonDocument.Parse(text);
            return document.RootElement.EnumerateObject().ToDictionary(
                p => p.Name,
                p => new Entry(p.Value.GetProperty("versions").EnumerateArray().Select(v => v.GetString()!).ToList(), p.Value.GetProperty("probedUtc").GetDateTimeOffset()));
        }
        catch (Exception exception) when (exception is JsonException or IOException or InvalidOperationException or KeyNotFoundException or FormatException or UnauthorizedAccessException)
        {
            return [];
        }
    }

    private sealed record Entry(IReadOnlyList<string> Versions, DateTimeOffset ProbedUtc);
}
