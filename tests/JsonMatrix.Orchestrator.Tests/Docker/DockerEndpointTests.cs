using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Docker;

public sealed class DockerEndpointTests
{
    [Fact]
    public void Without_variables_the_engine_is_the_default_socket_at_api_1_41()
    {
        var (endpoint, error) = DockerEndpoint.FromEnvironment(null, null);

        Assert.Null(error);
        Assert.Equal("/var/run/docker.sock", endpoint!.UnixSocketPath);
        Assert.Equal("1.41", endpoint.ApiVersion);
    }

    [Fact]
    public void Docker_host_and_api_version_override_the_defaults()
    {
        var (endpoint, _) = DockerEndpoint.FromEnvironment("unix:///run/user/1000/docker.sock", "v1.43");

        Assert.Equal("/run/user/1000/docker.sock", endpoint!.UnixSocketPath);
        Assert.Equal("1.43", endpoint.ApiVersion);
    }

    [Theory]
    [InlineData("ssh://me@host", null, "DOCKER_HOST 'ssh://me@host' is not supported")]
    [InlineData(null, "latest", "DOCKER_API_VERSION 'latest' is not a version like 1.41")]
    public void An_unsupported_value_is_named_in_the_error(string? host, string? version, string expected)
    {
        var (endpoint, error) = DockerEndpoint.FromEnvironment(host, version);

        Assert.Null(endpoint);
        Assert.StartsWith(expected, error, System.StringComparison.Ordinal);
    }
}
