using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Tests.Support;
using static JsonMatrix.Orchestrator.Tests.Support.ColdStartFiles;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

/// <summary>The fixed report the cold-start snapshots are rendered from: two runtimes and an AOT one (a runtime id of its
/// own), a serializer lost in the start-up's noise, a noisy figure, first-call bytes that vary, an unsupported payload
/// and a cold-start.json that cannot be read.</summary>
public static class ColdStartInput
{
    private static SyntheticCell Cell(string runtime, string serializer) =>
        new(runtime, serializer, "default", "cached", [new SyntheticBenchmark("person", "serialize-string", 400, 120)]);

    /// <param name="aotBinaryBytes">The NativeAOT cell's executable size in its cell.json, or none as in the snapshots.</param>
    public static MergedReport Report(long? aotBinaryBytes = null) => ReportMerger.Merge(Folders(aotBinaryBytes), new Baseline("system-text-json", "net8.0"));

    public static Orchestrator.Reporting.Input.CellFolderText[] Folders(long? aotBinaryBytes = null) =>
    [
        Folder(Cell("net8.0", "system-text-json"), 0, Json("system-text-json",
        [
            new Figure("person", "serialize-string", Around(62), FirstCallMs: 11.5, FirstCallBytes: 18_400),
            new Figure("person", "deserialize-string", Around(66), FirstCallMs: 14.25, FirstCallBytes: 21_000),
            new Figure("person", ColdStartResult.StartUp, Around(48)),
            new Figure("person-array-200", "serialize-string", Around(70), FirstCallMs: 19, FirstCallBytes: 60_000),
            new Figure("person-array-200", ColdStartResult.StartUp, Around(48.5)),
        ])),
        Folder(Cell("net8.0", "newtonsoft"), 1, Json("newtonsoft",
        [
            new Figure("person", "serialize-string", [80, 81, 79, 95, 110, 78, 82, 120, 84, 83], FirstCallMs: 31, FirstCallBytes: 250_000),
            new Figure("person", "deserialize-string", Around(88), FirstCallMs: 35, FirstCallBytes: null),
            new Figure("person", ColdStartResult.StartUp, Around(49)),
        ], [new Unsupported("person-array-200", "*", "synthetic: not measured for this payload")])),
        WithBinary(Folder(Cell("net10.0-aot", "system-text-json"), 2, Json("system-text-json",
        [
            new Figure("person", "serialize-string", Around(11.8), FirstCallMs: 0.4, FirstCallBytes: 3_100),
            new Figure("person", "deserialize-string", Around(12), FirstCallMs: 0.6, FirstCallBytes: 3_900),
            new Figure("person", ColdStartResult.StartUp, Around(12.1)),
        ])), aotBinaryBytes),
        Folder(Cell("net10.0", "newtonsoft"), 3, "{ \"schemaVersion\": 1, \"serializer\": \"newtonsoft\", \"samples\": ["),
    ];

    private static Orchestrator.Reporting.Input.CellFolderText WithBinary(Orchestrator.Reporting.Input.CellFolderText folder, long? bytes)
    {
        if (bytes is null) return folder;
        var at = folder.CellJson.IndexOf('{', System.StringComparison.Ordinal) + 1;
        return folder with { CellJson = folder.CellJson.Insert(at, $" \"nativeAot\": {{ \"binaryBytes\": {bytes}, \"publishWarnings\": 65 }},") };
    }
}
