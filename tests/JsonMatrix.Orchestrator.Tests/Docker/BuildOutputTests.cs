using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Docker;

public sealed class BuildOutputTests
{
    [Fact]
    public async Task A_failed_build_names_the_dockerfile_step_that_failed_and_the_engine_error()
    {
        var lines = """
            {"stream":"Step 1/4 : ARG BASE_IMAGE=debian:bookworm-slim\n"}
            {"stream":"Step 2/4 : FROM ${BASE_IMAGE}\n"}
            {"stream":"Step 3/4 : RUN apt-get update\n"}
            {"errorDetail":{"message":"The command '/bin/sh -c apt-get update' returned a non-zero code: 100"},"error":"The command '/bin/sh -c apt-get update' returned a non-zero code: 100"}
            """;

        var output = await BuildOutput.ReadAsync(new MemoryStream(Encoding.UTF8.GetBytes(lines)), CancellationToken.None);

        Assert.Equal("Step 3/4 : RUN apt-get update", output.LastStep);
        Assert.Equal("The command '/bin/sh -c apt-get update' returned a non-zero code: 100", output.Error);
    }

    [Fact]
    public void An_image_name_splits_into_repository_and_tag_and_defaults_to_latest()
    {
        Assert.Equal(new ImageReference("debian", "bookworm-slim"), ImageReference.Parse("debian:bookworm-slim"));
        Assert.Equal(new ImageReference("localhost:5000/bench", "latest"), ImageReference.Parse("localhost:5000/bench"));
    }
}
