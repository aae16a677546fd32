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

/// <summary>Two builds of one tag at once, as two clones of one commit would start them: Testcontainers writes both
/// contexts to the same /tmp file, so without <see cref="BuildContextLock"/> one build reads the other's half-written tar.</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class ConcurrentImageBuildTests(ContainerEngineFixture docker) : IDisposable
{
    private readonly string _context = Directory.CreateTempSubdirectory("jsonmatrix-concurrent-build-").FullName;

    [EngineFact]
    public async Task Two_builds_of_the_same_tag_started_close_together_both_succeed()
    {
        // A context large enough that writing its tar takes a while: the window in which two writers collide.
        var payload = new byte[48 * 1024 * 1024];
        new Random(7).NextBytes(payload);
        await File.WriteAllBytesAsync(Path.Combine(_context, "payload.bin"), payload);
        await File.WriteAllTextAsync(Path.Combine(_context, "Dockerfile"), $"FROM {BenchImages.DefaultBaseImage}\nCOPY payload.bin /payload.bin\n");
        var tag = "jsonmatrix-concurrent-build-test:" + Guid.NewGuid().ToString("n")[..8];
        using var first = docker.OpenEngine();
        using var second = docker.OpenEngine();
        var request = new ImageBuildRequest(_context, Path.Combine(_context, "Dockerfile"), tag, new Dictionary<string, string>(), new Dictionary<string, string>());

        try
        {
            // The second starts while the first writes, uploads or deletes its context: without the lock, one such pair
            // hung until the build's timeout.
            var errors = new List<string>();
            foreach (var delay in new[] { 0, 150, 300, 500, 800, 1200 })
            {
                var a = first.BuildImageAsync(request, CancellationToken.None);
                await Task.Delay(delay);
                var b = second.BuildImageAsync(request, CancellationToken.None);
                var builds = await Task.WhenAll(a, b).WaitAsync(TimeSpan.FromMinutes(2));
                errors.AddRange(builds.Where(x => !x.IsSuccess).Select(x => $"second build {delay} ms after the first: {x.Error}"));
            }

            Assert.True(errors.Count == 0, string.Join("\n", errors));
            Assert.True((await first.ImageExistsAsync(tag, CancellationToken.None)).Value);
        }
        finally
        {
            await first.RemoveImageAsync(tag, CancellationToken.None);
        }
    }

    public void Dispose() => Directory.Delete(_context, recursive: true);
}
