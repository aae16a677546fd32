using System;
using System.Collections.Generic;
using System.Text;
using System.Text.Json;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>
/// BenchmarkDotNet's full JSON report (JsonExporter.Full, 0.14 and 0.15) → <see cref="BdnReport"/>: the one reader of
/// that file, for merge, compare, history and the run's learned durations. Reads forward through the file; of the raw
/// Measurements (most of its bytes) it keeps only the workload "Result" iterations, the sample that the noise checks
/// and `compare` test, and the sum of the others' time, what the benchmark cost the run.
/// </summary>
public static class BdnReportParser
{
    private const string Expected = " (expected BenchmarkDotNet's JsonExporter.Full output)";

    public static (BdnReport? Report, string? Error) Parse(string text) => Parse(Encoding.UTF8.GetBytes(text));

    public static (BdnReport? Report, string? Error) Parse(ReadOnlySpan<byte> utf8)
    {
        if (utf8.Trim(" \t\r\n"u8).IsEmpty) return (null, "is empty: BenchmarkDotNet started the report but wrote nothing (an exporter error; see the cell's log.txt)");
        var reader = new Utf8JsonReader(utf8, new JsonReaderOptions { CommentHandling = JsonCommentHandling.Skip });
        var p = new JsonProblems();
        try
        {
            var report = ReadRoot(ref reader, p);
            if (p.Any) return (null, p.First + Expected);
            return (report, null);
        }
        catch (JsonException ex)
        {
            return (null, $"is not valid JSON (line {(ex.LineNumber ?? 0) + 1}, byte {(ex.BytePositionInLine ?? 0) + 1}): {FirstSentence(ex.Message)}");
        }
    }

    private static BdnReport? ReadRoot(ref Utf8JsonReader reader, JsonProblems p)
    {
        reader.Read();
        if (reader.TokenType != JsonTokenType.StartObject)
        {
            p.Add("$", $"must be an object, found {reader.TokenType}");
            return null;
        }
        string? title = null;
        BdnHost? host = null;
        List<BdnBenchmark>? benchmarks = null;
        while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
        {
            var name = reader.GetString();
            reader.Read();
            switch (name)
            {
                case "Title" when reader.TokenType == JsonTokenType.String:
                    title = reader.GetString();
                    break;
                case "HostEnvironmentInfo" when reader.TokenType == JsonTokenType.StartObject:
                    using (var document = JsonDocument.ParseValue(ref reader)) host = Host(document.RootElement, p);
                    break;
                case "Benchmarks" when reader.TokenType == JsonTokenType.StartArray:
                    benchmarks = ReadBenchmarks(ref reader, p);
                    break;
                case "Benchmarks":
                    p.Add("$.Benchmarks", $"must be an array, found {reader.TokenType}");
                    reader.Skip();
                    break;
                default:
                    reader.Skip();
                    break;
            }
        }
        if (benchmarks is null && !p.Any) p.Add("$.Benchmarks", "is missing");
        return new BdnReport(title, host, benchmarks ?? []);
    }

    private static List<BdnBenchmark> ReadBenchmarks(ref Utf8JsonReader reader, JsonProblems p)
    {
        var benchmarks = new List<BdnBenchmark>();
        while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
        {
            var path = $"$.Benchmarks[{benchmarks.Count}]";
            if (reader.TokenType != JsonTokenType.StartObject)
            {
                p.Add(path, $"must be an object, found {reader.TokenType}");
                reader.Skip();
                benchmarks.Add(new BdnBenchmark("?", new Dictionary<string, string>(), null, null));
                continue;
            }
            benchmarks.Add(ReadBenchmark(ref reader, path, p));
        }
        return benchmarks;
    }

    /// <summary>The bench's exact allocation figure (bench/Running/ThreadAllocationDiagnoser): bytes per operation measured
    /// in garbage-collection-free batches until they repeat. Preferred over BenchmarkDotNet's own Memory figure, which
    /// varies between runs by whatever a collection or another thread adds to its single measured iteration.</summary>
    public const string ExactAllocationMetric = "ThreadAllocatedBytesPerOperation";

    /// <summary>Methods the JIT compiled while the benchmark's measured iterations ran (bench/SteadyState/
    /// JitDuringMeasurementDiagnoser); absent where the runtime has no counter.</summary>
    public const string JitDuringMeasurementMetric = "MethodsCompiledDuringMeasurement";

