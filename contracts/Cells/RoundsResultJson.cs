using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Encodings.Web;
using System.Text.Json;
using JsonMatrix.Contracts.Json;

namespace JsonMatrix.Contracts.Cells;

/// <summary>rounds.json on disk, written field by field with Utf8JsonWriter and read with JsonDocument like cold-start.json
/// (<see cref="ColdStartResultJson"/>), so the shape does not depend on either side's System.Text.Json. Samples are
/// rounded to a hundredth of a nanosecond; the file is not indented (a cell's samples run to thousands of numbers).</summary>
public static class RoundsResultJson
{
    public static void Write(Stream stream, RoundsResult r)
    {
        using var w = new Utf8JsonWriter(stream, new JsonWriterOptions { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping });
        w.WriteStartObject();
        w.WriteNumber("schemaVersion", r.SchemaVersion);
        w.WriteNumber("seed", r.Seed);
        w.WriteNumber("sampleTargetMs", r.SampleTargetMs);
        w.WriteNumber("rounds", r.Rounds);
        if (r.Yardstick is null) w.WriteNull("yardstick");
        else w.WriteString("yardstick", r.Yardstick);
        if (r.YardstickVersion is null) w.WriteNull("yardstickVersion");
        else w.WriteString("yardstickVersion", r.YardstickVersion);
        w.WriteNumberOrNull("compiledMethods", r.CompiledMethods);
        w.WriteNumber("measurementMs", r.MeasurementMs);
        w.WriteStartArray("benchmarks");
        foreach (var b in r.Benchmarks)
        {
            w.WriteStartObject();
            w.WriteString("payload", b.Payload);
            w.WriteString("operation", b.Operation);
            w.WriteNumber("calls", b.Calls);
            w.WriteNumberOrNull("yardstickCalls", b.YardstickCalls);
            WriteSamples(w, "ns", b.Ns);
            WriteSamples(w, "yardstickNs", b.YardstickNs);
            if (b.CollectedBefore) w.WriteBoolean("collectedBefore", true);
            w.WriteEndObject();
        }

        w.WriteEndArray();
        w.WriteStartArray("order");
        foreach (var round in r.Order)
        {
            w.WriteStartObject();
            w.WriteStartArray("benchmarks");
            foreach (var index in round.Benchmarks) w.WriteNumberValue(index);
            w.WriteEndArray();
            w.WriteStartArray("yardstickFirst");
            foreach (var first in round.YardstickFirst) w.WriteBooleanValue(first);
            w.WriteEndArray();
            if (round.Cpus is { } cpus)
            {
                w.WriteStartArray("cpus");
                foreach (var cpu in cpus) w.WriteNumberValue(cpu);
                w.WriteEndArray();
                w.WriteStartArray("probeNs");
                foreach (var probe in round.ProbeNs ?? Array.Empty<double>()) w.WriteNumberValue(Math.Round(probe, 4));
                w.WriteEndArray();
                w.WriteNumber("waitedMs", Math.Round(round.WaitedMs ?? 0, 2));
            }

            w.WriteEndObject();
        }

        w.WriteEndArray();
        w.WriteEndObject();
    }

    private static void WriteSamples(Utf8JsonWriter w, string name, IReadOnlyList<double>? samples)
    {
        if (samples is null)
        {
            w.WriteNull(name);
            return;
        }

        w.WriteStartArray(name);
        foreach (var sample in samples) w.WriteNumberValue(Math.Round(sample, 2));
        w.WriteEndArray();
    }

    /// <summary>rounds.json text → <see cref="RoundsResult"/>, or the first thing wrong with it (a JSON path and the
    /// problem). Every benchmark must have one sample per round, and every sample must be a positive figure: a file that
    /// breaks either costs the process its figures, never the merge.</summary>
    public static (RoundsResult? Result, string? Error) Read(string text)
        => JsonTextParser.ReadVersioned(text, RoundsResult.CurrentSchemaVersion, Read);

