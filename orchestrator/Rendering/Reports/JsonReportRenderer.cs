using System.Globalization;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Json;
using JsonMatrix.Orchestrator.Reports.Model;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Rendering.Reports;

/// <summary>report.json: the merged model for machines (schema in docs/report-schema.md).</summary>
public sealed class JsonReportRenderer : IReportRenderer
{
    public string FileName => "report.json";

    public string Render(MergedReport report) => JsonText.Write(w =>
    {
        w.WriteStartObject();
        w.WriteNumber("schemaVersion", report.SchemaVersion);
        w.WriteStartObject("baseline");
        w.WriteString("serializer", report.Baseline.Serializer);
        w.WriteString("runtime", report.Baseline.Runtime);
        w.WriteEndObject();
        w.WriteNumber("noiseThreshold", report.NoiseThreshold);
        Summary(w, report);
        w.WriteStartArray("environment");
        foreach (var e in report.Environments) Environment(w, e);
        w.WriteEndArray();
        w.WriteStartArray("cells");
        foreach (var c in report.Cells) Cell(w, c);
        w.WriteEndArray();
        w.WriteStartArray("results");
        foreach (var r in report.Results) Result(w, r);
        w.WriteEndArray();
        w.WriteStartArray("notApplicable");
        foreach (var n in report.NotApplicable) NotApplicable(w, n);
        w.WriteEndArray();
        TrendJson.Write(w, "trends", report.Trends);
        w.WriteStartArray("notes");
        foreach (var note in report.Notes) w.WriteStringValue(note);
        w.WriteEndArray();
        Web.WebJsonSection.Write(w, report.Web);
        w.WriteEndObject();
    }, indented: true);

    private static void Summary(Utf8JsonWriter w, MergedReport report)
    {
        w.WriteStartObject("summary");
        w.WriteNumber("cells", report.Cells.Count);
        foreach (var status in CellStatus.All) w.WriteNumber(status, report.Cells.Count(c => c.Status == status));
        w.WriteNumber("results", report.Results.Count);
        w.WriteNumber("notApplicable", report.NotApplicable.Count);
        w.WriteEndObject();
    }

    private static void Environment(Utf8JsonWriter w, RunEnvironment e)
    {
        w.WriteStartObject();
        w.WriteString("id", e.Id);
        w.WriteString("runId", e.RunId);
        w.WriteString("isolation", e.Isolation);
        w.WriteString("processorName", e.ProcessorName);
        w.WriteNumberOrNull("physicalCoreCount", e.PhysicalCoreCount);
        w.WriteNumberOrNull("logicalCoreCount", e.LogicalCoreCount);
        w.WriteNumberOrNull("processorCount", e.ProcessorCount);
        w.WriteString("osVersion", e.OsVersion);
        w.WriteString("osDescription", e.OsDescription);
        w.WriteString("architecture", e.Architecture);
        w.WriteString("benchmarkDotNetVersion", e.BenchmarkDotNetVersion);
        w.WriteNumberOrNull("chronometerHz", e.ChronometerHz);
        w.WriteString("hardwareTimerKind", e.HardwareTimerKind);
        w.WriteString("cpuset", e.CpuSet);
        w.WriteNumberOrNull("memoryBytes", e.MemoryBytes);
        if (e.Web is { } web)
        {
            w.WriteStartObject("webCpus");
            w.WriteString("server", web.ServerCpus);
            w.WriteString("loadGenerator", web.LoadGeneratorCpus);
            w.WriteEndObject();
        }
        else
        {
            w.WriteNull("webCpus");
        }
        w.WriteStartArray("cells");
        foreach (var id in e.Cells) w.WriteStringValue(id);
        w.WriteEndArray();
        w.WriteEndObject();
    }

