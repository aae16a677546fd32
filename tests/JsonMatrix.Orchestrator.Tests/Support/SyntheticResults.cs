using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>
/// Writes cell folders the way the run step (cell.json), the bench (metadata.json) and BenchmarkDotNet 0.14
/// (report-full.json, same shape as the checked-in real sample) write them, from <see cref="SyntheticCell"/>s.
/// </summary>
public static class SyntheticResults
{
    public static readonly DateTimeOffset DefaultFinish = new(2026, 1, 15, 12, 0, 0, TimeSpan.Zero);

    public static CellFolderText Folder(SyntheticCell cell, int order, int measurementsPerBenchmark = 0) =>
        new($"results/cells/{cell.Id}", order, CellJson(cell), cell.WithMetadata ? MetadataJson(cell) : null,
            cell.Benchmarks.Count == 0 ? [] : [new NamedText("bdn/results/JsonMatrix.Bench-report-full.json", ReportJson(cell, measurementsPerBenchmark))],
            cell.LogText);

    /// <summary>Writes each cell to root/cells/&lt;id&gt;/ as a run would leave it.</summary>
    public static void WriteToDisk(string root, IEnumerable<SyntheticCell> cells, int measurementsPerBenchmark)
    {
        foreach (var cell in cells)
        {
            var folder = Path.Combine(root, "cells", cell.Id);
            Directory.CreateDirectory(Path.Combine(folder, "bdn", "results"));
            File.WriteAllText(Path.Combine(folder, "cell.json"), CellJson(cell));
            if (cell.WithMetadata) File.WriteAllText(Path.Combine(folder, "metadata.json"), MetadataJson(cell));
            if (cell.Benchmarks.Count > 0)
                File.WriteAllText(Path.Combine(folder, "bdn", "results", "JsonMatrix.Bench-report-full.json"), ReportJson(cell, measurementsPerBenchmark));
            if (cell.LogText is not null) File.WriteAllText(Path.Combine(folder, "log.txt"), cell.LogText);
        }
    }

    public static string CellJson(SyntheticCell cell)
    {
        var finished = cell.Finished ?? DefaultFinish;
        var framework = cell.Runtime == "mono" ? "net48" : cell.Runtime;
        return Write(w =>
        {
            w.WriteStartObject();
            w.WriteNumber("schemaVersion", 1);
            w.WriteString("id", cell.Id);
            w.WriteString("runtime", cell.Runtime);
            w.WriteString("serializer", cell.Serializer);
            w.WriteString("escaping", cell.Escaping);
            w.WriteString("lifetime", cell.Lifetime);
            w.WriteString("platform", cell.Runtime == "net48" ? "windows" : "linux");
            w.WriteString("host", cell.Runtime == "mono" ? "mono" : "dotnet");
            w.WriteString("framework", framework);
            w.WriteString("runtimeLabel", cell.Runtime == "mono" ? "Mono (net48 build)" : cell.Runtime);
            w.WriteNull("runtimeVersion");
            w.WriteString("package", KnownIds.SerializerPackages.GetValueOrDefault(cell.Serializer, "?"));
            w.WriteString("packageVersion", Assembly(cell.Serializer).Declared);
            w.WriteString("status", cell.Status);
            if (cell.Reason is null) w.WriteNull("reason");
            else w.WriteString("reason", cell.Reason);
            w.WriteNull("logExcerpt");
            w.WriteString("isolation", cell.Isolation);
            w.WriteString("job", "short");
            w.WriteString("runId", cell.RunId ?? (cell.Isolation == "process" ? "20260115-113000-windows" : "20260115-113000"));
            w.WriteString("startedUtc", finished.AddMinutes(-1).UtcDateTime.ToString("O", CultureInfo.InvariantCulture));
            w.WriteString("finishedUtc", finished.UtcDateTime.ToString("O", CultureInfo.InvariantCulture));
            w.WriteStartObject("limits");
            w.WriteString("cpuset", "1");
            if (cell.Isolation == "process") w.WriteNull("memoryBytes");
            else w.WriteNumber("memoryBytes", 2L * 1024 * 1024 * 1024);
            w.WriteEndObject();
            w.WriteString("image", $"jsonmatrix/bench-{cell.Runtime}:abc123");
            w.WriteString("publishHash", "abc123");
            w.WriteNumber("exitCode", cell.Status == "ok" ? 0 : 1);
            w.WriteStartArray("steps");
            foreach (var (name, ms) in new[] { ("publish", 1200L), ("image", 300L), ("run", 60000L), ("collect", 40L) })
            {
                w.WriteStartObject();
                w.WriteString("name", name);
                w.WriteString("status", "ok");
                w.WriteNumber("milliseconds", ms);
                w.WriteBoolean("cached", false);
                w.WriteBoolean("shared", name is "publish" or "image");
                w.WriteNull("detail");
                w.WriteEndObject();
            }
            w.WriteEndArray();
            w.WriteNumber("wallMs", 61540);
            w.WriteNumber("benchMs", 59000);
            w.WriteNumber("overheadMs", 2540);
            w.WriteEndObject();
        });
    }

