using System.Globalization;
using System.IO;

namespace JsonMatrix.Web.Load;

/// <summary>The Lua script of a wrk window. Its done() prints wrk's own summary as one JSON line (requests, duration,
/// latency percentiles in µs, socket errors, non-2xx/3xx responses), so nothing depends on wrk's human-readable text.
/// A POST reads its body from a file, so no JSON has to be quoted as Lua.</summary>
public static class WrkScript
{
    public const string Marker = "JSONMATRIX-WRK ";

    private const string Done = """
        done = function(summary, latency, requests)
          local e = summary.errors
          io.write(string.format(
            "MARKER{\"requests\":%d,\"durationUs\":%d,\"bytes\":%d,\"latencyP50Us\":%d,\"latencyP90Us\":%d,\"latencyP99Us\":%d," ..
            "\"connect\":%d,\"read\":%d,\"write\":%d,\"status\":%d,\"timeout\":%d}\n",
            summary.requests, summary.duration, summary.bytes,
            latency:percentile(50), latency:percentile(90), latency:percentile(99),
            e.connect, e.read, e.write, e.status, e.timeout))
        end

        """;

    public static string Get() => Done.Replace("MARKER", Marker);

    /// <summary>A POST of the file's bytes as application/json.</summary>
    public static string Post(string bodyPath)
    {
        var path = Path.GetFullPath(bodyPath);
        if (path.Contains("]==]"))
        {
            throw new IOException($"The body path '{path}' cannot be written as a Lua long string.");
        }

        return string.Format(CultureInfo.InvariantCulture, """
            wrk.method = "POST"
            local body = assert(io.open([==[{0}]==], "rb"))
            wrk.body = body:read("*a")
            body:close()
            wrk.headers["Content-Type"] = "application/json"

            """, path) + Get();
    }
}
