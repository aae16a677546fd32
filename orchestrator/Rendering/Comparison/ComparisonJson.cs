using System.Collections.Generic;
using System.Text.Json;
using JsonMatrix.Contracts.Json;
using JsonMatrix.Orchestrator.Rendering;
using JsonMatrix.Orchestrator.Statistics;

using JsonMatrix.Orchestrator.Comparing;

namespace JsonMatrix.Orchestrator.Rendering.Comparison;

/// <summary>A comparison for machines (docs/running.md, `compare --format json`).</summary>
public static class ComparisonJson
{
    public static string Render(RunComparison comparison, string first, string second) => JsonText.Write(w =>
    {
        w.WriteStartObject();
        w.WriteString("first", first);
        w.WriteString("second", second);
        w.WriteNumber("threshold", comparison.Threshold);
        w.WriteNumber("confidence", ChangeTest.Confidence);
        w.WriteNumberOrNull("geometricMean", comparison.GeometricMean);
        w.WriteNumberOrNull("medianDetectableChange", comparison.MedianDetectableChange);
        if (comparison.WholeRun is { } whole)
        {
            w.WriteStartObject("wholeRun");
            w.WriteNumber("ratio", whole.Ratio);
            w.WriteNumber("lower", whole.Lower);
            w.WriteNumber("upper", whole.Upper);
            w.WriteNumber("cells", whole.Cells);
            w.WriteString("verdict", Name(whole.Verdict));
            w.WriteEndObject();
        }
        else
        {
            w.WriteNull("wholeRun");
        }

        w.WriteStartObject("counts");
        foreach (var verdict in Verdicts)
            w.WriteNumber(Name(verdict), comparison.Count(verdict));
        w.WriteEndObject();
        w.WriteStartArray("warnings");
        foreach (var warning in comparison.Warnings) w.WriteStringValue(warning);
        w.WriteEndArray();
        w.WriteStartArray("failedCells");
        foreach (var (run, cell) in comparison.FailedCells)
        {
            w.WriteStartObject();
            w.WriteString("run", run.ToLowerInvariant());
            w.WriteString("cell", cell.Cell);
            w.WriteString("reason", cell.Reason);
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteStartArray("failedBenchmarks");
        foreach (var (run, benchmark) in comparison.FailedBenchmarks)
        {
            w.WriteStartObject();
            w.WriteString("run", run.ToLowerInvariant());
            Key(w, benchmark.Key);
            w.WriteString("reason", benchmark.Reason);
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteStartArray("benchmarks");
        foreach (var b in comparison.Benchmarks)
        {
            w.WriteStartObject();
            Key(w, b.Key);
            w.WriteNumber("firstMedianNs", b.FirstMedianNs);
            w.WriteNumber("secondMedianNs", b.SecondMedianNs);
            w.WriteNumber("ratio", b.Ratio);
            w.WriteNumber("ratioLower", b.Lower);
            w.WriteNumber("ratioUpper", b.Upper);
            w.WriteNumber("detectableChange", b.DetectableChange);
            w.WriteString("verdict", Name(b.Verdict));
            w.WriteNumber("firstProcesses", b.FirstN);
            w.WriteNumber("secondProcesses", b.SecondN);
            w.WriteEndObject();
        }
        w.WriteEndArray();
        Keys(w, "onlyInFirst", comparison.OnlyInFirst);
        Keys(w, "onlyInSecond", comparison.OnlyInSecond);
        w.WriteStartArray("allocationDifferences");
        foreach (var d in comparison.AllocationDifferences)
        {
            w.WriteStartObject();
            Key(w, d.Key);
            w.WriteNumberOrNull("first", d.First);
            w.WriteNumberOrNull("second", d.Second);
            w.WriteEndObject();
        }
        w.WriteEndArray();
        w.WriteEndObject();
    }, indented: true);

    public static readonly Verdict[] Verdicts = [Verdict.Slower, Verdict.Faster, Verdict.Same, Verdict.CannotTell];

    /// <summary>slower, faster, same, cannot-tell.</summary>
    public static string Name(Verdict verdict) => verdict == Verdict.CannotTell ? "cannot-tell" : verdict.ToString().ToLowerInvariant();

    private static void Key(Utf8JsonWriter w, BenchmarkKey key)
    {
        w.WriteString("cell", key.Cell);
        w.WriteString("method", key.Method);
        w.WriteString("payload", key.Payload);
    }

    private static void Keys(Utf8JsonWriter w, string name, IReadOnlyList<BenchmarkKey> keys)
    {
        w.WriteStartArray(name);
        foreach (var key in keys)
        {
            w.WriteStartObject();
            Key(w, key);
            w.WriteEndObject();
        }
        w.WriteEndArray();
    }
}
