using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Images;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class ImageBuildFailureTests(ContainerEngineFixture docker) : IDisposable
{
    private readonly string _context = Path.Combine(Path.GetTempPath(), "jsonmatrix-build-" + Guid.NewGuid().ToString("n"));

    [EngineFact]
    public async Task A_failed_build_names_the_dockerfile_step_and_the_engines_reason()
    {
        Directory.CreateDirectory(_context);
        // The label marks the failed step's container (it inherits the image's labels), so the test can see one left behind.
        var id = Guid.NewGuid().ToString("n");
        var marker = "jsonmatrix.test.build=" + id;
        File.WriteAllText(Path.Combine(_context, "Dockerfile"), $"FROM {BenchImages.DefaultBaseImage}\nLABEL {marker}\nRUN echo about to fail && exit 3\n");
        using var engine = docker.OpenEngine();
        var tag = "jsonmatrix-build-failure-test:" + Guid.NewGuid().ToString("n")[..8];

        var built = await engine.BuildImageAsync(
            new ImageBuildRequest(_context, Path.Combine(_context, "Dockerfile"), tag, new Dictionary<string, string>(), new Dictionary<string, string>()),
            CancellationToken.None);
        // The classic builder keeps the image of the last step that worked (the LABEL), untagged: remove it.
        var images = await engine.ListImagesAsync(CancellationToken.None);
        Assert.True(images.IsSuccess, images.Error);
        foreach (var leftover in images.Value.Where(image => image.Labels.GetValueOrDefault("jsonmatrix.test.build") == id))
        {
            Assert.True((await engine.RemoveImageAsync(leftover.Id, CancellationToken.None)).IsSuccess);
        }

        Assert.False(built.IsSuccess);
        // e.g. "... failed at Step 3/8 : RUN ...": the classic builder counts the labels Testcontainers adds as steps.
        Assert.Matches($@"^Docker build of {System.Text.RegularExpressions.Regex.Escape(tag)} failed at Step 3/\d+ : RUN echo about to fail && exit 3: ", built.Error);
        Assert.Contains("returned a non-zero code: 3", built.Error, StringComparison.Ordinal);
        Assert.False((await engine.ImageExistsAsync(tag, CancellationToken.None)).Value);
        var leftBehind = await engine.ListContainersAsync(marker, CancellationToken.None);
        Assert.True(leftBehind.IsSuccess, leftBehind.Error);
        Assert.Empty(leftBehind.Value);
    }

    public void Dispose()
    {
        if (Directory.Exists(_context))
        {
            Directory.Delete(_context, recursive: true);
        }
    }
}
