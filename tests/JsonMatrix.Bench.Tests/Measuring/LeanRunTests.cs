using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Bench.Running;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Bench.Tests.Measuring;

/// <summary>A whole lean process in the test's own runtime: the rounds go to rounds.json, and BenchmarkDotNet, still the
/// harness, reports those very samples, one measurement per round, with the exact allocations beside them.</summary>
public sealed class LeanRunTests
{
    [Fact]
    public void BenchmarkDotNets_report_holds_each_rounds_sample_and_the_allocations()
    {
        var directory = Path.Combine(Path.GetTempPath(), "jsonmatrix-bench-tests", Path.GetRandomFileName());
        var (options, errors) = ArgumentParser.Parse(["--serializer", "system-text-json", "--escaping", "default", "--lifetime", "cached",
            "--job", "lean", "--payloads", "small", "--operations", "serialize-string,deserialize-string", "--artifacts", directory,
            "--rounds", "4", "--sample-ms", "0.5", "--seed", "9"]);
        Assert.Empty(errors);

        var output = new StringWriter();
        Assert.Equal(BenchExitCodes.Success, CellRunner.Run(options!, output));

        // As BenchmarkDotNet before each iteration: the rounds start from a collected heap, after the warm-up.
        var log = output.ToString();
        var heap = System.Text.RegularExpressions.Regex.Match(log, @"Heap: collected before the rounds \((\d+) full collections\)\.");
        Assert.True(heap.Success, log);
        Assert.True(int.Parse(heap.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture) >= 2, heap.Value);
        Assert.True(log.IndexOf("Warm-up:", System.StringComparison.Ordinal) < log.IndexOf("Heap: collected", System.StringComparison.Ordinal));
        Assert.True(log.IndexOf("Heap: collected", System.StringComparison.Ordinal) < log.IndexOf("Rounds:", System.StringComparison.Ordinal));

        var (rounds, error) = RoundsResultJson.Read(File.ReadAllText(CellFolder.RoundsPath(directory)));
        Assert.Null(error);
        Assert.Equal((4, 9, "floor"), (rounds!.Rounds, rounds.Seed, rounds.Yardstick));
        var report = Directory.GetFiles(CellFolder.BenchmarkResultsDirectory(directory), "*-report-full.json").Single();
        using var json = JsonDocument.Parse(File.ReadAllText(report));
        var benchmarks = json.RootElement.GetProperty("Benchmarks").EnumerateArray().ToList();
        Assert.Equal(2, benchmarks.Count);
        foreach (var benchmark in benchmarks)
        {
            var operation = benchmark.GetProperty("Method").GetString() == "SerializeToString" ? "serialize-string" : "deserialize-string";
            var samples = rounds.Benchmarks.Single(b => b.Operation == operation);
            var measured = benchmark.GetProperty("Measurements").EnumerateArray()
                .Where(m => m.GetProperty("IterationMode").GetString() == "Workload" && m.GetProperty("IterationStage").GetString() == "Actual")
                .Select(m => (Round: m.GetProperty("IterationIndex").GetInt32(), Ns: m.GetProperty("Nanoseconds").GetDouble() / m.GetProperty("Operations").GetInt64()))
                .ToList();
            Assert.Equal([1, 2, 3, 4], measured.Select(m => m.Round));
            Assert.Equal(samples.Ns.Select(ns => System.Math.Round(ns, 2)), measured.Select(m => System.Math.Round(m.Ns, 2)));
            Assert.Contains(benchmark.GetProperty("Metrics").EnumerateArray(), m => m.GetProperty("Descriptor").GetProperty("Id").GetString() == "ThreadAllocatedBytesPerOperation");
        }

        // The yardstick replaces the calibration round: a lean process records no drift.
        using var metadata = JsonDocument.Parse(File.ReadAllText(CellFolder.MetadataPath(directory)));
        Assert.False(metadata.RootElement.TryGetProperty("drift", out _));
    }
}
