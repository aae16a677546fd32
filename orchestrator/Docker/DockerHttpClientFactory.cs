using System;
using System.Net.Http;
using System.Net.Sockets;
using System.Threading;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>An HttpClient that talks to the engine over its unix socket (or plain TCP), with the API version in the base address.</summary>
internal static class DockerHttpClientFactory
{
    public static HttpClient Create(DockerEndpoint endpoint)
    {
        var handler = new SocketsHttpHandler { PooledConnectionIdleTimeout = TimeSpan.FromSeconds(30) };
        var baseAddress = endpoint.TcpAddress ?? new Uri("http://docker.local/");
        if (endpoint.UnixSocketPath is { } socketPath)
        {
            handler.ConnectCallback = async (_, cancellationToken) =>
            {
                var socket = new Socket(AddressFamily.Unix, SocketType.Stream, ProtocolType.Unspecified);
                try
                {
                    await socket.ConnectAsync(new UnixDomainSocketEndPoint(socketPath), cancellationToken).ConfigureAwait(false);
                    return new NetworkStream(socket, ownsSocket: true);
                }
                catch
                {
                    socket.Dispose();
                    throw;
                }
            };
        }

        // Each call sets its own timeout through its CancellationToken; waits for a benchmark can last hours.
        return new HttpClient(handler)
        {
            BaseAddress = new Uri(baseAddress, $"v{endpoint.ApiVersion}/"),
            Timeout = Timeout.InfiniteTimeSpan,
        };
    }
}