    private static void Cell(Utf8JsonWriter w, CellSummary c)
    {
        w.WriteStartObject();
        w.WriteString("id", c.Id);
        w.WriteString("runtime", c.Runtime);
        w.WriteString("runtimeLabel", c.RuntimeLabel);
        w.WriteString("serializer", c.Serializer);
        w.WriteString("workload", c.Workload);
        w.WriteString("escaping", c.Escaping);
        w.WriteString("lifetime", c.Lifetime);
        w.WriteString("platform", c.Platform);
        w.WriteString("host", c.Host);
        w.WriteString("framework", c.Framework);
        w.WriteString("job", c.Job);
        w.WriteString("status", c.Status);
        w.WriteString("reason", c.Reason);
        w.WriteString("isolation", c.Isolation);
        w.WriteString("environment", c.Environment);
        w.WriteString("finishedUtc", c.FinishedUtc?.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss.fff'Z'", CultureInfo.InvariantCulture));
        w.WriteString("folder", c.Folder);
        w.WriteNumber("resultCount", c.ResultCount);
        w.WriteNumber("repeats", c.Repeats);
        if (c.Benchmarks is { } benchmarks)
        {
            w.WriteStartArray("benchmarks");
            foreach (var pair in benchmarks) w.WriteStringValue(pair);
            w.WriteEndArray();
        }
        else
        {
            w.WriteNull("benchmarks");
        }
        if (c.Drift is { } d)
        {
            w.WriteStartObject("drift");
            BenchMetadataJson.WriteDriftFields(w, d.Sample);
            w.WriteNumber("changePercent", d.ChangePercent);
            w.WriteNumber("versusRunPercent", d.VersusRunPercent);
            w.WriteString("flag", d.Flag);
            w.WriteEndObject();
        }
        else
        {
            w.WriteNull("drift");
        }
        Interference(w, c);
        Versions(w, c.Versions);
        w.WriteStartArray("emulated");
        foreach (var e in c.Emulated)
        {
            BenchMetadataJson.WriteEmulated(w, e);
        }
        w.WriteEndArray();
        w.WriteStartArray("steps");
        foreach (var s in c.Steps)
        {
            w.WriteStartObject();
            w.WriteString("name", s.Name);
            w.WriteString("status", s.Status);
            w.WriteNumber("milliseconds", s.Milliseconds);
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteString("logExcerpt", c.LogExcerpt);
        w.WriteEndObject();
    }

    private static void Interference(Utf8JsonWriter w, CellSummary c)
    {
        if (c.Interference is not { } i)
        {
            w.WriteNull("interference");
            return;
        }
        w.WriteStartObject("interference");
        w.WriteStartArray("otherRunsDuringCell");
        foreach (var run in i.OtherRunsDuringCell)
        {
            w.WriteStartObject();
            w.WriteString("runId", run.RunId);
            w.WriteNumberOrNull("processId", run.ProcessId);
            w.WriteStartArray("cpus");
            foreach (var cpu in run.Cpus) w.WriteNumberValue(cpu);
            w.WriteEndArray();
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteNumber("waitedSeconds", i.WaitedSeconds);
        w.WriteString("waitedFor", i.WaitedFor);
        w.WriteString("flag", c.InterferenceFlag);
        w.WriteEndObject();
    }

    private static void Versions(Utf8JsonWriter w, CellVersions v)
    {
        w.WriteStartObject("versions");
        w.WriteString("package", v.Package);
        w.WriteString("packageVersion", v.PackageVersion);
        w.WriteString("runtimeVersion", v.RuntimeVersion);
        w.WriteString("frameworkDescription", v.FrameworkDescription);
        w.WriteString("targetFramework", v.TargetFramework);
        if (v.IsMono is { } isMono) w.WriteBoolean("isMono", isMono);
        else w.WriteNull("isMono");
        w.WriteString("benchmarkDotNetRuntime", v.BenchmarkDotNetRuntime);
        w.WriteStartArray("assemblies");
        foreach (var a in v.Assemblies)
        {
            BenchMetadataJson.WriteAssembly(w, a);
        }
        w.WriteEndArray();
        w.WriteString("sourceGenerationFastPath", v.SourceGenerationFastPath);
        w.WriteEndObject();
    }

    private static void Result(Utf8JsonWriter w, ResultRow r)
    {
        w.WriteStartObject();
        w.WriteString("cell", r.Cell);
        w.WriteString("runtime", r.Runtime);
        w.WriteString("serializer", r.Serializer);
        w.WriteString("escaping", r.Escaping);
        w.WriteString("lifetime", r.Lifetime);
        w.WriteString("payload", r.Payload);
        w.WriteString("operation", r.Operation);
        w.WriteNumberOrNull("medianNs", r.MedianNs);
        w.WriteNumberOrNull("meanNs", r.MeanNs);
        w.WriteNumberOrNull("stdDevNs", r.StdDevNs);
        w.WriteNumberOrNull("minNs", r.MinNs);
        w.WriteNumberOrNull("maxNs", r.MaxNs);
        w.WriteNumberOrNull("allocatedBytes", r.AllocatedBytes);
        w.WriteNumber("n", r.N);
        w.WriteNumberOrNull("ratio", r.Ratio);
        w.WriteString("note", r.Note);
        w.WriteNumberOrNull("ratioLower", r.RatioInterval?.Lower);
        w.WriteNumberOrNull("ratioUpper", r.RatioInterval?.Upper);
        w.WriteNumberOrNull("floorRatio", r.FloorRatio);
        w.WriteNumberOrNull("floorRatioLower", r.FloorRatioInterval?.Lower);
        w.WriteNumberOrNull("floorRatioUpper", r.FloorRatioInterval?.Upper);
        w.WriteNumberOrNull("confidenceLevel", r.Spread?.ConfidenceLevel);
        w.WriteNumberOrNull("ciLowerNs", r.Spread?.CiLowerNs);
        w.WriteNumberOrNull("ciUpperNs", r.Spread?.CiUpperNs);
        w.WriteNumberOrNull("errorPercent", r.Spread?.ErrorPercent);
        w.WriteNumberOrNull("mValue", r.Spread?.MValue);
        w.WriteBoolean("noisy", r.Spread?.Noisy ?? false);
        w.WriteString("noise", r.Spread?.Noise);
        if (r.Repeats is { } repeats)
        {
            w.WriteStartArray("repeatMediansNs");
            foreach (var median in repeats.MediansNs) w.WriteNumberValue(median);
            w.WriteEndArray();
            w.WriteNumber("repeatSpreadPercent", repeats.SpreadPercent);
        }
        else
        {
            w.WriteNull("repeatMediansNs");
            w.WriteNull("repeatSpreadPercent");
        }
        w.WriteEndObject();
    }

    private static void NotApplicable(Utf8JsonWriter w, NotApplicableRow n)
    {
        w.WriteStartObject();
        w.WriteString("cell", n.Cell);
        w.WriteString("runtime", n.Runtime);
        w.WriteString("serializer", n.Serializer);
        w.WriteString("escaping", n.Escaping);
        w.WriteString("lifetime", n.Lifetime);
        w.WriteString("payload", n.Payload);
        w.WriteString("operation", n.Operation);
        w.WriteString("status", n.Status);
        w.WriteString("reason", n.Reason);
        w.WriteEndObject();
    }
}
