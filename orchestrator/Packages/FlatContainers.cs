using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Each HTTP NuGet source's flat container: the PackageBaseAddress/3.0.0 resource of its service index, the
/// address restore itself lists versions and downloads packages from. Each source's index is read once per command.</summary>
internal sealed class FlatContainers
{
    public const string NoBaseAddress = "its service index has no PackageBaseAddress/3.0.0 resource";
    private readonly HttpClient _http;
    private readonly Dictionary<Uri, string?> _known = [];

    public FlatContainers(HttpClient http) => _http = http;

    /// <returns>The base address without its trailing slash, or null when the index lists none; throws what an HTTP
    /// request and a JSON parse throw (see <see cref="IsUnanswered"/>).</returns>
    public async Task<string?> BaseAddressAsync(Uri source, CancellationToken cancellationToken)
    {
        if (_known.TryGetValue(source, out var known))
        {
            return known;
        }

        using var index = JsonDocument.Parse(await _http.GetStringAsync(source, cancellationToken).ConfigureAwait(false));
        var baseAddress = index.RootElement.GetProperty("resources").EnumerateArray()
            .Where(resource => resource.GetProperty("@type").GetString()?.StartsWith("PackageBaseAddress/3.0.0", StringComparison.Ordinal) == true)
            .Select(resource => resource.GetProperty("@id").GetString()?.TrimEnd('/'))
            .FirstOrDefault();
        _known[source] = baseAddress;
        return baseAddress;
    }

    /// <summary>A source that did not answer, or answered what is not a NuGet source (a timeout is one; the user's
    /// cancelling is not).</summary>
    public static bool IsUnanswered(Exception exception, CancellationToken cancellationToken) =>
        exception is HttpRequestException or JsonException or KeyNotFoundException or InvalidOperationException
            or TaskCanceledException && !cancellationToken.IsCancellationRequested;
}