    private static RoundsResult Read(JsonElement root, JsonProblems p)
    {
        var rounds = (int)Math.Max(0, Math.Min(int.MaxValue, p.Integer(root, "rounds", "$", true) ?? 0));
        var benchmarks = p.Array(root, "benchmarks", "$", true).Select((b, i) =>
        {
            var path = $"$.benchmarks[{i}]";
            var ns = Samples(b, "ns", path, rounds, true, p) ?? Array.Empty<double>();
            var yardstick = Samples(b, "yardstickNs", path, rounds, false, p);
            return new RoundsBenchmark(p.String(b, "payload", path, true) ?? "?", p.String(b, "operation", path, true) ?? "?",
                p.Integer(b, "calls", path, true) ?? 0, p.Integer(b, "yardstickCalls", path, false), ns, yardstick)
            {
                CollectedBefore = b.TryGetProperty("collectedBefore", out var collected) && collected.ValueKind == JsonValueKind.True,
            };
        }).ToList();
        var order = p.Array(root, "order", "$", false).Select((o, i) =>
        {
            var gate = Gate(o, i, p);
            return new RoundOrder(
                p.Array(o, "benchmarks", $"$.order[{i}]", true).Select(e => e.ValueKind == JsonValueKind.Number && e.TryGetInt32(out var index) ? index : -1).ToList(),
                p.Array(o, "yardstickFirst", $"$.order[{i}]", true).Select(e => e.ValueKind == JsonValueKind.True).ToList(),
                gate.Cpus, gate.ProbeNs, gate.WaitedMs);
        }).ToList();
        var seed = p.Integer(root, "seed", "$", true) ?? 0;
        return new RoundsResult(RoundsResult.CurrentSchemaVersion, unchecked((int)seed), p.Number(root, "sampleTargetMs", "$", true) ?? 0, rounds,
            p.String(root, "yardstick", "$", false), p.String(root, "yardstickVersion", "$", false), benchmarks, order, p.Integer(root, "compiledMethods", "$", false),
            p.Integer(root, "measurementMs", "$", false) ?? 0);
    }

    /// <summary>A round's CPU gate: each pair's CPU and probe and the round's wait, all null when the file has none
    /// (written before the gate existed, or no gate). A gate record that does not fit its round costs the process its
    /// figures like any other damage.</summary>
    private static (IReadOnlyList<int>? Cpus, IReadOnlyList<double>? ProbeNs, double? WaitedMs) Gate(JsonElement round, int index, JsonProblems p)
    {
        if (!round.TryGetProperty("cpus", out var cpus) || cpus.ValueKind == JsonValueKind.Null) return (null, null, null);
        var path = $"$.order[{index}]";
        var pairs = round.TryGetProperty("benchmarks", out var b) && b.ValueKind == JsonValueKind.Array ? b.GetArrayLength() : 0;
        var cpuList = p.Array(round, "cpus", path, true).Select(e => e.ValueKind == JsonValueKind.Number && e.TryGetInt32(out var cpu) && cpu >= 0 ? cpu : -1).ToList();
        var probes = p.Array(round, "probeNs", path, true).Select(e => e.ValueKind == JsonValueKind.Number && e.TryGetDouble(out var ns) && ns > 0 && !double.IsInfinity(ns) ? ns : -1).ToList();
        var waited = p.Number(round, "waitedMs", path, true);
        if (cpuList.Count != pairs || probes.Count != pairs) p.Add(path, $"has {cpuList.Count} CPUs and {probes.Count} probes for {pairs} pairs");
        else if (cpuList.Contains(-1)) p.Add($"{path}.cpus", "must hold CPU numbers");
        else if (probes.Contains(-1)) p.Add($"{path}.probeNs", "must hold positive numbers of nanoseconds");
        else if (waited is not >= 0) p.Add($"{path}.waitedMs", "must be a number of milliseconds");
        return (cpuList, probes, waited);
    }

    private static IReadOnlyList<double>? Samples(JsonElement benchmark, string name, string path, int rounds, bool required, JsonProblems p)
    {
        if (!benchmark.TryGetProperty(name, out var array) || array.ValueKind == JsonValueKind.Null)
        {
            if (required) p.Add($"{path}.{name}", "is missing");
            return null;
        }

        if (array.ValueKind != JsonValueKind.Array)
        {
            p.Add($"{path}.{name}", $"must be an array, found {JsonProblems.Kind(array)}");
            return null;
        }

        var samples = new List<double>(rounds);
        foreach (var sample in array.EnumerateArray())
        {
            if (sample.ValueKind != JsonValueKind.Number || !sample.TryGetDouble(out var ns) || !(ns > 0) || double.IsInfinity(ns))
            {
                p.Add($"{path}.{name}[{samples.Count}]", "must be a positive number of nanoseconds");
                return null;
            }

            samples.Add(ns);
        }

        if (samples.Count != rounds) p.Add($"{path}.{name}", $"has {samples.Count} samples for {rounds} rounds");
        return samples;
    }
}
