using System.Collections.Generic;
using System.Globalization;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// The one check of every figure read back from a file (BenchmarkDotNet's statistics and samples, web results, learned
/// durations): finite, not negative, and physically possible. No operation of a serializer takes less than a nanosecond
/// (a few clock cycles) or more than an hour (a bench's whole timeout); a file that says otherwise was edited, cut or
/// corrupted, and its figure would otherwise be reported as a result, a 309-digit number, or break a mean or a JSON
/// writer (infinity cannot be written). Each check returns null for a figure, or the reason it is not one.
/// </summary>
public static class FigureBounds
{
    public const double MinNanosecondsPerOperation = 1;
    public const double MaxNanosecondsPerOperation = 3600e9;

    /// <summary>More than any machine's memory allocated by one operation is not a figure either.</summary>
    public const double MaxBytesPerOperation = 1L << 50;

    public static string? NanosecondsPerOperation(double value, string what) =>
        double.IsFinite(value) && value >= MinNanosecondsPerOperation && value <= MaxNanosecondsPerOperation
            ? null
            : $"{what} is {Show(value)} ns per operation, not a time one operation can take (1 ns to 1 hour)";

    /// <summary>A spread (standard deviation, interval half-width) or a size: finite and not negative, up to a bound.</summary>
    public static string? NonNegative(double value, string what, double max = double.MaxValue) =>
        double.IsFinite(value) && value >= 0 && value <= max
            ? null
            : $"{what} is {Show(value)}, not a figure (finite, 0 {(max < double.MaxValue ? "to " + Show(max) : "or more")})";

    /// <summary>BenchmarkDotNet's statistics of one benchmark: the first figure that is not one, or null.</summary>
    public static string? Check(BdnStatistics statistics, long? allocatedBytes)
    {
        var problem = NanosecondsPerOperation(statistics.Median, "the median")
            ?? NanosecondsPerOperation(statistics.Mean, "the mean")
            ?? (statistics.Min is { } min ? NanosecondsPerOperation(min, "the minimum") : null)
            ?? (statistics.Max is { } max ? NanosecondsPerOperation(max, "the maximum") : null)
            ?? (statistics.StandardDeviation is { } deviation ? NonNegative(deviation, "the standard deviation") : null)
            ?? (statistics.Interval is { } interval ? NonNegative(interval.Margin, "the confidence interval's margin") : null)
            ?? (statistics.N < 1 ? $"N is {statistics.N}, not a number of measurements" : null)
            ?? (allocatedBytes is { } bytes ? NonNegative(bytes, "the allocated bytes per operation", MaxBytesPerOperation) : null);
        return problem ?? Sample(statistics.Sample);
    }

    /// <summary>A web cell's measured windows: requests/s (one request takes at least a nanosecond), latencies (1 ns
    /// to 1 hour, in microseconds) and server allocations.</summary>
    public static string? Check(WebCellResult result)
    {
        foreach (var scenario in result.Scenarios)
        {
            foreach (var repeat in scenario.Repeats)
            {
                var what = $"scenario {scenario.Id}";
                var problem = NonNegative(repeat.RequestsPerSecond, $"{what}'s requests/s", 1e9)
                    ?? Latency(repeat.LatencyP50Us, what + "'s p50 latency")
                    ?? Latency(repeat.LatencyP90Us, what + "'s p90 latency")
                    ?? Latency(repeat.LatencyP99Us, what + "'s p99 latency")
                    ?? NonNegative(repeat.Seconds, what + "'s window seconds", 3600)
                    ?? (repeat.ServerAllocatedBytesPerRequest is { } bytes ? NonNegative(bytes, what + "'s bytes per request", MaxBytesPerOperation) : null);
                if (problem is not null) return problem;
            }
        }

        return null;
    }

    /// <summary>A cold-start sample: a process takes more than nothing and less than an hour (the bench's timeout), and
    /// its first call's allocations are a size; the first figure that is not one, or null.</summary>
    public static string? Check(ColdStartSample sample, string what) =>
        Milliseconds(sample.ProcessMs, what + "'s processMs", allowZero: false)
        ?? (sample.FirstCallMs is { } firstCall ? Milliseconds(firstCall, what + "'s firstCallMs", allowZero: true) : null)
        ?? (sample.FirstCallAllocatedBytes is { } bytes ? NonNegative(bytes, what + "'s firstCallAllocatedBytes", MaxBytesPerOperation) : null);

    private static string? Milliseconds(double value, string what, bool allowZero) =>
        double.IsFinite(value) && (allowZero ? value >= 0 : value > 0) && value <= MaxNanosecondsPerOperation / 1e6
            ? null
            : $"{what} is {Show(value)} ms, not the time a process can take (above 0, at most 1 hour)";

    private static string? Latency(double microseconds, string what) =>
        NanosecondsPerOperation(microseconds * 1000, what) is null ? null : $"{what} is {Show(microseconds)} µs, not a latency (1 ns to 1 hour)";

    private static string? Sample(IReadOnlyList<double>? sample)
    {
        if (sample is null) return null;
        for (var i = 0; i < sample.Count; i++)
        {
            if (NanosecondsPerOperation(sample[i], $"measurement {i + 1}") is { } problem) return problem;
        }

        return null;
    }

    /// <summary>A figure as it was read, cut short: 1e308 stays readable.</summary>
    private static string Show(double value) => value.ToString("G4", CultureInfo.InvariantCulture);
}
