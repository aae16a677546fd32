using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>The versions of a package that a restore from the repository could get: those in the NuGet global packages
/// folder (a restore takes them without asking any source) and those the configured sources serve, read from each
/// source's flat container (`&lt;PackageBaseAddress&gt;/&lt;id&gt;/index.json`, the listing restore itself uses) or,
/// for a folder source, from its files; and the frameworks of a package version, from its .nupkg (<see cref="NupkgSource"/>).
/// Answers are remembered in <see cref="PackageVersionCacheFile"/>.</summary>
public sealed class NuGetFeedVersions : IPackageVersionSource, IDisposable
{
    private static readonly TimeSpan HttpTimeout = TimeSpan.FromSeconds(20);
    private readonly IProcessRunner _processes;
    private readonly string _repositoryRoot;
    private readonly PackageVersionCacheFile _cache;
    private readonly HttpClient _http = new() { Timeout = HttpTimeout };
    private readonly FlatContainers _containers;
    private readonly NupkgSource _nupkgs;
    private (IReadOnlyList<string> Sources, string? Error)? _sources;

    public NuGetFeedVersions(IProcessRunner processes, string repositoryRoot, PackageVersionCacheFile cache)
    {
        _processes = processes;
        _repositoryRoot = repositoryRoot;
        _cache = cache;
        _containers = new FlatContainers(_http);
        _nupkgs = new NupkgSource(_http, _containers);
    }

    public async Task<PackageVersions> VersionsAsync(string packageId, CancellationToken cancellationToken)
    {
        var (sources, error) = await SourcesAsync(cancellationToken).ConfigureAwait(false);
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

    public async Task<PackageFrameworks> FrameworksAsync(string packageId, string version, CancellationToken cancellationToken)
    {
        if (_cache.FindFrameworks(packageId, version) is { } known)
        {
            return known;
        }

        var (sources, error) = await SourcesAsync(cancellationToken).ConfigureAwait(false);
        var read = error is not null ? PackageFrameworks.Unknown(error) : await _nupkgs.FrameworksAsync(sources, packageId, version, cancellationToken).ConfigureAwait(false);
        _cache.RememberFrameworks(packageId, version, read);
        return read;
    }

    private async Task<(IReadOnlyList<string> Sources, string? Error)> SourcesAsync(CancellationToken cancellationToken) =>
        _sources ??= await NuGetSourceList.ReadAsync(_processes, _repositoryRoot, cancellationToken).ConfigureAwait(false);

    private async Task<(IReadOnlyList<string>? Versions, string? Error)> SourceVersionsAsync(string source, string packageId, CancellationToken cancellationToken)
    {
        var id = packageId.ToLowerInvariant();
        if (!Uri.TryCreate(source, UriKind.Absolute, out var uri) || uri.IsFile)
        {
            return (FolderSourceVersions(uri?.LocalPath ?? source, id), null);
        }

        try
        {
            var baseAddress = await _containers.BaseAddressAsync(uri, cancellationToken).ConfigureAwait(false);
            if (baseAddress is null)
            {
                return (null, FlatContainers.NoBaseAddress);
            }

            using var response = await _http.GetAsync($"{baseAddress}/{id}/index.json", cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return ([], null);
            }

            response.EnsureSuccessStatusCode();
            using var listing = JsonDocument.Parse(await response.Content.ReadAsStringAsync(cancellationToken).ConfigureAwait(false));
            return (listing.RootElement.GetProperty("versions").EnumerateArray().Select(v => v.GetString()!).ToList(), null);
        }
        catch (Exception exception) when (FlatContainers.IsUnanswered(exception, cancellationToken))
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

    /// <summary>Versions already restored on this machine.</summary>
    private static IEnumerable<string> GlobalPackagesFolderVersions(string packageId)
    {
        var folder = Path.Combine(NupkgSource.GlobalPackagesFolder(), packageId.ToLowerInvariant());
        return Directory.Exists(folder)
            ? Directory.GetDirectories(folder).Where(version => File.Exists(Path.Combine(version, ".nupkg.metadata"))).Select(Path.GetFileName).OfType<string>()
            : [];
    }

    public void Dispose() => _http.Dispose();
}
