using System;
using System.Globalization;

namespace JsonMatrix.Web.Running;

/// <summary>What a rotation's driver and its server processes say to each other, one line each way: the server prints
/// <see cref="Ready"/> once gated, then answers every <see cref="MeterCommand"/> on its stdin with <see cref="Meter"/>;
/// stdin's end stops it. Other stdout lines are the server's log. Nothing goes over HTTP, so no request is counted
/// for it, and a meter line costs the server a few hundred bytes per window, not per request.</summary>
public static class ServerProtocol
{
    public const string MeterCommand = "meter";
    private const string ReadyPrefix = "JSONMATRIX-SERVER-READY ";
    private const string MeterPrefix = "JSONMATRIX-SERVER-METER ";

    public static bool IsReply(string line) => line.StartsWith(ReadyPrefix, StringComparison.Ordinal) || line.StartsWith(MeterPrefix, StringComparison.Ordinal);

    /// <summary>"JSONMATRIX-SERVER-READY http://127.0.0.1:41235/ gate=ok get=61234 post=4".</summary>
    public static string Ready(Uri address, bool gatePassed, long getResponseBytes, long postResponseBytes) =>
        FormattableString.Invariant($"{ReadyPrefix}{address} gate={(gatePassed ? "ok" : "mismatch")} get={getResponseBytes} post={postResponseBytes}");

    public static ServerReady? ParseReady(string line)
    {
        if (!line.StartsWith(ReadyPrefix, StringComparison.Ordinal)) return null;
        var parts = line.Substring(ReadyPrefix.Length).Split(' ');
        return parts.Length == 4 && Uri.TryCreate(parts[0], UriKind.Absolute, out var address)
            && Long(parts[2], "get=") is { } get && Long(parts[3], "post=") is { } post
            ? new ServerReady(address, parts[1] == "gate=ok", get, post)
            : null;
    }

    /// <summary>"JSONMATRIX-SERVER-METER 41234 0 1234567890 jit=5321": requests finished, those not 2xx, bytes allocated,
    /// methods the JIT has compiled so far ("jit=?" where the runtime cannot say).</summary>
    public static string Meter(ServerMeter meter) =>
        FormattableString.Invariant($"{MeterPrefix}{meter.Completed} {meter.Non2xx} {meter.AllocatedBytes} jit={meter.CompiledMethods?.ToString(CultureInfo.InvariantCulture) ?? "?"}");

    public static ServerMeter? ParseMeter(string line)
    {
        if (!line.StartsWith(MeterPrefix, StringComparison.Ordinal)) return null;
        var parts = line.Substring(MeterPrefix.Length).Split(' ');
        return parts.Length == 4 && Long(parts[0], "") is { } completed && Long(parts[1], "") is { } non2xx && Long(parts[2], "") is { } bytes
            && (parts[3] == "jit=?" || Long(parts[3], "jit=") is not null)
            ? new ServerMeter(completed, non2xx, bytes, Long(parts[3], "jit="))
            : null;
    }

    private static long? Long(string text, string prefix) =>
        text.StartsWith(prefix, StringComparison.Ordinal)
        && long.TryParse(text.Substring(prefix.Length), NumberStyles.None, CultureInfo.InvariantCulture, out var value) ? value : null;
}

/// <summary>A gated server process: its address, the gate's verdict and the body sizes the scenarios report.</summary>
public sealed class ServerReady
{
    public ServerReady(Uri address, bool gatePassed, long getResponseBytes, long postResponseBytes)
    {
        Address = address;
        GatePassed = gatePassed;
        GetResponseBytes = getResponseBytes;
        PostResponseBytes = postResponseBytes;
    }

    public Uri Address { get; }
    public bool GatePassed { get; }
    public long GetResponseBytes { get; }
    public long PostResponseBytes { get; }
}