    // Small parts (names, statistics, memory, metrics) go through JsonDocument for typed reads; Measurements are read as a stream.
    private static BdnBenchmark ReadBenchmark(ref Utf8JsonReader reader, string path, JsonProblems p)
    {
        string? method = null, parameters = null;
        BdnStatistics? statistics = null;
        long? allocated = null, exactAllocated = null, compiled = null;
        List<double>? sample = null;
        double? spent = null;
        while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
        {
            var name = reader.GetString();
            reader.Read();
            switch (name)
            {
                case "Method" or "Parameters":
                    using (var document = JsonDocument.ParseValue(ref reader))
                    {
                        var value = ValueOf(document.RootElement, name, path, p);
                        if (name == "Method") method = value;
                        else parameters = value;
                    }
                    break;
                case "Statistics" when reader.TokenType != JsonTokenType.Null:
                    using (var document = JsonDocument.ParseValue(ref reader))
                    {
                        if (document.RootElement.ValueKind == JsonValueKind.Object) statistics = Statistics(document.RootElement, path + ".Statistics", p);
                        else p.Add(path + ".Statistics", $"must be an object, found {JsonProblems.Kind(document.RootElement)}");
                    }
                    break;
                case "Memory" when reader.TokenType == JsonTokenType.StartObject:
                    using (var document = JsonDocument.ParseValue(ref reader))
                        allocated = p.Integer(document.RootElement, "BytesAllocatedPerOperation", path + ".Memory", false);
                    break;
                case "Measurements" when reader.TokenType == JsonTokenType.StartArray:
                    (sample, spent) = ReadMeasurements(ref reader);
                    break;
                case "Metrics" when reader.TokenType == JsonTokenType.StartArray:
                    using (var document = JsonDocument.ParseValue(ref reader))
                    {
                        exactAllocated = Metric(document.RootElement, ExactAllocationMetric);
                        compiled = Metric(document.RootElement, JitDuringMeasurementMetric);
                    }
                    break;
                default:
                    reader.Skip();
                    break;
            }
        }
        if (method is null) p.Add(path + ".Method", "is missing");
        // The Result iterations are what BenchmarkDotNet's statistics were computed from; OriginalValues is the same
        // sample when a report carries no Measurements.
        if (statistics is not null && sample is { Count: > 0 }) statistics = statistics with { Sample = sample };
        var allocatedBytes = exactAllocated ?? allocated;
        // An impossible figure fails this benchmark only, with the reason: merge, compare, history and the learned
        // durations all read reports through here.
        var failure = statistics is null ? null : FigureBounds.Check(statistics, allocatedBytes);
        return new BdnBenchmark(method ?? "?", ParseParameters(parameters ?? ""), failure is null ? statistics : null, allocatedBytes)
        {
            CompiledDuringMeasurement = compiled, Failure = failure, SpentNanoseconds = spent, AllocationExact = exactAllocated is not null,
        };
    }

    /// <summary>Nanoseconds per operation of each workload iteration of the Result stage, in the order measured; and the
    /// nanoseconds of every other iteration (the "Result" ones are derived from them), NaN when one is not a figure.</summary>
    private static (List<double> Sample, double Spent) ReadMeasurements(ref Utf8JsonReader reader)
    {
        var sample = new List<double>();
        var spent = 0.0;
        while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
        {
            if (reader.TokenType != JsonTokenType.StartObject)
            {
                reader.Skip();
                continue;
            }
            string? mode = null, stage = null;
            double? nanoseconds = null, operations = null;
            while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
            {
                var name = reader.GetString();
                reader.Read();
                switch (name)
                {
                    case "IterationMode" when reader.TokenType == JsonTokenType.String: mode = reader.GetString(); break;
                    case "IterationStage" when reader.TokenType == JsonTokenType.String: stage = reader.GetString(); break;
                    case "Nanoseconds" when reader.TokenType == JsonTokenType.Number: nanoseconds = reader.GetDouble(); break;
                    case "Operations" when reader.TokenType == JsonTokenType.Number: operations = reader.GetDouble(); break;
                    default: reader.Skip(); break;
                }
            }
            if (mode == "Workload" && stage == "Result" && nanoseconds is { } ns && operations is > 0)
                sample.Add(ns / operations.Value);
            // An iteration is timed like an operation: one outside an hour makes the whole time unbelievable.
            else if (stage != "Result" && nanoseconds is { } iteration)
                spent += FigureBounds.NonNegative(iteration, "an iteration", FigureBounds.MaxNanosecondsPerOperation) is null ? iteration : double.NaN;
        }
        return (sample, spent);
    }

    private static long? Metric(JsonElement metrics, string metricId)
    {
        foreach (var metric in metrics.EnumerateArray())
        {
            if (metric.ValueKind == JsonValueKind.Object
                && metric.TryGetProperty("Descriptor", out var descriptor) && descriptor.ValueKind == JsonValueKind.Object
                && descriptor.TryGetProperty("Id", out var id) && id.ValueKind == JsonValueKind.String && id.GetString() == metricId
                && metric.TryGetProperty("Value", out var value) && value.ValueKind == JsonValueKind.Number)
            {
                // A figure past long's range would wrap around; FigureBounds then names it as not a figure.
                var figure = value.GetDouble();
                return double.IsFinite(figure) && Math.Abs(figure) < long.MaxValue ? (long)Math.Round(figure, MidpointRounding.AwayFromZero) : long.MaxValue;
            }
        }
        return null;
    }

