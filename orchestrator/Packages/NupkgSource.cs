using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Reads a package version's frameworks from its .nupkg where restore would get it: the global packages folder
/// (a restore left it there), else the first configured source that serves it, from its flat container or its files.</summary>
internal sealed class NupkgSource
{
    private readonly HttpClient _http;
    private readonly FlatContainers _containers;

    public NupkgSource(HttpClient http, FlatContainers containers)
    {
        _http = http;
        _containers = containers;
    }

    /// <summary>$NUGET_PACKAGES, else ~/.nuget/packages.</summary>
    public static string GlobalPackagesFolder() =>
        Environment.GetEnvironmentVariable("NUGET_PACKAGES") is { Length: > 0 } configured
            ? configured
            : Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages");

    public async Task<PackageFrameworks> FrameworksAsync(IReadOnlyList<string> sources, string packageId, string version, CancellationToken cancellationToken)
    {
        var (id, lowerVersion) = (packageId.ToLowerInvariant(), version.ToLowerInvariant());
        var fileName = $"{id}.{lowerVersion}.nupkg";
        var restored = Path.Combine(GlobalPackagesFolder(), id, lowerVersion);
        if (File.Exists(Path.Combine(restored, ".nupkg.metadata")) && RegularFile.ReadBytes(Path.Combine(restored, fileName), ReadLimits.NupkgBytes).Bytes is { } local)
        {
            return NupkgFrameworks.Read(new MemoryStream(local));
        }

        var errors = new List<string>();
        foreach (var source in sources)
        {
            var (bytes, error) = Uri.TryCreate(source, UriKind.Absolute, out var uri) && !uri.IsFile
                ? await DownloadAsync(uri, id, lowerVersion, fileName, cancellationToken).ConfigureAwait(false)
                : FolderFile(uri?.LocalPath ?? source, id, lowerVersion, fileName);
            if (bytes is not null)
            {
                return NupkgFrameworks.Read(new MemoryStream(bytes));
            }

            if (error is not null) errors.Add($"{source}: {error}");
        }

        return PackageFrameworks.Unknown(errors.Count > 0 ? string.Join("; ", errors) : $"no NuGet source serves {fileName}");
    }

    /// <returns>No bytes and no error: the source does not serve it.</returns>
    private async Task<(byte[]? Bytes, string? Error)> DownloadAsync(Uri source, string id, string version, string fileName, CancellationToken cancellationToken)
    {
        try
        {
            var baseAddress = await _containers.BaseAddressAsync(source, cancellationToken).ConfigureAwait(false);
            if (baseAddress is null)
            {
                return (null, FlatContainers.NoBaseAddress);
            }

            using var response = await _http.GetAsync($"{baseAddress}/{id}/{version}/{fileName}", HttpCompletionOption.ResponseHeadersRead, cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return (null, null);
            }

            response.EnsureSuccessStatusCode();
            if (response.Content.Headers.ContentLength > ReadLimits.NupkgBytes)
            {
                return (null, $"{fileName} is {response.Content.Headers.ContentLength:N0} bytes, more than the limit of {ReadLimits.NupkgBytes:N0}");
            }

            await using var body = await response.Content.ReadAsStreamAsync(cancellationToken).ConfigureAwait(false);
            using var copy = new MemoryStream();
            var buffer = new byte[81920];
            int read;
            while ((read = await body.ReadAsync(buffer, cancellationToken).ConfigureAwait(false)) > 0)
            {
                copy.Write(buffer, 0, read);
                if (copy.Length > ReadLimits.NupkgBytes) return (null, $"{fileName} is more than the limit of {ReadLimits.NupkgBytes:N0} bytes");
            }

            return (copy.ToArray(), null);
        }
        catch (Exception exception) when (FlatContainers.IsUnanswered(exception, cancellationToken) || exception is IOException)
        {
            return (null, exception.Message);
        }
    }

    /// <summary>A folder source: the hierarchical layout (id/version/id.version.nupkg) or flat .nupkg files.</summary>
    private static (byte[]? Bytes, string? Error) FolderFile(string folder, string id, string version, string fileName)
    {
        if (!Directory.Exists(folder)) return (null, null);
        var hierarchical = Path.Combine(folder, id, version, fileName);
        var path = File.Exists(hierarchical)
            ? hierarchical
            : Directory.GetFiles(folder, fileName, new EnumerationOptions { MatchCasing = MatchCasing.CaseInsensitive }).FirstOrDefault();
        return path is null ? (null, null) : RegularFile.ReadBytes(path, ReadLimits.NupkgBytes);
    }
}