    public static string MetadataJson(SyntheticCell cell)
    {
        var isMono = cell.Runtime == "mono";
        return Write(w =>
        {
            w.WriteStartObject();
            w.WriteNumber("schemaVersion", 1);
            w.WriteString("serializer", cell.Serializer);
            w.WriteString("escaping", cell.Escaping);
            w.WriteString("lifetime", cell.Lifetime);
            w.WriteString("job", "short");
            w.WriteStartObject("runtime");
            w.WriteString("frameworkDescription", FrameworkDescription(cell.Runtime));
            w.WriteString("targetFramework", isMono ? "net48" : cell.Runtime);
            w.WriteBoolean("isMono", isMono);
            w.WriteString("osDescription", cell.Isolation == "process" ? "Microsoft Windows 10.0.20348" : "Linux 6.1.0-28-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.119-1 (2024-11-22)");
            w.WriteNumber("processorCount", 1);
            w.WriteEndObject();
            w.WriteStartArray("assemblies");
            var assembly = Assembly(cell.Serializer);
            w.WriteStartObject();
            w.WriteString("name", assembly.Name);
            w.WriteString("assemblyVersion", assembly.AssemblyVersion);
            w.WriteString("fileVersion", assembly.FileVersion);
            w.WriteString("informationalVersion", assembly.InformationalVersion);
            w.WriteEndObject();
            w.WriteEndArray();
            if (cell.Serializer == "system-text-json-sourcegen") w.WriteBoolean("sourceGenerationFastPath", cell.Escaping == "default");
            else w.WriteNull("sourceGenerationFastPath");
            w.WriteStartArray("validation");
            foreach (var payload in cell.Benchmarks.Select(b => b.Payload).Distinct())
            {
                w.WriteStartObject();
                w.WriteString("payload", payload);
                w.WriteString("status", "ok");
                w.WriteNull("reason");
                w.WriteNull("diff");
                w.WriteEndObject();
            }
            w.WriteEndArray();
            w.WriteStartArray("unsupported");
            foreach (var (payload, operation, reason) in cell.Unsupported ?? [])
            {
                w.WriteStartObject();
                w.WriteString("payload", payload);
                w.WriteString("operation", operation);
                w.WriteString("reason", reason);
                w.WriteEndObject();
            }
            w.WriteEndArray();
            w.WriteStartArray("emulated");
            foreach (var (operation, note) in cell.Emulated ?? [])
            {
                w.WriteStartObject();
                w.WriteString("operation", operation);
                w.WriteString("note", note);
                w.WriteEndObject();
            }
            w.WriteEndArray();
            w.WriteStartObject("durations");
            w.WriteNumber("validationMs", 812);
            w.WriteNumber("benchmarkMs", 58188);
            w.WriteEndObject();
            if (cell.Calibration is { } calibration)
            {
                w.WriteStartObject("drift");
                w.WriteNumber("calibrationBeforeNs", calibration.Before);
                w.WriteNumber("calibrationAfterNs", calibration.After);
                w.WriteNumber("loadAverageBefore", 0.42);
                w.WriteNumber("loadAverageAfter", 1.37);
                w.WriteNumber("stealPercent", 0);
                w.WriteEndObject();
            }
            w.WriteEndObject();
        });
    }

    /// <summary>A report in BenchmarkDotNet 0.14 JsonExporter.Full's shape, with <paramref name="measurements"/> raw measurements per benchmark.</summary>
    public static string ReportJson(SyntheticCell cell, int measurements)
    {
        var methods = KnownIds.OperationByMethod.ToDictionary(p => p.Value, p => p.Key);
        return Write(w =>
        {
            w.WriteStartObject();
            w.WriteString("Title", "JsonMatrix.Bench.SerializerBenchmarks-20260115-115900");
            w.WriteStartObject("HostEnvironmentInfo");
            w.WriteString("BenchmarkDotNetCaption", "BenchmarkDotNet");
            w.WriteString("BenchmarkDotNetVersion", "0.14.0");
            w.WriteString("OsVersion", cell.Isolation == "process" ? "Windows Server 2022 (10.0.20348.2966)" : "Debian GNU/Linux 12 (bookworm)");
            w.WriteString("ProcessorName", cell.Isolation == "process" ? "AMD EPYC 7763" : "AMD EPYC");
            w.WriteNumber("PhysicalProcessorCount", 1);
            w.WriteNumber("PhysicalCoreCount", 2);
            w.WriteNumber("LogicalCoreCount", 2);
            w.WriteString("RuntimeVersion", cell.Runtime == "mono" ? "Mono 6.8.0.105" : $".NET {cell.Runtime}");
            w.WriteString("Architecture", "X64");
            w.WriteBoolean("HasAttachedDebugger", false);
            w.WriteBoolean("HasRyuJit", cell.Runtime != "mono");
            w.WriteString("Configuration", "RELEASE");
            w.WriteString("DotNetCliVersion", "");
            w.WriteStartObject("ChronometerFrequency");
            w.WriteNumber("Hertz", 1000000000);
            w.WriteEndObject();
            w.WriteString("HardwareTimerKind", "Unknown");
            w.WriteEndObject();
            w.WriteStartArray("Benchmarks");
            foreach (var b in cell.Benchmarks) Benchmark(w, b, methods[b.Operation], measurements);
            w.WriteEndArray();
            w.WriteEndObject();
        });
    }

