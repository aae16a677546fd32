using System;
using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Threading;
using System.Threading.Tasks;
using Docker.DotNet;
using Docker.DotNet.Models;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>What `clean` and `doctor` ask of the engine's images, through Docker.DotNet (Testcontainers lists and
/// deletes no images).</summary>
public sealed partial class DockerEngine
{
    /// <summary>Each image costs an inspect and a history call: a machine with hundreds of images needs more than a short call.</summary>
    private static readonly TimeSpan InventoryTimeout = TimeSpan.FromMinutes(5);

    public Task<EngineResult<IReadOnlyList<ImageSummary>>> ListImagesAsync(CancellationToken cancellationToken) =>
        CallAsync("image list", InventoryTimeout, cancellationToken, async token =>
        {
            var listed = await _client.Images.ListImagesAsync(new ImagesListParameters { All = false }, token).ConfigureAwait(false);
            var images = new List<ImageSummary>(listed.Count);
            foreach (var image in listed)
            {
                try
                {
                    var inspected = await _client.Images.InspectImageAsync(image.ID, token).ConfigureAwait(false);
                    var history = await _client.Images.GetImageHistoryAsync(image.ID, token).ConfigureAwait(false);
                    images.Add(new ImageSummary(
                        image.ID,
                        [.. (image.RepoTags ?? []).Where(tag => tag != "<none>:<none>")],
                        (image.Labels ?? new Dictionary<string, string>()).ToDictionary(pair => pair.Key, pair => pair.Value, StringComparer.Ordinal),
                        image.Size,
                        new DateTimeOffset(DateTime.SpecifyKind(image.Created, DateTimeKind.Utc)),
                        [.. inspected.RootFS?.Layers ?? []],
                        // The engine lists the newest step first.
                        [.. history.Reverse().Select(step => new ImageHistoryStep(step.CreatedBy ?? string.Empty, step.Size))])
                    {
                        Entrypoint = [.. inspected.Config?.Entrypoint ?? []],
                    });
                }
                catch (DockerApiException exception) when (exception.StatusCode == HttpStatusCode.NotFound)
                {
                    // Deleted since it was listed (another clean, a test's clean-up): it takes no space any more.
                }
            }

            return EngineResult<IReadOnlyList<ImageSummary>>.Success(images);
        });

    public Task<EngineResult<Done>> RemoveImageAsync(string reference, CancellationToken cancellationToken) =>
        CallAsync($"image removal of {reference}", ShortCallTimeout, cancellationToken, async token =>
        {
            try
            {
                await _client.Images.DeleteImageAsync(reference, new ImageDeleteParameters { Force = false, NoPrune = false }, token).ConfigureAwait(false);
            }
            catch (DockerApiException exception) when (exception.StatusCode == HttpStatusCode.NotFound)
            {
                // Already gone: what the caller wanted.
            }

            return EngineResult<Done>.Success(default);
        });
}
