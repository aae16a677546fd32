extern alias bench;

using System;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using Xunit;
using B = bench::JsonMatrix.Contracts.Cells;
using BenchArguments = bench::JsonMatrix.Bench.Running.ArgumentParser;
using BenchCatalog = bench::JsonMatrix.Bench.Serializers.SerializerCatalog;
using BenchCellRunner = bench::JsonMatrix.Bench.Running.CellRunner;
using BenchMetadataWriter = bench::JsonMatrix.Bench.Metadata.MetadataWriter;
using BenchRuntime = bench::JsonMatrix.Bench.Metadata.CurrentRuntime;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

/// <summary>metadata.json across the boundary: written by the bench's own code (its build of contracts/), read by the
/// orchestrator's (its build), as a cell does it.</summary>
public sealed class MetadataBoundaryTests : IDisposable
{
    private const string CellId = "net10.0_data-contract-json_default_cached";
    private readonly string _root = Path.Combine(Path.GetTempPath(), "jsonmatrix-boundary-" + Guid.NewGuid().ToString("N"));

    [Fact]
    public void Every_field_the_bench_writes_reads_back_in_the_orchestrator()
    {
        var written = new B.BenchMetadata(
            B.BenchMetadata.CurrentSchemaVersion, "system-text-json-sourcegen", "relaxed", "per-call", "lean", BenchRuntime.Describe(),
            [BenchRuntime.Describe(typeof(System.Text.Json.JsonSerializer).Assembly)], "true",
            [new B.ValidationOutcome("small", "ok", null), new B.ValidationOutcome("big", "mismatch", "differs at $.name", "- \"a\"\n+ \"b\"")],
            [new B.Unsupported("person", "*", "no \u00e9 escaping")], [new B.EmulatedOperation("serialize-utf8", "via a string")], 12, 3456)
        {
            Drift = new B.DriftSample(1000.5, 1100.25, 0.5, null, 1.5),
            Compilation = new B.CompilationSample(false, 0),
        };
        BenchMetadataWriter.Write(written, _root);

        var (read, error) = CellFolderReader.Metadata(_root);

        Assert.Null(error);
        Assert.Equivalent(written, read, strict: true);
        Assert.Equal(3468, read!.BenchMs);
    }

    [Fact]
    public async Task A_validate_run_of_the_bench_merges_with_its_runtime_assemblies_unsupported_payloads_and_emulated_operations()
    {
        var cellFolder = Path.Combine(_root, "cells", CellId);
        var (options, errors) = BenchArguments.Parse(["--serializer", "data-contract-json", "--escaping", "default", "--lifetime", "cached", "--validate", "--artifacts", cellFolder]);
        Assert.Empty(errors);
        Assert.Equal(BenchExitCodes.Success, BenchCellRunner.Run(options!, TextWriter.Null));
        await CellFolderWriter.WriteRecordAsync(cellFolder, UnsupportedCell(), CancellationToken.None);

        var (metadata, metadataError) = CellFolderReader.Metadata(cellFolder);
        var cells = ResultsFolderReader.Find([_root]).CellFiles.Select(ResultsFolderReader.ReadCell).ToList();
        var report = ReportMerger.Merge(cells, new Baseline("system-text-json", "net10.0"));

        Assert.Null(metadataError);
        Assert.Equal(["big", "person", "person-array-200", "nested"], metadata!.Unsupported.Select(u => u.Payload));
        var cell = Assert.Single(report.Cells);
        Assert.Equal(CellId, cell.Id);
        Assert.Equal(BenchRuntime.Describe().FrameworkDescription, cell.Versions.FrameworkDescription);
        Assert.Equal("net10.0", cell.Versions.TargetFramework);
        Assert.False(cell.Versions.IsMono);
        Assert.Equal(["System.Text.Json", "System.Private.DataContractSerialization"], cell.Versions.Assemblies.Select(a => a.Name));
        Assert.All(cell.Versions.Assemblies, a => Assert.False(string.IsNullOrEmpty(a.FileVersion)));
        var adapter = BenchCatalog.Find("data-contract-json")!;
        Assert.Equal(adapter.Emulated.Select(e => e.Operation), cell.Emulated.Select(e => e.Operation));
        Assert.Equal(adapter.Emulated.Select(e => e.Note), cell.Emulated.Select(e => e.Note));
        Assert.Contains(report.NotApplicable, n => n.Cell == CellId && n.Payload == "person");
    }

    private static CellRecord UnsupportedCell() => new(
        CellRecord.CurrentSchemaVersion, CellId, "net10.0", "data-contract-json", "default", "cached", "linux", "dotnet", "net10.0", ".NET 10",
        null, "System.Runtime.Serialization.Json", "framework", CellStatus.Unsupported, "some payloads unsupported", null, "process", "lean",
        "R1", DateTime.UnixEpoch, DateTime.UnixEpoch, new CellLimits(null, null), null, null, 0, 100, 10, 90, []);

    public void Dispose()
    {
        if (Directory.Exists(_root)) Directory.Delete(_root, recursive: true);
    }
}
