using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>The versions of a package that a restore from the repository could get: those in the NuGet global packages
/// folder (a restore takes them without asking any source) and those the configured sources serve, read from each
/// source's flat container (`&lt;PackageBaseAddress&gt;/&lt;id&gt;/index.json`, the listing restore itself uses) or,
/// for a folder source, from its files. Answers are remembered in <see cref="PackageVersionCacheFile"/>.</summary>
public sealed class NuGetFeedVersions : IPackageVersionSource, IDisposable
{
    private static readonly TimeSpan HttpTimeout = TimeSpan.FromSeconds(20);
    private readonly IProcessRunner _processes;
    private readonly string _repositoryRoot;
    private readonly PackageVersionCacheFile _cache;
    private readonly HttpClient _http = new() { Timeout = HttpTimeout };
    private (IReadOnlyList<string> Sources, string? Error)? _sources;

    public NuGetFeedVersions(IProcessRunner processes, string repositoryRoot, PackageVersionCacheFile cache)
    {
        _processes = processes;
        _repositoryRoot = repositoryRoot;
        _cache = cache;
    }

    public async Task<PackageVersions> VersionsAsync(string packageId, CancellationToken cancellationToken)
    {
        _sources ??= await NuGetSourceList.ReadAsync(_processes, _repositoryRoot, cancellationToken).ConfigureAwait(false);
        var (sources, error) = _sources.Value;
        var sourceText = sources.Count == 0 ? "no NuGet source" : string.Join(", ", sources);
        if (error is not null)
        {
            return PackageVersions.Unknown(sourceText, error);
        }

        var versions = new SortedSet<string>(GlobalPackagesFolderVersions(packageId), StringComparer.OrdinalIgnoreCase);
        foreach (var source in sources)
        {
            var key = source + "|" + packageId.ToLowerInvariant();
            var served = _cache.Find(key);
            if (served is null)
            {
                var (probed, probeError) = await SourceVersionsAsync(source, packageId, cancellationToken).ConfigureAwait(false);
                if (probed is null)
                {
                    return PackageVersions.Unknown(sourceText, $"{source}: {probeError}");
                }

                _cache.Remember(key, probed);
                served = probed;
            }

            versions.UnionWith(served);
        }

        return new PackageVersions(versions.ToList(), sourceText);
    }

    private async Task<(IReadOnlyList<string>? Versions, string? Error)> SourceVersionsAsync(string source, string packageId, CancellationToken cancellationToken)
    {
        var id = packageId.ToLowerInvariant();
        if (!Uri.TryCreate(source, UriKind.Absolute, out var uri) || uri.IsFile)
        {
            return (FolderSourceVersions(uri?.LocalPath ?? source, id), null);
        }

        try
        {
            using var index = JsonDocument.Parse(await _http.GetStringAsync(uri, cancellationToken).ConfigureAwait(false));
            var baseAddress = index.RootElement.GetProperty("resources").EnumerateArray()
                .Where(resource => resource.GetProperty("@type").GetString()?.StartsWith("PackageBaseAddress/3.0.0", StringComparison.Ordinal) == true)
                .Select(resource => resource.GetProperty("@id").GetString())
                .FirstOrDefault();
            if (baseAddress is null)
            {
                return (null, "its service index has no PackageBaseAddress/3.0.0 resource");
            }

            using var response = await _http.GetAsync($"{baseAddress.TrimEnd('/')}/{id}/index.json", cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return ([], null);
            }

            response.EnsureSuccessStatusCode();
            using var listing = JsonDocument.Parse(await response.Content.ReadAsStringAsync(cancellationToken).ConfigureAwait(false));
            return (listing.RootElement.GetProperty("versions").EnumerateArray().Select(v => v.GetString()!).ToList(), null);
        }
        catch (Exception exception) when (exception is HttpRequestException or JsonException or KeyNotFoundException or InvalidOperationException
                                              or TaskCanceledException && !cancellationToken.IsCancellationRequested)
        {
            return (null, exception.Message);
        }
    }

    /// <summary>A folder source: the hierarchical layout (id/version/) or flat .nupkg files (id.version.nupkg).</summary>
    private static IReadOnlyList<string> FolderSourceVersions(string folder, string id)
    {
        if (!Directory.Exists(folder)) return [];
        var nested = Path.Combine(folder, id);
        var hierarchical = Directory.Exists(nested) ? Directory.GetDirectories(nested).Select(Path.GetFileName).OfType<string>() : [];
        var flat = Directory.GetFiles(folder, id + ".*.nupkg", new EnumerationOptions { MatchCasing = MatchCasing.CaseInsensitive })
            .Select(file => Path.GetFileNameWithoutExtension(file)[(id.Length + 1)..]);
        return hierarchical.Concat(flat).ToList();
    }

    /// <summary>Versions already restored on this machine ($NUGET_PACKAGES, else ~/.nuget/packages).</summary>
    private static IEnumerable<string> GlobalPackagesFolderVersions(string packageId)
    {
        var root = Environment.GetEnvironmentVariable("NUGET_PACKAGES") is { Length: > 0 } configured
            ? configured
            : Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages");
        var folder = Path.Combine(root, packageId.ToLowerInvariant());
        return Directory.Exists(folder)
            ? Directory.GetDirectories(folder).Where(version => File.Exists(Path.Combine(version, ".nupkg.metadata"))).Select(Path.GetFileName).OfType<string>()
            : [];
    }

    public void Dispose() => _http.Dispose();
}
