using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

public sealed partial class DockerEngine
{
    public Task<EngineResult<bool>> ImageExistsAsync(string image, CancellationToken cancellationToken) =>
        CallAsync("image inspect", ShortCallTimeout, cancellationToken, async token =>
        {
            using var response = await _http.GetAsync($"images/{image}/json", token).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return EngineResult<bool>.Success(false);
            }

            return response.IsSuccessStatusCode
                ? EngineResult<bool>.Success(true)
                : await FailureFromAsync<bool>(response, $"image inspect of {image}", token).ConfigureAwait(false);
        });

    public Task<EngineResult<Done>> PullImageAsync(string image, CancellationToken cancellationToken) =>
        CallAsync("pull", ImportTimeout, cancellationToken, async token =>
        {
            var reference = ImageReference.Parse(image);
            var uri = $"images/create?fromImage={Uri.EscapeDataString(reference.Repository)}&tag={Uri.EscapeDataString(reference.Tag)}";
            using var response = await _http.PostAsync(uri, content: null, token).ConfigureAwait(false);
            return await ProgressStreamResultAsync(response, $"pull of {image}", token).ConfigureAwait(false);
        });

    public Task<EngineResult<Done>> ImportImageAsync(Stream rootFileSystemTar, string image, CancellationToken cancellationToken) =>
        CallAsync("import", ImportTimeout, cancellationToken, async token =>
        {
            var reference = ImageReference.Parse(image);
            var uri = $"images/create?fromSrc=-&repo={Uri.EscapeDataString(reference.Repository)}&tag={Uri.EscapeDataString(reference.Tag)}";
            using var content = new StreamContent(rootFileSystemTar);
            content.Headers.ContentType = new MediaTypeHeaderValue("application/x-tar");
            using var response = await _http.PostAsync(uri, content, token).ConfigureAwait(false);
            return await ProgressStreamResultAsync(response, $"import of {image}", token).ConfigureAwait(false);
        });

    public Task<EngineResult<string>> BuildImageAsync(ImageBuildRequest request, CancellationToken cancellationToken) =>
        CallAsync("build", BuildTimeout, cancellationToken, async token =>
        {
            var query = "build?rm=1&forcerm=1"
                + $"&t={Uri.EscapeDataString(request.Tag)}"
                + $"&dockerfile={Uri.EscapeDataString(request.Dockerfile)}"
                + $"&buildargs={Uri.EscapeDataString(JsonSerializer.Serialize(request.BuildArgs))}"
                + $"&labels={Uri.EscapeDataString(JsonSerializer.Serialize(request.Labels))}";
            using var content = new TarContextContent(request.Context);
            using var response = await _http.SendAsync(
                new HttpRequestMessage(HttpMethod.Post, query) { Content = content },
                HttpCompletionOption.ResponseHeadersRead,
                token).ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                return await FailureFromAsync<string>(response, $"build of {request.Tag}", token).ConfigureAwait(false);
            }

            var output = await BuildOutput.ReadAsync(await response.Content.ReadAsStreamAsync(token).ConfigureAwait(false), token).ConfigureAwait(false);
            return output.Error is null
                ? EngineResult<string>.Success(output.Log)
                : EngineResult<string>.Failure($"Docker build of {request.Tag} failed at {output.LastStep ?? "its first step"}: {output.Error}");
        });

    /// <summary>Pull and import answer 200 and then report errors inside their JSON progress stream.</summary>
    private async Task<EngineResult<Done>> ProgressStreamResultAsync(HttpResponseMessage response, string operation, CancellationToken cancellationToken)
    {
        if (!response.IsSuccessStatusCode)
        {
            return await FailureFromAsync<Done>(response, operation, cancellationToken).ConfigureAwait(false);
        }

        var output = await BuildOutput.ReadAsync(await response.Content.ReadAsStreamAsync(cancellationToken).ConfigureAwait(false), cancellationToken).ConfigureAwait(false);
        return output.Error is null
            ? EngineResult<Done>.Success(default)
            : EngineResult<Done>.Failure($"Docker {operation} failed: {output.Error}");
    }
}
