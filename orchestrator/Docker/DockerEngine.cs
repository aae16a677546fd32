using System;
using System.Collections.Concurrent;
using System.Net;
using System.Net.Http;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;
using Docker.DotNet;
using DotNet.Testcontainers.Builders;
using DotNet.Testcontainers.Configurations;
using DotNet.Testcontainers.Containers;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>The engine through Testcontainers (image builds, container lifecycle, logs) and, where Testcontainers has
/// no public API, through the Docker.DotNet client underneath it (ping, version, image inspect/pull/import, listing and
/// removing images, copying a directory out, listing containers).</summary>
/// <remarks>Ryuk, Testcontainers' reaper container, is off: its image cannot be pulled where no registry is reachable.
/// The orchestrator removes its own containers, and `run` removes those that runs which died left behind.</remarks>
public sealed partial class DockerEngine : IContainerEngine, IDisposable
{
    private static readonly TimeSpan ShortCallTimeout = TimeSpan.FromSeconds(30);
    private static readonly TimeSpan PingTimeout = TimeSpan.FromSeconds(3);

    private readonly DockerEndpoint _endpoint;
    private readonly PinnedApiEndpoint _testcontainersEndpoint;
    private readonly DockerClient _client;
    private readonly ConcurrentDictionary<string, IContainer> _containers = new(StringComparer.Ordinal);

    public DockerEngine(DockerEndpoint endpoint)
    {
        TestcontainersSettings.ResourceReaperEnabled = false;
        _endpoint = endpoint;
        _testcontainersEndpoint = new PinnedApiEndpoint(endpoint);
        _client = _testcontainersEndpoint.GetDockerClientBuilder().Build();
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
            await _client.System.PingAsync(token).ConfigureAwait(false);
            return EngineResult<Done>.Success(default);
        });

    public Task<EngineResult<EngineVersion>> GetVersionAsync(CancellationToken cancellationToken) =>
        CallAsync("version", PingTimeout, cancellationToken, async token =>
        {
            var version = await _client.System.GetVersionAsync(token).ConfigureAwait(false);
            return EngineResult<EngineVersion>.Success(new EngineVersion(version.Version ?? "?", version.APIVersion ?? "?", version.Os ?? "?"));
        });

    public void Dispose()
    {
        foreach (var container in _containers.Values)
        {
            container.DisposeAsync().AsTask().GetAwaiter().GetResult();
        }

        _client.Dispose();
    }

    /// <summary>Runs one engine call with a timeout, turning transport errors, engine errors and timeouts into messages with a next step.</summary>
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
        catch (Exception exception) when (exception is not OperationCanceledException && IsUnreachable(exception))
        {
            return EngineResult<T>.Failure(NoEngineMessage(Endpoint));
        }
        catch (DockerApiException exception)
        {
            var message = EngineMessage(exception);
            var hint = message.Contains("too new", StringComparison.OrdinalIgnoreCase)
                ? " Set DOCKER_API_VERSION to the engine's maximum API version."
                : string.Empty;
            return EngineResult<T>.Failure($"Docker {operation} failed ({(int)exception.StatusCode}): {message.Trim().TrimEnd('.')}.{hint}");
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            // The edge of the run: whatever Testcontainers or the transport throws becomes a failed cell, never a crashed run.
            return EngineResult<T>.Failure($"Docker {operation} failed at {Endpoint}: {exception.Message}");
        }
    }

    private static bool IsUnreachable(Exception exception)
    {
        for (var current = exception; current is not null; current = current.InnerException)
        {
            if (current is DockerUnavailableException
                || current is SocketException { SocketErrorCode: SocketError.ConnectionRefused or SocketError.AddressNotAvailable or SocketError.HostNotFound or SocketError.AccessDenied }
                || current is SocketException { ErrorCode: 2 } // ENOENT: no socket file
                || current is HttpRequestException { HttpRequestError: HttpRequestError.ConnectionError })
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The engine's own message from an error response ({"message": "..."}), else the raw body.</summary>
    private static string EngineMessage(DockerApiException exception)
    {
        var body = exception.ResponseBody ?? exception.Message;
        try
        {
            using var document = System.Text.Json.JsonDocument.Parse(body);
            if (document.RootElement.TryGetProperty("message", out var text))
            {
                return text.GetString() ?? body;
            }
        }
        catch (System.Text.Json.JsonException)
        {
            // Not JSON: the raw body is the best message there is.
        }

        return exception.StatusCode == HttpStatusCode.NotFound && body.Length == 0 ? "not found" : body;
    }
}
