using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.Comparison;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Matrix;
using JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Formats;

/// <summary>The bytes of cell.json, `plan --format json` and `compare --format json`, pinned like report.json's: text
/// that needs escaping (quotes, HTML characters, non-ASCII, a control character) and missing values are in every input,
/// so a change of encoder, null handling, property order or number format fails here.</summary>
public sealed class FormatSnapshotTests
{
    private const string Awkward = "naïve \"<b>&'+\" 🙂 \u0001 – end";

    [Fact]
    public void Cell_json_of_a_full_and_a_minimal_record_matches_its_snapshot()
    {
        var full = new CellRecord(CellRecord.CurrentSchemaVersion, "net8.0_newtonsoft_default_cached", "net8.0", "newtonsoft", "default", "cached",
            "linux", "dotnet", "net8.0", ".NET 8 " + Awkward, "8.0.11", "Newtonsoft.Json", "13.0.3", CellStatus.Failed, Awkward, "line 1\nline 2\t" + Awkward,
            "container", "lean", "20261123-101500", new DateTime(2026, 11, 23, 10, 15, 0, DateTimeKind.Utc),
            new DateTime(2026, 11, 23, 10, 16, 30, 250, DateTimeKind.Utc), new CellLimits("0-1", 2L * 1024 * 1024 * 1024), "jsonmatrix-bench:net8.0-abc",
            "abc123", -1, 90250, 61000, 1250,
            [new StepTiming("publish", "ok", 28000, Cached: false, Shared: true, Awkward), new StepTiming("run", "failed", 62000, Cached: true, Shared: false, null)])
        {
            Benchmarks = ["small:serialize-string", "list-1000:deserialize-stream"],
            Interference = new CellInterference([new OtherRun("20261123-101000", 4242, [0, 1]), new OtherRun(null, null, [3])], 12.5, Awkward),
            Repeat = 3,
            NativeAot = new NativeAotBuild(49_970_112, 44),
        };
        var minimal = new CellRecord(CellRecord.CurrentSchemaVersion, "mono_jil_default_per-call", "mono", "jil", "default", "per-call", "linux", "mono",
            null, null, null, null, null, CellStatus.Ok, null, null, null, null, null, null, null, new CellLimits(null, null), null, null, null, null, null, null, []);

        Snapshot.Match(CellJson(full) + CellJson(minimal), "cell.json");
    }

    [Fact]
    public void The_json_plan_with_an_unavailable_cell_and_repeats_matches_its_snapshot()
    {
        var parsed = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml");
        var unavailable = new Dictionary<string, string> { [parsed.Cells[1].Id] = Awkward };

        var json = PlanJsonRenderer.Render(parsed.Definition!, parsed.Cells, DurationEstimate.BuiltIn, repeats: 3, new CellAvailability(unavailable, []));

        Snapshot.Match(json, "plan.json");
    }

    [Fact]
    public void The_json_comparison_of_three_cells_and_of_nothing_matches_its_snapshot()
    {
        var first = Figures(("a", "cell_1", 100, 64), ("b", "cell_2", 1234.5678, null), ("c", "cell_3", 1e-3, 8), ("gone", "cell_1", 5, 0));
        var second = Figures(("a", "cell_1", 150, 72), ("b", "cell_2", 1200.25, 16), ("c", "cell_3", 1.1e-3, 8), ("new " + Awkward, "cell_2", 7, 0));
        var comparison = RunComparison.Of(first, second, 0.05) with
        {
            FailedCells = [("FIRST", new FailedCell("cell_4", Awkward)), ("SECOND", new FailedCell("cell_5", "timed out"))],
            Warnings = [Awkward],
        };
        var empty = RunComparison.Of(new Dictionary<BenchmarkKey, BenchmarkFigure>(), new Dictionary<BenchmarkKey, BenchmarkFigure>(), 0.1);

        Snapshot.Match(ComparisonJson.Render(comparison, "runs/" + Awkward, "second") + ComparisonJson.Render(empty, "a", "b"), "compare.json");
    }

    /// <summary>The fixed report input (report.json's snapshot) given what that input lacks: every form of
    /// sourceGenerationFastPath and isMono, interference with its flag, repeats, floor ratios, an open-ended ratio
    /// interval, figures that are not finite (written as null) and text that needs escaping.</summary>
    [Fact]
    public void The_json_report_s_optional_sections_match_their_snapshot()
    {
        var report = SnapshotInput.Report();
        var cells = report.Cells.ToList();
        string?[] fastPaths = ["true", "false", "partly " + Awkward];
        for (var i = 0; i < fastPaths.Length; i++)
            cells[i] = cells[i] with { Versions = cells[i].Versions with { SourceGenerationFastPath = fastPaths[i], IsMono = i == 1 } };
        cells[0] = cells[0] with
        {
            Interference = new CellInterference([new OtherRun("20261123-101000", 4242, [0, 1]), new OtherRun(null, null, [3])], 12.5, Awkward),
            InterferenceFlag = Awkward,
            Repeats = 3,
        };
        var results = report.Results.ToList();
        results[0] = results[0] with
        {
            MedianNs = double.NaN,
            Ratio = double.PositiveInfinity,
            RatioInterval = new RatioInterval(0.5, null),
            FloorRatio = 4.5,
            FloorRatioInterval = new RatioInterval(4.25, 4.75),
            Repeats = new RepeatSpread([897.5, 900, 912.125], 1.7),
            Note = Awkward,
        };
        var web = report.Web.Results.ToList();
        web[0] = web[0] with { Ratio = double.NaN, AllocatedBytesPerRequest = double.NegativeInfinity, FloorRatio = 2, FloorRatioInterval = new RatioInterval(1.5, null) };

        var json = new JsonReportRenderer().Render(report with
        {
            Cells = cells,
            Results = results,
            Notes = [.. report.Notes, Awkward],
            Web = report.Web with { Results = web },
        });

        Snapshot.Match(json, "report-sections.json");
    }

    private static string CellJson(CellRecord record)
    {
        using var stream = new MemoryStream();
        CellRecordJson.WriteAsync(stream, record, CancellationToken.None).GetAwaiter().GetResult();
        return Encoding.UTF8.GetString(stream.ToArray()) + "\n";
    }

    private static Dictionary<BenchmarkKey, BenchmarkFigure> Figures(params (string Method, string Cell, double Median, long? Allocated)[] rows) =>
        rows.ToDictionary(r => new BenchmarkKey(r.Cell, r.Method, "small"), r => new BenchmarkFigure(r.Median, r.Allocated, [r.Median * 0.99, r.Median, r.Median * 1.013]));
}
