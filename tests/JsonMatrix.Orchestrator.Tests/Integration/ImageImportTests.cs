using System;
using System.Diagnostics;
using System.Formats.Tar;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Docker.DotNet;
using Docker.DotNet.Models;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>What `doctor --fix` does where no registry answers: a pull fails with the engine's reason, and a root
/// file system tar is imported as an image (here a one-file tar under a throwaway tag, removed afterwards).</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class ImageImportTests(ContainerEngineFixture docker)
{
    [EngineFact]
    public async Task A_root_file_system_tar_is_imported_as_an_image_under_the_given_tag()
    {
        using var engine = docker.OpenEngine();
        var tag = "jsonmatrix-import-test:" + Guid.NewGuid().ToString("n")[..8];
        using var tar = new MemoryStream();
        using (var writer = new TarWriter(tar, TarEntryFormat.Pax, leaveOpen: true))
        {
            var entry = new PaxTarEntry(TarEntryType.RegularFile, "etc/jsonmatrix-import-test") { DataStream = new MemoryStream("imported\n"u8.ToArray()) };
            writer.WriteEntry(entry);
        }

        tar.Position = 0;
        try
        {
            var imported = await engine.ImportImageAsync(tar, tag, CancellationToken.None);

            Assert.True(imported.IsSuccess, imported.Error);
            Assert.True((await engine.ImageExistsAsync(tag, CancellationToken.None)).Value);
        }
        finally
        {
            using var client = new DockerClientBuilder().WithEndpoint(new Uri("unix://" + docker.Endpoint.UnixSocketPath)).WithApiVersion(System.Version.Parse(docker.Endpoint.ApiVersion)).Build();
            try
            {
                await client.Images.DeleteImageAsync(tag, new ImageDeleteParameters { Force = true }, CancellationToken.None);
            }
            catch (DockerImageNotFoundException)
            {
                // The import failed: nothing to remove.
            }
        }
    }

    [EngineFact]
    public async Task A_pull_without_a_registry_fails_with_the_engines_reason()
    {
        using var engine = docker.OpenEngine();
        var stopwatch = Stopwatch.StartNew();

        var pulled = await engine.PullImageAsync("localhost:1/jsonmatrix-no-such-image:1", CancellationToken.None);

        Assert.False(pulled.IsSuccess);
        Assert.Contains("localhost:1", pulled.Error, StringComparison.Ordinal);
        Assert.True(stopwatch.Elapsed < TimeSpan.FromMinutes(1), $"took {stopwatch.Elapsed}");
    }
}
