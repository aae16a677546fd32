using System;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>A NativeAOT runtime's proof, binary size and warnings: from metadata.json and cell.json into every report.</summary>
public sealed class NativeAotReportTests
{
    private static CellData Cell(string id, NativeAotBuild? build, CompilationSample? compilation)
    {
        var key = CellKey.TryParse(id)!.Value;
        var record = new CellRecord(CellRecord.CurrentSchemaVersion, id, key.Runtime, key.Serializer, "default", "cached", "linux", "dotnet", "net10.0",
            key.Runtime, null, "System.Text.Json", "inbox", CellStatus.Ok, null, null, "container", "quick", "R1", DateTime.UnixEpoch, DateTime.UnixEpoch,
            new CellLimits("1", null), null, null, 0, 100, 10, 90, []) { NativeAot = build };
        var metadata = new BenchMetadata(1, key.Serializer, "default", "cached", "quick", new RuntimeDescription(".NET 10.0.12", "net10.0", false, "Linux", 2),
            [], null, [], [], [], 1, 2) { Compilation = compilation };
        return new CellData(record, "cells/" + id, 0, metadata, null, [], []);
    }

    [Fact]
    public void An_aot_runtime_shows_its_proof_binary_and_warnings_in_report_json_md_and_html_and_a_jit_runtime_shows_none()
    {
        var report = ReportMerger.Merge(
        [
            Cell("net10.0-aot_floor_default_cached", new NativeAotBuild(49_970_112, 44), new CompilationSample(false, 0)),
            Cell("net10.0-aot_system-text-json-sourcegen_default_cached", new NativeAotBuild(49_970_112, 44), new CompilationSample(false, 0)),
            Cell("net10.0_floor_default_cached", null, new CompilationSample(true, 5120)),
        ], new Baseline("floor", "net10.0"));

        var row = Assert.Single(NativeAotRows.Of(report));
        Assert.Equal(["net10.0-aot", "yes: dynamic code unsupported, 0 methods JIT-compiled (2 cell(s))", "47.7 MiB (49,970,112 bytes)", "44"], row);
        Assert.Null(report.Cells.Single(c => c.Runtime == "net10.0").NativeAot);
        var json = new JsonReportRenderer().Render(report);
        Assert.Contains("\"nativeAot\": {", json, StringComparison.Ordinal);
        Assert.Contains("\"ranAheadOfTime\": true", json, StringComparison.Ordinal);
        Assert.Contains("| net10.0-aot | yes: dynamic code unsupported", new MarkdownReportRenderer().Render(report), StringComparison.Ordinal);
        Assert.Contains("NativeAOT. ", new HtmlReportRenderer().Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void A_cell_that_could_generate_code_is_named_as_not_proven()
    {
        var report = ReportMerger.Merge([Cell("net10.0-aot_floor_default_cached", new NativeAotBuild(1000, null), new CompilationSample(true, 12))], new Baseline("floor", "net10.0-aot"));

        Assert.Equal(["net10.0-aot", "NO: 1 of 1 cell(s) could generate code or JIT-compiled methods", "0.0 MiB (1,000 bytes)", "?"], Assert.Single(NativeAotRows.Of(report)));
    }
}
