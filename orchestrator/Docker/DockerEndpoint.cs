using System;
using System.Text.RegularExpressions;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>Where the Docker engine listens and which API version to speak, from DOCKER_HOST and DOCKER_API_VERSION.</summary>
/// <remarks>The API version is pinned (1.41 = engine 20.10, Debian 12's docker.io): newer engines still answer it,
/// older clients' defaults are refused by 20.10 as "too new".</remarks>
public sealed record DockerEndpoint(string Description, string? UnixSocketPath, Uri? TcpAddress, string ApiVersion)
{
    public const string DefaultSocket = "/var/run/docker.sock";
    public const string DefaultApiVersion = "1.41";

    public static DockerEndpoint Default { get; } = new("unix://" + DefaultSocket, DefaultSocket, null, DefaultApiVersion);

    /// <summary>Reads the endpoint from environment values; the error names the bad value and the accepted forms.</summary>
    public static (DockerEndpoint? Endpoint, string? Error) FromEnvironment(string? dockerHost, string? apiVersion)
    {
        var version = string.IsNullOrWhiteSpace(apiVersion) ? DefaultApiVersion : apiVersion.Trim().TrimStart('v');
        if (!Regex.IsMatch(version, @"^\d+\.\d+$"))
        {
            return (null, $"DOCKER_API_VERSION '{apiVersion}' is not a version like 1.41: unset it or set it to the engine's API version (docker version).");
        }

        if (string.IsNullOrWhiteSpace(dockerHost))
        {
            return (Default with { ApiVersion = version }, null);
        }

        var host = dockerHost.Trim();
        if (host.StartsWith("unix://", StringComparison.Ordinal) && host.Length > "unix://".Length)
        {
            return (new DockerEndpoint(host, host["unix://".Length..], null, version), null);
        }

        if (host.StartsWith("tcp://", StringComparison.Ordinal)
            && Uri.TryCreate("http://" + host["tcp://".Length..], UriKind.Absolute, out var tcp))
        {
            return (new DockerEndpoint(host, null, tcp, version), null);
        }

        return (null, $"DOCKER_HOST '{dockerHost}' is not supported: use unix:///path/to/docker.sock or tcp://host:port (no TLS), or unset it for {Default.Description}.");
    }
}