    private static void Benchmark(Utf8JsonWriter w, SyntheticBenchmark b, string method, int measurements)
    {
        w.WriteStartObject();
        w.WriteString("DisplayInfo", $"SerializerBenchmarks.{method}: ShortRun(Toolchain=InProcessEmitToolchain, IterationCount=3, LaunchCount=1, WarmupCount=3) [Payload={b.Payload}]");
        w.WriteString("Namespace", "JsonMatrix.Bench");
        w.WriteString("Type", "SerializerBenchmarks");
        w.WriteString("Method", method);
        w.WriteString("MethodTitle", method);
        w.WriteString("Parameters", $"Payload={b.Payload}");
        w.WriteString("FullName", $"JsonMatrix.Bench.SerializerBenchmarks.{method}(Payload: \"{b.Payload}\")");
        w.WriteString("HardwareIntrinsics", "");
        if (b.MedianNs is { } median)
        {
            var mean = b.MeanNs ?? median * 1.01;
            w.WriteStartObject("Statistics");
            w.WriteStartArray("OriginalValues");
            foreach (var v in new[] { median * 0.98, median, median * 1.05 }) w.WriteNumberValue(v);
            w.WriteEndArray();
            w.WriteNumber("N", 3);
            w.WriteNumber("Min", median * 0.98);
            w.WriteNumber("Median", median);
            w.WriteNumber("Mean", mean);
            w.WriteNumber("Max", median * 1.05);
            w.WriteNumber("StandardDeviation", median * 0.035);
            w.WriteString("Skewness", "");
            w.WriteStartObject("ConfidenceInterval");
            w.WriteNumber("N", 3);
            w.WriteNumber("Mean", mean);
            w.WriteNumber("Level", 12);
            w.WriteNumber("Margin", mean * b.ErrorPercent / 100);
            w.WriteNumber("Lower", mean * (1 - b.ErrorPercent / 100));
            w.WriteNumber("Upper", mean * (1 + b.ErrorPercent / 100));
            w.WriteEndObject();
            w.WriteEndObject();
        }
        else
        {
            w.WriteNull("Statistics");
        }
        w.WriteStartObject("Memory");
        w.WriteNumber("Gen0Collections", 74);
        w.WriteNumber("Gen1Collections", 0);
        w.WriteNumber("Gen2Collections", 0);
        w.WriteNumber("TotalOperations", 524288);
        w.WriteNumber("BytesAllocatedPerOperation", b.AllocatedBytes);
        w.WriteEndObject();
        w.WriteStartArray("Metrics");
        if (b.ExactAllocation)
        {
            w.WriteStartObject();
            w.WriteNumber("Value", b.AllocatedBytes);
            w.WriteStartObject("Descriptor");
            w.WriteString("Id", "ThreadAllocatedBytesPerOperation");
            w.WriteEndObject();
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteStartArray("Measurements");
        for (var i = 0; i < measurements; i++)
        {
            w.WriteStartObject();
            w.WriteString("IterationMode", i % 3 == 0 ? "Overhead" : "Workload");
            w.WriteString("IterationStage", i < 8 ? "Pilot" : i < 16 ? "Warmup" : "Result");
            w.WriteNumber("LaunchIndex", 1);
            w.WriteNumber("IterationIndex", i + 1);
            w.WriteNumber("Operations", 524288);
            w.WriteNumber("Nanoseconds", (b.MedianNs ?? 1) * 524288 * (1 + i % 7 * 0.01));
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteEndObject();
    }

    // Synthetic version numbers in the shapes the bench reports (not taken from real runs).
    private static (string Name, string Declared, string AssemblyVersion, string FileVersion, string InformationalVersion) Assembly(string serializer) => serializer switch
    {
        "newtonsoft" => ("Newtonsoft.Json", "13.0.4", "13.0.0.0", "13.0.4.1", "13.0.4+synthetic"),
        "data-contract-json" => ("System.Runtime.Serialization.Json", "framework", "8.0.0.0", "8.0.1.1", "8.0.1+synthetic"),
        _ => ("System.Text.Json", "inbox", "8.0.0.0", "8.0.1.1", "8.0.1+synthetic"),
    };

    private static string FrameworkDescription(string runtime) => runtime switch
    {
        "mono" => "Mono 6.8.0.105 (Debian 6.8.0.105+dfsg-3.3)",
        "net48" => ".NET Framework 4.8.9290.0",
        "netcoreapp3.1" => ".NET Core 3.1.3",
        _ => $".NET {runtime.Replace("net", "")}.1",
    };

    private static string Write(Action<Utf8JsonWriter> write)
    {
        using var buffer = new MemoryStream();
        using (var writer = new Utf8JsonWriter(buffer, new JsonWriterOptions { Indented = true }))
        {
            write(writer);
        }
        return Encoding.UTF8.GetString(buffer.ToArray());
    }
}
