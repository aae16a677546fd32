using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Tests.Support;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>The one fixed merged report the snapshot files are rendered from: every kind of row a report can hold.</summary>
public static class SnapshotInput
{
    private static SyntheticBenchmark B(string payload, string operation, double? median, long allocated, double error = 2) => new(payload, operation, median, allocated, ErrorPercent: error);

    public static IReadOnlyList<SyntheticCell> Cells =>
    [
        new("netcoreapp3.1", "system-text-json", "default", "cached",
            [B("office-worker", "round-trip", 1200, 480), B("small", "serialize-string", 150, 128), B("small", "round-trip", 480, 208)],
            Calibration: (1_000_000, 1_010_000)),
        new("netcoreapp3.1", "newtonsoft", "default", "cached",
            [B("office-worker", "round-trip", 2500, 3120), B("small", "serialize-string", 330, 1464), B("small", "round-trip", 960, 4504)],
            Calibration: (1_020_000, 1_000_000)),
        new("net6.0", "newtonsoft", "default", "cached", [], Status: "failed",
            Reason: "publish failed: the NuGet source has no Microsoft.NETCore.App.Runtime.linux-x64 6.0.x", WithMetadata: false,
            LogText: "error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with version (= 6.0.36)"),
        new("net8.0", "system-text-json", "default", "cached",
            [B("office-worker", "round-trip", 700, 480), B("office-worker", "serialize-string", null, 0), B("small", "serialize-string", 100, 128), B("small", "round-trip", 300, 208)],
            Calibration: (1_600_000, 1_500_000)),
        new("net8.0", "newtonsoft", "default", "cached",
            [B("office-worker", "round-trip", 9999, 1), B("small", "round-trip", 9999, 1)],
            Finished: new DateTimeOffset(2026, 1, 14, 9, 30, 0, TimeSpan.Zero)),
        new("net8.0", "newtonsoft", "default", "cached",
            [B("office-worker", "round-trip", 2100, 3120), B("small", "serialize-string", 310, 1464, error: 12.5), B("small", "round-trip", 900, 4504)]),
        new("net8.0", "data-contract-json", "default", "cached",
            [B("small", "serialize-string", 1500, 5200), B("small", "round-trip", 2000, 9800)],
            Unsupported: [("office-worker", "*", "synthetic test data: this serializer is marked unable to handle the payload")],
            Emulated: [("serialize-string", "via MemoryStream and UTF-8 decoding")]),
        new("net48", "newtonsoft", "default", "cached",
            [B("office-worker", "round-trip", 3900, 6500), B("small", "serialize-string", 600, 2100), B("small", "round-trip", 1500, 6100)],
            Isolation: "process"),
    ];

    /// <summary>Web cells: three real results (Fixtures/web), a 3.1 cell failed at publish and a cell failed at the gate.</summary>
    public static IReadOnlyList<Orchestrator.Reporting.Input.CellFolderText> WebCells(int firstOrder) =>
    [
        WebFolders.Failed("netcoreapp3.1", "system-text-json", "publish of the web app for netcoreapp3.1 (netcoreapp3.1) failed: error NU1102: Unable to find package Microsoft.AspNetCore.App.Runtime.linux-x64 with version (= 3.1.32)", firstOrder),
        WebFolders.Ok("net8.0", "system-text-json", firstOrder + 1),
        WebFolders.Failed("net8.0", "newtonsoft", "gate mismatch: POST /list-1000: the body differs from the golden list-1000 JSON ($[0].isVIP: expected true, got false)", firstOrder + 2),
        WebFolders.Ok("net10.0", "system-text-json", firstOrder + 3),
        WebFolders.Ok("net10.0", "newtonsoft", firstOrder + 4),
    ];

    /// <summary>A ratio study and a rank study over the cells above, so the snapshots pin the findings in every format.</summary>
    public static IReadOnlyList<Study> Studies =>
    [
        new("newtonsoft-vs-stj", new CellRule(new Dictionary<string, IReadOnlyList<string>>()), ["office-worker", "small"], ["serialize-string", "round-trip"])
        {
            Question = "How does Newtonsoft.Json compare with System.Text.Json?",
            Answer = new StudyAnswer(StudyAnswer.Ratio, "serializer", "newtonsoft", "system-text-json"),
        },
        new("battle", new CellRule(new Dictionary<string, IReadOnlyList<string>>()), ["small"], ["serialize-string", "round-trip"])
        {
            Question = "Which serializer is fastest?",
            Answer = new StudyAnswer(StudyAnswer.Rank),
        },
    ];

    public static MergedReport Report()
    {
        var merged = ReportMerger.Merge([.. Cells.Select((c, i) => SyntheticResults.Folder(c, i)), .. WebCells(Cells.Count)], new Baseline("system-text-json", "netcoreapp3.1"));
        return merged with { Findings = Orchestrator.Reporting.Findings.FindingsBuilder.Build(merged, Studies) };
    }
}
