using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Processes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>`clean` against the real engine, narrowed to this test's own images (other runs and tests on the same engine
/// keep theirs): an old build goes, a current one stays, and so does one a running container uses.</summary>
[Trait("Category", "Integration")]
[Collection(ContainerCollection.Name)]
public sealed class CleanEngineTests(ContainerEngineFixture docker) : IDisposable
{
    private readonly string _context = Path.Combine(Path.GetTempPath(), "jsonmatrix-clean-" + Guid.NewGuid().ToString("n"));
    private readonly string _marker = Guid.NewGuid().ToString("n");

    [EngineFact]
    public async Task An_old_labelled_image_is_removed_and_the_current_one_and_one_in_use_are_kept()
    {
        using var engine = docker.OpenEngine();
        var old = $"{BenchImages.Repository}:clean-test-old-{_marker[..12]}";
        var current = $"{BenchImages.Repository}:clean-test-current-{_marker[..12]}";
        var used = $"{BenchImages.Repository}:clean-test-used-{_marker[..12]}";
        string? container = null;
        try
        {
            foreach (var tag in new[] { old, current, used })
            {
                await BuildAsync(engine, tag);
            }

            var started = await engine.StartContainerAsync(new ContainerSpec("jsonmatrix-clean-test-" + _marker[..8], used, ["sleep", "300"],
                new Dictionary<string, string>(), ContainerCellExecutor.BenchUser, "0", 256L * 1024 * 1024, "/out",
                new Dictionary<string, string>(ContainerOwner.Current!.ToLabels()) { [ContainerOwner.RunLabel] = "clean-test" }), CancellationToken.None);
            Assert.True(started.IsSuccess, started.Error);
            container = started.Value;
            var cleaner = new ImageCleaner(engine, new StaleContainerSweep(engine, new ProcProcessTable()), image => image.Labels.GetValueOrDefault("jsonmatrix.test.clean") == _marker);

            var survey = await cleaner.SurveyAsync(new HashSet<string> { current }, includeCurrent: false, CancellationToken.None);
            Assert.True(survey.IsSuccess, survey.Error);
            Assert.Equal([old], survey.Value.Plan.Remove.Select(choice => choice.Name));
            Assert.Equal([(current, "current: `run` would use it"), (used, $"used by container {container[..12]} (running)")],
                survey.Value.Plan.Keep.Select(choice => (choice.Name, choice.Reason)).OrderBy(pair => pair.Item1 == used));
            // Each image's own layer holds its tag in /marker; the old one's goes with it.
            Assert.Equal(old.Length + 1, survey.Value.Plan.FreedBytes);

            var cleaned = await cleaner.RemoveAsync(survey.Value, CancellationToken.None);

            Assert.True(cleaned.IsSuccess, cleaned.Error);
            Assert.Empty(cleaned.Value.Refused);
            Assert.False((await engine.ImageExistsAsync(old, CancellationToken.None)).Value);
            Assert.True((await engine.ImageExistsAsync(current, CancellationToken.None)).Value);
            Assert.True((await engine.ImageExistsAsync(used, CancellationToken.None)).Value);
            // Never forced: the engine itself refuses the image a running container uses.
            Assert.False((await engine.RemoveImageAsync(used, CancellationToken.None)).IsSuccess);
        }
        finally
        {
            if (container is not null)
            {
                await engine.RemoveContainerAsync(container, CancellationToken.None);
            }

            foreach (var tag in new[] { old, current, used })
            {
                await engine.RemoveImageAsync(tag, CancellationToken.None);
            }
        }
    }

    private async Task BuildAsync(DockerEngine engine, string tag)
    {
        Directory.CreateDirectory(_context);
        File.WriteAllText(Path.Combine(_context, "Dockerfile"),
            $"FROM {BenchImages.DefaultBaseImage}\nLABEL {ImageOwnership.Label}=cell jsonmatrix.test.clean={_marker}\nRUN echo {tag} > /marker\n");
        var built = await engine.BuildImageAsync(
            new ImageBuildRequest(_context, Path.Combine(_context, "Dockerfile"), tag, new Dictionary<string, string>(), new Dictionary<string, string>()),
            CancellationToken.None);
        Assert.True(built.IsSuccess, built.Error);
    }

    public void Dispose()
    {
        if (Directory.Exists(_context))
        {
            Directory.Delete(_context, recursive: true);
        }
    }
}
