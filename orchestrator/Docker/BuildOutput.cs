using System.IO;
using System.Text;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>The engine's JSON progress stream (build, pull, import) read into a log, the last Dockerfile step and the error.</summary>
internal sealed record BuildOutput(string Log, string? LastStep, string? Error)
{
    public static async Task<BuildOutput> ReadAsync(Stream stream, CancellationToken cancellationToken)
    {
        var log = new StringBuilder();
        string? lastStep = null;
        string? error = null;
        using var reader = new StreamReader(stream, Encoding.UTF8);
        while (await reader.ReadLineAsync(cancellationToken).ConfigureAwait(false) is { } line)
        {
            if (string.IsNullOrWhiteSpace(line))
            {
                continue;
            }

            using var document = JsonDocument.Parse(line);
            var root = document.RootElement;
            if (root.TryGetProperty("stream", out var text) && text.GetString() is { } streamText)
            {
                log.Append(streamText);
                if (streamText.StartsWith("Step ", System.StringComparison.Ordinal))
                {
                    lastStep = streamText.Trim();
                }
            }
            else if (root.TryGetProperty("status", out var status))
            {
                log.AppendLine(status.GetString());
            }

            if (root.TryGetProperty("error", out var errorText))
            {
                error = errorText.GetString()?.Trim();
                log.AppendLine(error);
            }
        }

        return new BuildOutput(log.ToString(), lastStep, error);
    }
}
