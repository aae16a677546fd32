using System;
using System.Linq;
using System.Text.Json;

namespace JsonMatrix.Web.Load;

/// <summary>What wrk counted in one window, read from the JSON line its done() printed (<see cref="WrkScript"/>).</summary>
public sealed class WrkSummary
{
    public WrkSummary(long requests, long durationUs, long bytes, double latencyP50Us, double latencyP90Us, double latencyP99Us,
        long connectErrors, long readErrors, long writeErrors, long timeouts, long statusErrors)
    {
        Requests = requests;
        DurationUs = durationUs;
        Bytes = bytes;
        LatencyP50Us = latencyP50Us;
        LatencyP90Us = latencyP90Us;
        LatencyP99Us = latencyP99Us;
        ConnectErrors = connectErrors;
        ReadErrors = readErrors;
        WriteErrors = writeErrors;
        Timeouts = timeouts;
        StatusErrors = statusErrors;
    }

    public long Requests { get; }
    public long DurationUs { get; }
    public long Bytes { get; }
    public double LatencyP50Us { get; }
    public double LatencyP90Us { get; }
    public double LatencyP99Us { get; }
    public long ConnectErrors { get; }
    public long ReadErrors { get; }
    public long WriteErrors { get; }
    public long Timeouts { get; }

    /// <summary>Responses with a status of 400 or more (wrk's "Non-2xx or 3xx responses").</summary>
    public long StatusErrors { get; }

    /// <summary>Socket errors: connect, read, write and timeouts.</summary>
    public long SocketErrors => ConnectErrors + ReadErrors + WriteErrors + Timeouts;

    public double Seconds => DurationUs / 1e6;

    public double RequestsPerSecond => DurationUs > 0 ? Requests / Seconds : 0;

    /// <summary>The summary in wrk's output (other lines, wrk's own report among them, are ignored).</summary>
    /// <exception cref="FormatException">No summary line, or one that is not the expected JSON.</exception>
    public static WrkSummary Parse(string output)
    {
        var line = output.Split('\n').Select(l => l.Trim()).LastOrDefault(l => l.StartsWith(WrkScript.Marker, StringComparison.Ordinal))
            ?? throw new FormatException($"wrk printed no '{WrkScript.Marker.Trim()}' line; its output ended with: {Tail(output)}");
        try
        {
            using var json = JsonDocument.Parse(line.Substring(WrkScript.Marker.Length));
            var r = json.RootElement;
            return new WrkSummary(Long(r, "requests"), Long(r, "durationUs"), Long(r, "bytes"), r.GetProperty("latencyP50Us").GetDouble(),
                r.GetProperty("latencyP90Us").GetDouble(), r.GetProperty("latencyP99Us").GetDouble(), Long(r, "connect"), Long(r, "read"),
                Long(r, "write"), Long(r, "timeout"), Long(r, "status"));
        }
        catch (Exception e) when (e is JsonException or InvalidOperationException or System.Collections.Generic.KeyNotFoundException)
        {
            throw new FormatException($"wrk's summary line is not the expected JSON ({e.Message}): {line}", e);
        }
    }

    private static long Long(JsonElement e, string name) => (long)e.GetProperty(name).GetDouble();

    private static string Tail(string text) => text.Length <= 400 ? text.Trim() : "..." + text.Substring(text.Length - 400).Trim();
}
