using System;
using Docker.DotNet;
using Docker.DotNet.Handler.Abstractions;
using DotNet.Testcontainers.Configurations;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>The engine endpoint as Testcontainers wants it, with the API version pinned: Docker.DotNet speaks a newer
/// API by default, which Debian's engine (20.10, API 1.41) refuses as "too new".</summary>
internal sealed class PinnedApiEndpoint : IDockerEndpointAuthenticationConfiguration
{
    private readonly DockerEndpointAuthenticationConfiguration _inner;

    public PinnedApiEndpoint(DockerEndpoint endpoint)
    {
        _inner = new DockerEndpointAuthenticationConfiguration(ToUri(endpoint), null!);
        Version = System.Version.Parse(endpoint.ApiVersion);
    }

    public Version Version { get; }

    public Uri Endpoint => _inner.Endpoint;

    public IAuthProvider AuthProvider => _inner.AuthProvider;

    public DockerClientBuilder GetDockerClientBuilder(Guid sessionId = default) =>
        _inner.GetDockerClientBuilder(sessionId).WithApiVersion(Version);

    private static Uri ToUri(DockerEndpoint endpoint) => endpoint.UnixSocketPath is { } socket
        ? new Uri("unix://" + socket)
        : new Uri("tcp://" + endpoint.TcpAddress!.Authority);
}
