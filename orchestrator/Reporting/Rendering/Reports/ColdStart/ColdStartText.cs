using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.ColdStart;

/// <summary>The cold-start section's words and entries, the same in report.md and report.html.</summary>
public static class ColdStartText
{
    public const string Title = "Cold start";

    public const string FloorLabel = "start-up floor (no serializer)";

    public const string HowToRead =
        "Each sample is a new process of the cell's build, inside its container: the time from starting it to its first result "
        + "(the payload serialized, or the object deserialized), timed by the process that started it. Each entry: the median "
        + "of the fresh processes, ± half their interquartile range relative to the median, and how many they were · the serializer's "
        + "share: the time minus the same build's start-up time (same input, no serializer called) · start-up ×: the time over the "
        + "start-up floor of the same round (the median of the rounds' ratios, with its 95 % interval), which the host's speed at "
        + "starting processes divides out of, the figure to compare between runs · the first call alone, timed "
        + "inside the process (building the configured serializer and calling it), and the bytes it allocated (median; the range "
        + "when the processes differ). The last row of each table is each runtime's start-up floor: the median of its builds' "
        + "start-up times (one a build, shared by the serializers sampled in it). ⚠ noisy: see Noisy results.";

    public static string Rule(MergedReport report) =>
        $"A cold-start figure is marked noisy when its fresh processes spread (half the interquartile range over the median) beyond the noiseThreshold ({Percent.Format(report.NoiseThreshold)}), or when it has fewer than {JsonMatrix.Contracts.Cells.ColdStartResult.MinimumProcesses} processes.";

    /// <summary>The sizes of the NativeAOT executables whose cold start the tables show, or empty when none.</summary>
    public static string Binaries(ColdStartView view) => view.Binaries.Count == 0 ? string.Empty
        : "Binary size (the one executable every cell of a NativeAOT runtime starts): "
          + string.Join("; ", view.Binaries.Select(b => $"{view.LabelOf(b.Runtime)} {NativeAotRows.Size(b.Bytes)}")) + ".";

    /// <summary>"48.2 ms ±3.1 % (12 processes)".</summary>
    public static string Time(ColdStartFigure f) => $"{Units.Time(f.ProcessMs * 1e6)} {Spread(f)}";

    /// <summary>"±3.1 % (12 processes)".</summary>
    public static string Spread(ColdStartFigure f) => $"±{Percentage(f.SpreadPercent)} ({f.Processes} process{(f.Processes == 1 ? "" : "es")})";

    /// <summary>"serializer +14.2 ms", or that it is lost in the start-up's noise; "" without a start-up floor.</summary>
    public static string Share(ColdStartFigure f) => f.SerializerMs switch
    {
        null => "",
        <= 0 => "serializer: within start-up noise",
        { } ms => $"serializer +{Units.Time(ms * 1e6)}",
    };

    /// <summary>"start-up ×1.62 (1.55–1.70)"; "" for the start-up floor itself, or where the samples do not pair.</summary>
    public static string OverStartUp(ColdStartFigure f) => f.OverStartUp is null ? ""
        : "start-up ×" + Units.RatioWithInterval(f.OverStartUp, f.OverStartUpLower is { } lower ? new RatioInterval(lower, f.OverStartUpUpper) : null);

    /// <summary>"first call 9.80 ms, 12.5 KB (12.4 KB–12.6 KB)".</summary>
    public static string FirstCall(ColdStartFigure f)
    {
        var time = f.FirstCallMs is { } ms ? $"first call {Units.Time(ms * 1e6)}" : "first call ?";
        var bytes = f.FirstCallAllocatedBytes is null ? "" : ", " + Units.Bytes(f.FirstCallAllocatedBytes)
            + (f.FirstCallAllocatedBytesMin != f.FirstCallAllocatedBytesMax ? $" ({Units.Bytes(f.FirstCallAllocatedBytesMin)}–{Units.Bytes(f.FirstCallAllocatedBytesMax)})" : "");
        return time + bytes;
    }

    /// <summary>Everything of one entry on one line, for Markdown tables.</summary>
    public static string Entry(ColdStartRow? row) => row switch
    {
        null => "",
        { Figure: { } f } => string.Join(" · ", new[] { Time(f), Share(f), OverStartUp(f), FirstCall(f) }.Where(p => p.Length > 0)) + (f.Noisy ? " ⚠ noisy" : ""),
        _ => Missing(row),
    };

    /// <summary>What an entry without a figure says: n/a for an unsupported one, failed for a file that could not be used.</summary>
    public static string Missing(ColdStartRow row) => row.Status == CellStatus.Unsupported ? "n/a (see below)" : $"{row.Status} (see below)";

    /// <summary>"31.0 ms", or "31.0 ms (2 floors, 30.1 ms–33.0 ms)".</summary>
    public static string Floor((double MedianMs, double MinMs, double MaxMs, int Floors)? floor) => floor switch
    {
        null => "",
        { Floors: 1 } f => Units.Time(f.MedianMs * 1e6),
        { } f => $"{Units.Time(f.MedianMs * 1e6)} ({f.Floors} floors, {Units.Time(f.MinMs * 1e6)}–{Units.Time(f.MaxMs * 1e6)})",
    };

    private static string Percentage(double value) =>
        (value >= 10 ? value.ToString("0", System.Globalization.CultureInfo.InvariantCulture) : value.ToString("0.0", System.Globalization.CultureInfo.InvariantCulture)) + " %";
}