    private static string? ValueOf(JsonElement value, string name, string path, JsonProblems p)
    {
        if (value.ValueKind == JsonValueKind.String) return value.GetString();
        p.Add($"{path}.{name}", $"must be a string, found {JsonProblems.Kind(value)}");
        return null;
    }

    private static BdnHost Host(JsonElement h, JsonProblems p)
    {
        const string path = "$.HostEnvironmentInfo";
        var frequency = p.Object(h, "ChronometerFrequency", path, false);
        return new BdnHost(
            p.String(h, "BenchmarkDotNetVersion", path, false), p.String(h, "OsVersion", path, false),
            p.String(h, "ProcessorName", path, false), (int?)p.Integer(h, "PhysicalProcessorCount", path, false),
            (int?)p.Integer(h, "PhysicalCoreCount", path, false), (int?)p.Integer(h, "LogicalCoreCount", path, false),
            p.String(h, "RuntimeVersion", path, false), p.String(h, "Architecture", path, false),
            p.String(h, "Configuration", path, false),
            frequency is { } f ? p.Integer(f, "Hertz", path + ".ChronometerFrequency", false) : null,
            p.String(h, "HardwareTimerKind", path, false));
    }

    private static BdnStatistics? Statistics(JsonElement s, string path, JsonProblems p)
    {
        var median = p.Number(s, "Median", path, required: true);
        var mean = p.Number(s, "Mean", path, required: true);
        var n = p.Integer(s, "N", path, required: true);
        if (median is null || mean is null || n is null) return null;
        return new BdnStatistics(median.Value, mean.Value, p.Number(s, "StandardDeviation", path, false),
            p.Number(s, "Min", path, false), p.Number(s, "Max", path, false), (int)n.Value,
            Interval(s), OriginalValues(s));
    }

    /// <summary>BenchmarkDotNet's LegacyConfidenceLevel, in declaration order: the JSON holds the enum's number (12 = 99.9 %).</summary>
    private static readonly double[] ConfidenceLevels = [50, 70, 75, 80, 85, 90, 92, 95, 96, 97, 98, 99, 99.9];

    private static BdnInterval? Interval(JsonElement statistics)
    {
        if (!statistics.TryGetProperty("ConfidenceInterval", out var ci) || ci.ValueKind != JsonValueKind.Object) return null;
        double? Get(string name) => ci.TryGetProperty(name, out var v) && v.ValueKind == JsonValueKind.Number ? v.GetDouble() : null;
        var level = ci.TryGetProperty("Level", out var l) ? l.ValueKind switch
        {
            JsonValueKind.Number when l.TryGetInt32(out var index) && index >= 0 && index < ConfidenceLevels.Length => ConfidenceLevels[index],
            JsonValueKind.String when l.GetString() is { } name && name.StartsWith('L') => LevelOfName(name[1..]),
            _ => null,
        } : null;
        var (lower, upper, margin) = (Get("Lower"), Get("Upper"), Get("Margin"));
        return lower is null || upper is null || margin is null || level is null ? null : new BdnInterval(lower.Value, upper.Value, margin.Value, level.Value);
    }

    /// <summary>"999" → 99.9, "95" → 95 (BenchmarkDotNet's level names).</summary>
    private static double? LevelOfName(string digits) => digits switch
    {
        "999" => 99.9,
        _ when int.TryParse(digits, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var percent) => percent,
        _ => null,
    };

    private static IReadOnlyList<double>? OriginalValues(JsonElement statistics)
    {
        if (!statistics.TryGetProperty("OriginalValues", out var values) || values.ValueKind != JsonValueKind.Array) return null;
        var sample = new List<double>();
        foreach (var value in values.EnumerateArray())
            if (value.ValueKind == JsonValueKind.Number) sample.Add(value.GetDouble());
        return sample.Count > 0 ? sample : null;
    }

    /// <summary>"Payload=small, Other=1" (BenchmarkDotNet's PrintInfo) → a dictionary.</summary>
    public static IReadOnlyDictionary<string, string> ParseParameters(string text)
    {
        var parameters = new Dictionary<string, string>();
        foreach (var pair in text.Split(", ", StringSplitOptions.RemoveEmptyEntries))
        {
            var equals = pair.IndexOf('=');
            if (equals > 0) parameters[pair[..equals].Trim()] = pair[(equals + 1)..].Trim();
        }
        return parameters;
    }

    private static string FirstSentence(string message)
    {
        var end = message.IndexOf(". ", StringComparison.Ordinal);
        return end > 0 ? message[..(end + 1)] : message;
    }
}
