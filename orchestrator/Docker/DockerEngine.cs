using System;
using System.Net.Http;
using System.Net.Sockets;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>The Docker Engine API over HTTP (unix socket or TCP), API version pinned by <see cref="DockerEndpoint"/>.</summary>
/// <remarks>Talks to the engine directly: Testcontainers and Docker.DotNet cannot be restored from the project's
/// package source (see docs/running.md), and a dozen endpoints are all a run needs.</remarks>
public sealed partial class DockerEngine : IContainerEngine, IDisposable
{
    private static readonly TimeSpan ShortCallTimeout = TimeSpan.FromSeconds(30);
    private static readonly TimeSpan PingTimeout = TimeSpan.FromSeconds(3);

    private readonly HttpClient _http;
    private readonly DockerEndpoint _endpoint;

    public DockerEngine(DockerEndpoint endpoint)
    {
        _endpoint = endpoint;
        _http = DockerHttpClientFactory.Create(endpoint);
    }

    /// <summary>Total time allowed for an image build (the Mono image runs apt-get).</summary>
    public TimeSpan BuildTimeout { get; init; } = TimeSpan.FromMinutes(20);

    /// <summary>Total time allowed for importing a root file system.</summary>
    public TimeSpan ImportTimeout { get; init; } = TimeSpan.FromMinutes(10);

    public string Endpoint => _endpoint.Description;

    /// <summary>What to tell a user when nothing answers at the endpoint.</summary>
    public static string NoEngineMessage(string endpoint) =>
        $"No Docker engine at {endpoint}: run `dotnet run --project orchestrator -- doctor --fix` or start dockerd"
        + " (or pass --isolation process to run cells as local processes).";

    public Task<EngineResult<Done>> PingAsync(CancellationToken cancellationToken) =>
        CallAsync("ping", PingTimeout, cancellationToken, async token =>
        {
            using var response = await _http.GetAsync("_ping", token).ConfigureAwait(false);
            return response.IsSuccessStatusCode
                ? EngineResult<Done>.Success(default)
                : await FailureFromAsync<Done>(response, "ping", token).ConfigureAwait(false);
        });

    public Task<EngineResult<EngineVersion>> GetVersionAsync(CancellationToken cancellationToken) =>
        CallAsync("version", PingTimeout, cancellationToken, async token =>
        {
            using var response = await _http.GetAsync("version", token).ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                return await FailureFromAsync<EngineVersion>(response, "version", token).ConfigureAwait(false);
            }

            using var document = JsonDocument.Parse(await response.Content.ReadAsStringAsync(token).ConfigureAwait(false));
            var root = document.RootElement;
            return EngineResult<EngineVersion>.Success(new EngineVersion(
                root.GetProperty("Version").GetString() ?? "?",
                root.GetProperty("ApiVersion").GetString() ?? "?",
                root.TryGetProperty("Os", out var os) ? os.GetString() ?? "?" : "?"));
        });

    public void Dispose() => _http.Dispose();

    /// <summary>Runs one engine call with a timeout, turning transport errors and timeouts into messages with a next step.</summary>
    private async Task<EngineResult<T>> CallAsync<T>(
        string operation,
        TimeSpan timeout,
        CancellationToken cancellationToken,
        Func<CancellationToken, Task<EngineResult<T>>> call)
    {
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        if (timeout != Timeout.InfiniteTimeSpan)
        {
            timeoutSource.CancelAfter(timeout);
        }

        try
        {
            return await call(timeoutSource.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            return EngineResult<T>.Failure(
                $"Docker {operation} did not finish within {timeout.TotalSeconds:0} s at {Endpoint}: check `docker info`; restart dockerd if it hangs.");
        }
        catch (HttpRequestException exception) when (IsUnreachable(exception))
        {
            return EngineResult<T>.Failure(NoEngineMessage(Endpoint));
        }
        catch (HttpRequestException exception)
        {
            return EngineResult<T>.Failure($"Docker {operation} failed at {Endpoint}: {exception.Message}");
        }
        catch (System.IO.IOException exception)
        {
            return EngineResult<T>.Failure($"Docker {operation} failed at {Endpoint}: {exception.Message}");
        }
        catch (JsonException exception)
        {
            return EngineResult<T>.Failure($"Docker {operation} answered JSON this client does not understand ({exception.Message}); is DOCKER_API_VERSION={_endpoint.ApiVersion} right for this engine?");
        }
    }

    private static bool IsUnreachable(HttpRequestException exception) =>
        exception.InnerException is SocketException { SocketErrorCode: SocketError.ConnectionRefused or SocketError.AddressNotAvailable or SocketError.HostNotFound or SocketError.AccessDenied }
        || exception.InnerException is SocketException { ErrorCode: 2 } // ENOENT: no socket file
        || exception.HttpRequestError == HttpRequestError.ConnectionError;

    /// <summary>The engine's own message from an error response, named with the operation.</summary>
    private async Task<EngineResult<T>> FailureFromAsync<T>(HttpResponseMessage response, string operation, CancellationToken cancellationToken)
    {
        var body = await response.Content.ReadAsStringAsync(cancellationToken).ConfigureAwait(false);
        var message = body;
        try
        {
            using var document = JsonDocument.Parse(body);
            if (document.RootElement.TryGetProperty("message", out var text))
            {
                message = text.GetString() ?? body;
            }
        }
        catch (JsonException)
        {
            // Not JSON: the raw body is the best message there is.
        }

        var hint = message.Contains("too new", StringComparison.OrdinalIgnoreCase)
            ? " Set DOCKER_API_VERSION to the engine's maximum API version."
            : string.Empty;
        return EngineResult<T>.Failure($"Docker {operation} failed ({(int)response.StatusCode}): {message.Trim().TrimEnd('.')}.{hint}");
    }
}
