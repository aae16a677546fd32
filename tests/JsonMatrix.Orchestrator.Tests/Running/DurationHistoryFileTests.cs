using System;
using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Running.Durations;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

/// <summary>durations.json read back through the record it is written from: what was learned returns whole, and a file
/// this version cannot use is an empty history (the built-in figures apply), never an error.</summary>
public sealed class DurationHistoryFileTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("jsonmatrix-durations-").FullName;

    private DurationHistory ReadFile(string json)
    {
        File.WriteAllText(DurationHistoryFile.PathIn(_folder), json);
        return DurationHistoryFile.Read(_folder);
    }

    [Fact]
    public void What_was_written_is_read_back()
    {
        var history = new DurationHistory(
            new Dictionary<string, double> { ["lean|net8.0|newtonsoft|cached|small:round-trip"] = 1.5 },
            new Dictionary<string, double> { ["lean|net8.0"] = 12 },
            new Dictionary<string, double> { ["net8.0"] = 95.25 },
            new Dictionary<string, double> { ["lean|net6.0_jil_default_cached"] = 4 })
        {
            ColdStartSecondsPerProcess = new Dictionary<string, double> { ["net10.0-aot|floor"] = 0.013 },
        };

        DurationHistoryFile.Write(_folder, history);
        var read = DurationHistoryFile.Read(_folder);

        Assert.Equal(history.BenchmarkSeconds, read.BenchmarkSeconds);
        Assert.Equal(history.CellOverheadSeconds, read.CellOverheadSeconds);
        Assert.Equal(history.SetupSeconds, read.SetupSeconds);
        Assert.Equal(history.FailedCellSeconds, read.FailedCellSeconds);
        Assert.Equal(history.ColdStartSecondsPerProcess, read.ColdStartSecondsPerProcess);
    }

    [Theory]
    [InlineData("{ not json")]
    [InlineData("[]")]
    [InlineData("null")]
    [InlineData("""{ "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 1, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 2, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 3, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 4, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 5, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 6, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 8, "benchmarkSeconds": { "a": 1 } }""")]
    [InlineData("""{ "schemaVersion": 7, "benchmarkSeconds": { "a": "fast" } }""")]
    [InlineData("""{ "schemaVersion": 7, "benchmarkSeconds": [1, 2] }""")]
    public void A_broken_older_or_unknown_file_is_an_empty_history(string json)
    {
        var read = ReadFile(json);

        Assert.Empty(read.BenchmarkSeconds);
        Assert.Empty(read.CellOverheadSeconds);
        Assert.Empty(read.SetupSeconds);
        Assert.Empty(read.FailedCellSeconds);
        Assert.Empty(read.ColdStartSecondsPerProcess);
    }

    [Fact]
    public void A_missing_file_is_an_empty_history()
    {
        Assert.Same(DurationHistory.Empty, DurationHistoryFile.Read(Path.Combine(_folder, "nowhere")));
    }

    [Fact]
    public void A_figure_that_is_not_learned_seconds_is_left_out_and_a_missing_map_is_empty()
    {
        var read = ReadFile("""{ "schemaVersion": 7, "benchmarkSeconds": { "kept": 2.5, "negative": -1, "past the cap": 1e300 }, "setupSeconds": null }""");

        Assert.Equal(new Dictionary<string, double> { ["kept"] = 2.5 }, read.BenchmarkSeconds);
        Assert.Empty(read.CellOverheadSeconds);
        Assert.Empty(read.SetupSeconds);
        Assert.Empty(read.FailedCellSeconds);
    }

    public void Dispose()
    {
        if (Directory.Exists(_folder)) Directory.Delete(_folder, recursive: true);
    }
}
