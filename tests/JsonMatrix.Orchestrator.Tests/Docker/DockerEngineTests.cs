using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Docker;

public sealed class DockerEngineTests
{
    [Fact]
    public async Task Without_an_engine_at_the_socket_every_call_says_how_to_get_one()
    {
        var (endpoint, _) = DockerEndpoint.FromEnvironment("unix:///nonexistent/docker.sock", null);
        using var engine = new DockerEngine(endpoint!);

        var ping = await engine.PingAsync(CancellationToken.None);
        var exists = await engine.ImageExistsAsync("debian:bookworm-slim", CancellationToken.None);

        Assert.Equal(DockerEngine.NoEngineMessage("unix:///nonexistent/docker.sock"), ping.Error);
        Assert.Equal(DockerEngine.NoEngineMessage("unix:///nonexistent/docker.sock"), exists.Error);
    }
}
