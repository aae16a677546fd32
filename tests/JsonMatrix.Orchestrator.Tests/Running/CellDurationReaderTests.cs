using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Durations;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class CellDurationReaderTests
{
    [Fact]
    public void A_report_whose_measurements_are_empty_teaches_nothing_instead_of_dividing_by_zero()
    {
        var folder = Directory.CreateTempSubdirectory("jsonmatrix-durations-").FullName;
        try
        {
            BenchOutput.WriteSuccess(folder);
            var cell = new SyntheticCell("net10.0", "system-text-json", "default", "cached", [new("small", "serialize-string", 100, 128)]);
            File.WriteAllText(Path.Combine(folder, "bdn", "results", "Bench-report-full.json"), SyntheticResults.ReportJson(cell, measurements: 0));
            var record = new CellRecord(1, cell.Id, "net10.0", "system-text-json", "default", "cached", "linux", "dotnet", "net10.0", ".NET 10", null,
                "System.Text.Json", "inbox", "ok", null, null, "process", "quick", "r", DateTime.UtcNow, DateTime.UtcNow, new CellLimits("1", null), null, null, 0, 3000, 2100, 900, []);

            var duration = CellDurationReader.Read(folder, record)!;

            Assert.Empty(duration.BenchmarkSeconds);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void A_cells_cold_start_is_not_learned_as_overhead_of_its_runtime()
    {
        var folder = Directory.CreateTempSubdirectory("jsonmatrix-durations-").FullName;
        try
        {
            BenchOutput.WriteSuccess(folder, benchmarkMs: 2000);
            var cell = new SyntheticCell("net10.0", "system-text-json", "default", "cached", [new("small", "serialize-string", 100, 128)]);
            File.WriteAllText(Path.Combine(folder, "bdn", "results", "Bench-report-full.json"), SyntheticResults.ReportJson(cell, measurements: 3));
            var record = new CellRecord(1, cell.Id, "net10.0", "system-text-json", "default", "cached", "linux", "dotnet", "net10.0", ".NET 10", null,
                "System.Text.Json", "inbox", "ok", null, null, "process", "quick", "r", DateTime.UtcNow, DateTime.UtcNow, new CellLimits("1", null), null, null, 0, 10000, 9000, 1000, []);
            var withoutColdStart = CellDurationReader.Read(folder, record)!.OverheadSeconds;
            using (var stream = File.Create(JsonMatrix.Contracts.Cells.CellFolder.ColdStartPath(folder)))
            {
                var samples = Enumerable.Range(0, 20).Select(i => new JsonMatrix.Contracts.Cells.ColdStartSample("system-text-json", "person", i % 2 == 0 ? "start-up" : "serialize-string", i, 90, null, null)).ToList();
                JsonMatrix.Contracts.Cells.ColdStartResultJson.Write(stream, new JsonMatrix.Contracts.Cells.ColdStartResult(1, "system-text-json", 10, samples, [], 5000));
            }

            var withColdStart = CellDurationReader.Read(folder, record)!;

            Assert.Equal(8.0, withoutColdStart, precision: 6);
            Assert.Equal(3.0, withColdStart.OverheadSeconds, precision: 6);
            // 5 s for its 20 fresh processes: what the next plan counts for each.
            Assert.Equal(0.25, withColdStart.ColdStartSecondsPerProcess!.Value, precision: 6);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
    [Fact]
    public void A_processs_warm_up_counts_in_its_cells_overhead_not_in_its_benchmarks()
    {
        // 2 s of bench time, of which 1.5 s warming up until the JIT went quiet: the one benchmark learns 0.5 s, whatever
        // the number of benchmarks the cell had to spread the warm-up over, and the overhead the other 1.5 s.
        var folder = Directory.CreateTempSubdirectory("jsonmatrix-durations-").FullName;
        try
        {
            BenchOutput.WriteSuccess(folder, benchmarkMs: 2000);
            File.WriteAllText(Path.Combine(folder, "metadata.json"),
                """{"schemaVersion":1,"validation":[{"payload":"small","status":"ok"}],"unsupported":[],"durations":{"validationMs":100,"benchmarkMs":2000},"warmup":{"milliseconds":1500,"rounds":40,"compiledMethods":null,"steady":true,"rule":"r"}}""");
            var cell = new SyntheticCell("net10.0", "system-text-json", "default", "cached", [new("small", "serialize-string", 100, 128)]);
            File.WriteAllText(Path.Combine(folder, "bdn", "results", "Bench-report-full.json"), SyntheticResults.ReportJson(cell, measurements: 3));
            var record = new CellRecord(1, cell.Id, "net10.0", "system-text-json", "default", "cached", "linux", "dotnet", "net10.0", ".NET 10", null,
                "System.Text.Json", "inbox", "ok", null, null, "process", "lean", "r", DateTime.UtcNow, DateTime.UtcNow, new CellLimits("1", null), null, null, 0, 10000, 9000, 1000, []);

            var duration = CellDurationReader.Read(folder, record)!;

            Assert.Equal(0.5, duration.BenchmarkSeconds["small:serialize-string"], precision: 6);
            Assert.Equal(9.5, duration.OverheadSeconds, precision: 6);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
