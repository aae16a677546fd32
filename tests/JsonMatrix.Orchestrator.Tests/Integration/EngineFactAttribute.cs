using System;
using System.Threading;
using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>A test that needs a Docker engine. Without one it is skipped locally, with the reason; on CI (CI=true)
/// it runs anyway and fails, so a CI machine that lost its engine cannot pass silently.</summary>
public sealed class EngineFactAttribute : FactAttribute
{
    public EngineFactAttribute()
    {
        if (string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase))
        {
            return;
        }

        if (WhyNoEngine() is { } why)
        {
            Skip = $"{why} (set CI=true to make this a failure).";
        }
    }

    /// <summary>Null when an engine answers; otherwise the message that says what to do.</summary>
    public static string? WhyNoEngine()
    {
        var (endpoint, error) = DockerEndpoint.FromEnvironment(
            Environment.GetEnvironmentVariable("DOCKER_HOST"), Environment.GetEnvironmentVariable("DOCKER_API_VERSION"));
        if (endpoint is null)
        {
            return error;
        }

        using var engine = new DockerEngine(endpoint);
        return engine.PingAsync(CancellationToken.None).GetAwaiter().GetResult().Error;
    }
}
