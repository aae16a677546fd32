using System.Globalization;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Cleanup;

/// <summary>Sizes in decimal units, as `docker images` and `docker system df` print them, so the figures compare.</summary>
public static class ByteSize
{
    public static string Format(long bytes) => bytes switch
    {
        < 1_000 => bytes.ToString(CultureInfo.InvariantCulture) + " B",
        < 1_000_000 => (bytes / 1e3).ToString("0.#", CultureInfo.InvariantCulture) + " kB",
        < 1_000_000_000 => (bytes / 1e6).ToString("0.#", CultureInfo.InvariantCulture) + " MB",
        _ => (bytes / 1e9).ToString("0.0#", CultureInfo.InvariantCulture) + " GB",
    };
}
