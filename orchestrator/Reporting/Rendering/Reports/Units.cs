using System;
using System.Globalization;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>Human-scaled, invariant-culture numbers for reports: three significant digits.</summary>
public static class Units
{
    private static readonly string[] TimeUnits = ["ns", "μs", "ms", "s"];
    private static readonly string[] ByteUnits = ["B", "KB", "MB", "GB"];

    /// <summary>1385.19 → "1.39 μs".</summary>
    public static string Time(double nanoseconds) => Scaled(nanoseconds, 1000, TimeUnits);

    /// <summary>A time on a chart's axis: a plain "0" at the origin, whose unit would be the smallest one ("0.00 ns" on
    /// a scale of milliseconds).</summary>
    public static string AxisTime(double nanoseconds) => nanoseconds == 0 ? "0" : Time(nanoseconds);

    /// <summary>Bytes per operation, 1 KB = 1024 B as BenchmarkDotNet counts: 296 → "296 B", 1536 → "1.50 KB".</summary>
    /// <summary>A result's allocated bytes, "≈" before BenchmarkDotNet's figure where the bench's exact count is missing.</summary>
    public static string Allocated(ResultRow r) => (r.AllocationExact == false ? "≈" : "") + Bytes(r.AllocatedBytes);

    /// <summary>What "≈" before allocated bytes means, for a report's legend.</summary>
    public const string AllocatedLegend = "≈ before allocated bytes marks BenchmarkDotNet's figure, where the bench's exact count did not repeat or the runtime has none";

    public static string Bytes(long? bytes) => bytes is { } b ? (b < 1024 ? $"{b.ToString(CultureInfo.InvariantCulture)} B" : Scaled(b, 1024, ByteUnits)) : "?";

    /// <summary>0.8512 → "0.85", 12.34 → "12.3".</summary>
    public static string Ratio(double? ratio) => ratio is { } r && double.IsFinite(r) ? Significant(r) : "–";

    /// <summary>The confidence half-width relative to the mean: 2.04 → "±2.0 %", 12.3 → "±12 %"; "" when unknown.</summary>
    public static string Spread(ResultSpread? spread) =>
        spread?.ErrorPercent is { } e && double.IsFinite(e) ? "±" + (e >= 10 ? e.ToString("0", CultureInfo.InvariantCulture) : e.ToString("0.0", CultureInfo.InvariantCulture)) + " %" : "";

    /// <summary>A time with its spread: "757 ns ±2.0 %", over several processes "757 ns ±2.0 % (3 processes)", the ± then
    /// being half the range of the processes' medians.</summary>
    public static string TimeWithSpread(double nanoseconds, ResultSpread? spread, RepeatSpread? repeats = null) =>
        (Spread(spread) is { Length: > 0 } s ? $"{Time(nanoseconds)} {s}" : Time(nanoseconds)) + Repeats(repeats);

    /// <summary>How many processes a result's ± comes from: " (3 processes)"; "" for one.</summary>
    public static string Repeats(RepeatSpread? repeats) => repeats is null ? "" : $" ({repeats.MediansNs.Count} processes)";

    /// <summary>A ratio with the interval it lies in: "1.02 (0.97–1.08)", "1.02 (0.50–∞)".</summary>
    public static string RatioWithInterval(double? ratio, RatioInterval? interval) =>
        interval is null || ratio is null ? Ratio(ratio) : $"{Ratio(ratio)} ({Ratio(interval.Lower)}–{(interval.Upper is { } u ? Ratio(u) : "∞")})";

    /// <summary>A result's ratio to the floor with its interval: " · floor ×1.35 (1.20–1.52)"; "" when the run has no floor
    /// to divide by.</summary>
    public static string FloorRatio(double? ratio, RatioInterval? interval = null) => ratio is null ? "" : $" · floor ×{RatioWithInterval(ratio, interval)}";

    /// <summary>" ⇄ E1/E2" after a ratio whose two sides ran in different environments; "" when they share one.</summary>
    public static string Across(string? environments) => environments is null ? "" : $" ⇄ {environments}";

    public static string Integer(long value) => value.ToString("#,0", CultureInfo.InvariantCulture);

    public static string Number(double value) => value.ToString("R", CultureInfo.InvariantCulture);

    private static string Scaled(double value, double step, string[] units)
    {
        var unit = 0;
        while (Math.Abs(value) >= step && unit < units.Length - 1)
        {
            value /= step;
            unit++;
        }
        return $"{Significant(value)} {units[unit]}";
    }

    private static string Significant(double value)
    {
        var magnitude = Math.Abs(value);
        var format = magnitude >= 100 ? "0" : magnitude >= 10 ? "0.0" : "0.00";
        return value.ToString(format, CultureInfo.InvariantCulture);
    }
}
