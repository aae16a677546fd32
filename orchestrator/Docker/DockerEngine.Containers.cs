using System;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Http.Json;
using System.Text.Json;
using System.Text.Json.Nodes;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

public sealed partial class DockerEngine
{
    public Task<EngineResult<string>> CreateContainerAsync(ContainerSpec spec, CancellationToken cancellationToken) =>
        CallAsync("container create", ShortCallTimeout, cancellationToken, async token =>
        {
            using var response = await _http.PostAsync(
                $"containers/create?name={Uri.EscapeDataString(spec.Name)}",
                JsonContent.Create(CreateBody(spec)),
                token).ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                return await FailureFromAsync<string>(response, $"container create from {spec.Image}", token).ConfigureAwait(false);
            }

            using var document = JsonDocument.Parse(await response.Content.ReadAsStringAsync(token).ConfigureAwait(false));
            return EngineResult<string>.Success(document.RootElement.GetProperty("Id").GetString()!);
        });

    public Task<EngineResult<Done>> StartContainerAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container start", ShortCallTimeout, cancellationToken, async token =>
        {
            using var response = await _http.PostAsync($"containers/{containerId}/start", content: null, token).ConfigureAwait(false);
            return response.IsSuccessStatusCode || response.StatusCode == HttpStatusCode.NotModified
                ? EngineResult<Done>.Success(default)
                : await FailureFromAsync<Done>(response, "container start", token).ConfigureAwait(false);
        });

    /// <summary>Waits as long as the caller's token allows: the caller owns the cell's timeout.</summary>
    public Task<EngineResult<long>> WaitContainerAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container wait", Timeout.InfiniteTimeSpan, cancellationToken, async token =>
        {
            using var response = await _http.PostAsync($"containers/{containerId}/wait", content: null, token).ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                return await FailureFromAsync<long>(response, "container wait", token).ConfigureAwait(false);
            }

            using var document = JsonDocument.Parse(await response.Content.ReadAsStringAsync(token).ConfigureAwait(false));
            var root = document.RootElement;
            if (root.TryGetProperty("Error", out var error) && error.ValueKind == JsonValueKind.Object
                && error.TryGetProperty("Message", out var message) && !string.IsNullOrEmpty(message.GetString()))
            {
                return EngineResult<long>.Failure($"Docker container wait failed: {message.GetString()}");
            }

            return EngineResult<long>.Success(root.GetProperty("StatusCode").GetInt64());
        });

    public Task<EngineResult<ContainerLogs>> GetLogsAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container logs", ShortCallTimeout, cancellationToken, async token =>
        {
            using var response = await _http.GetAsync(
                $"containers/{containerId}/logs?stdout=1&stderr=1",
                HttpCompletionOption.ResponseHeadersRead,
                token).ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                return await FailureFromAsync<ContainerLogs>(response, "container logs", token).ConfigureAwait(false);
            }

            var stream = await response.Content.ReadAsStreamAsync(token).ConfigureAwait(false);
            return EngineResult<ContainerLogs>.Success(await MultiplexedStream.ReadAllAsync(stream, token).ConfigureAwait(false));
        });

    public Task<EngineResult<Done>> CopyDirectoryOutAsync(string containerId, string containerPath, string hostDirectory, CancellationToken cancellationToken) =>
        CallAsync("archive copy", ImportTimeout, cancellationToken, async token =>
        {
            using var response = await _http.GetAsync(
                $"containers/{containerId}/archive?path={Uri.EscapeDataString(containerPath)}",
                HttpCompletionOption.ResponseHeadersRead,
                token).ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                return await FailureFromAsync<Done>(response, $"copy of {containerPath} out of the container", token).ConfigureAwait(false);
            }

            var stream = await response.Content.ReadAsStreamAsync(token).ConfigureAwait(false);
            var error = await ArchiveExtractor.ExtractContentAsync(stream, hostDirectory, token).ConfigureAwait(false);
            return error is null ? EngineResult<Done>.Success(default) : EngineResult<Done>.Failure(error);
        });

    public Task<EngineResult<Done>> RemoveContainerAsync(string containerId, CancellationToken cancellationToken) =>
        CallAsync("container remove", ShortCallTimeout, cancellationToken, async token =>
        {
            using var response = await _http.DeleteAsync($"containers/{containerId}?force=1&v=1", token).ConfigureAwait(false);
            return response.IsSuccessStatusCode || response.StatusCode == HttpStatusCode.NotFound
                ? EngineResult<Done>.Success(default)
                : await FailureFromAsync<Done>(response, "container remove", token).ConfigureAwait(false);
        });

    private static JsonObject CreateBody(ContainerSpec spec) => new()
    {
        ["Image"] = spec.Image,
        ["Cmd"] = new JsonArray(spec.Command.Select(argument => (JsonNode?)JsonValue.Create(argument)).ToArray()),
        ["Env"] = new JsonArray(spec.Environment.OrderBy(pair => pair.Key, StringComparer.Ordinal)
            .Select(pair => (JsonNode?)JsonValue.Create($"{pair.Key}={pair.Value}")).ToArray()),
        ["User"] = spec.User,
        ["WorkingDir"] = spec.OutputPath,
        ["Labels"] = new JsonObject(spec.Labels.Select(pair => new System.Collections.Generic.KeyValuePair<string, JsonNode?>(pair.Key, pair.Value))),
        ["NetworkDisabled"] = true,
        ["HostConfig"] = new JsonObject
        {
            ["NetworkMode"] = "none",
            ["CpusetCpus"] = spec.CpuSet,
            ["Memory"] = spec.MemoryBytes,
            ["MemorySwap"] = spec.MemoryBytes,
            ["AutoRemove"] = false,
            // The engine's init runs as PID 1, so the bench has a real parent: BenchmarkDotNet looks its parent process up
            // (Process.GetProcessById(getppid())), which Mono refuses for PID 0 and which then empties the JSON report.
            ["Init"] = true,
        },
    };
}
