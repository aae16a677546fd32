using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Findings;
using JsonMatrix.Orchestrator.Reporting.Model;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Findings;

public sealed class FindingsBuilderTests
{
    private const double Z = 1.959964;

    private static readonly Study PerCall = new("a", Every, ["person"], ["serialize-string", "deserialize-string"])
    {
        Question = "What does per-call cost?",
        Answer = new StudyAnswer(StudyAnswer.Ratio, "lifetime", "per-call", "cached"),
    };

    private static CellRule Every => new(new Dictionary<string, IReadOnlyList<string>>());

    [Fact]
    public void A_ratio_divides_floor_x_by_floor_x_and_adds_both_sides_log_errors_in_quadrature()
    {
        var report = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100, floor: (1.0, 0.9, 1.0 / 0.9)),
            Row("net8.0", "system-text-json", "per-call", "person", "serialize-string", 9999, floor: (50.0, 40.0, 62.5)),
        ]);

        var line = Assert.Single(Assert.Single(FindingsBuilder.Build(report, [PerCall])).Ratios);

        var error = Math.Sqrt(Math.Pow(Math.Log(62.5 / 40.0) / (2 * Z), 2) + Math.Pow(Math.Log(1 / 0.81) / (2 * Z), 2));
        Assert.Equal(50.0, line.Overall.Value, 9);
        Assert.Equal(50.0 * Math.Exp(-Z * error), line.Overall.Lower!.Value, 9);
        Assert.Equal(50.0 * Math.Exp(Z * error), line.Overall.Upper!.Value, 9);
        Assert.True(line.Overall.Differs);
        Assert.Equal(".NET 8", line.RuntimeLabel);
    }

    [Fact]
    public void Over_several_benchmarks_the_geometric_mean_keeps_the_mean_of_their_errors_not_a_smaller_one()
    {
        var report = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100, ci: (100, 100)),
            Row("net8.0", "system-text-json", "per-call", "person", "serialize-string", 400, ci: (300, 400 * 400 / 300.0)),
            Row("net8.0", "system-text-json", "cached", "person", "deserialize-string", 100, ci: (100, 100)),
            Row("net8.0", "system-text-json", "per-call", "person", "deserialize-string", 900, ci: (800, 900 * 900 / 800.0)),
        ]);

        var line = Assert.Single(Assert.Single(FindingsBuilder.Build(report, [PerCall])).Ratios);

        // Medians divide (no floor ×): 4 and 9, geometric mean 6; errors ln(16/9)/2z and ln(81/64)/2z, mean of the two.
        var error = (Math.Log(16.0 / 9) + Math.Log(81.0 / 64)) / 2 / (2 * Z);
        Assert.Equal(6.0, line.Overall.Value, 9);
        Assert.Equal(6.0 * Math.Exp(Z * error), line.Overall.Upper!.Value, 9);
        Assert.Equal(["serialize-string", "deserialize-string"], Assert.Single(FindingsBuilder.Build(report, [PerCall])).Columns);
        Assert.Equal(4.0, line.ByOperation[0]!.Value, 9);
        Assert.Equal(9.0, line.ByOperation[1]!.Value, 9);
        Assert.Equal(2, line.Benchmarks);
    }

    [Fact]
    public void An_interval_that_holds_1_is_no_difference_and_a_ratio_without_intervals_says_none()
    {
        var report = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100, ci: (90, 110)),
            Row("net8.0", "system-text-json", "per-call", "person", "serialize-string", 103, ci: (95, 111)),
            Row("net10.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net10.0", "system-text-json", "per-call", "person", "serialize-string", 300),
        ]);

        var lines = Assert.Single(FindingsBuilder.Build(report, [PerCall])).Ratios;

        Assert.False(lines[0].Overall.Differs);
        Assert.True(lines[0].Overall.HasInterval);
        Assert.False(lines[1].Overall.HasInterval);
        Assert.Equal(3.0, lines[1].Overall.Value, 9);
    }

    [Fact]
    public void A_serializer_named_in_a_study_covers_its_further_versions_but_not_another_serializer_that_extends_its_name()
    {
        var study = new Study("d", Every, ["person"], ["serialize-string"]) { Answer = new StudyAnswer(StudyAnswer.Ratio, "serializer", "newtonsoft", "system-text-json") };
        var report = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net8.0", "system-text-json-sourcegen", "cached", "person", "serialize-string", 50),
            Row("net8.0", "newtonsoft-12.0.3", "cached", "person", "serialize-string", 250),
        ]);

        var line = Assert.Single(Assert.Single(FindingsBuilder.Build(report, [study])).Ratios);

        Assert.Equal(2.5, line.Overall.Value, 9);
    }

    [Fact]
    public void A_rank_orders_fastest_first_and_marks_a_serializer_it_cannot_tell_from_the_one_before()
    {
        var study = new Study("b", Every, ["small"], ["serialize-string"]) { Answer = new StudyAnswer(StudyAnswer.Rank) };
        var report = Report([
            Row("net8.0", "newtonsoft", "cached", "small", "serialize-string", 200, ci: (190, 210)),
            Row("net8.0", "system-text-json", "cached", "small", "serialize-string", 100, ci: (98, 102)),
            Row("net8.0", "data-contract-json", "cached", "small", "serialize-string", 205, ci: (195, 215)),
            Row("net8.0", "floor", "cached", "small", "serialize-string", 60, ci: (59, 61)),
        ]);

        var line = Assert.Single(Assert.Single(FindingsBuilder.Build(report, [study])).Ranks);

        Assert.Equal(["system-text-json", "newtonsoft", "data-contract-json"], line.Places.Select(p => p.Serializer));
        Assert.Equal([false, false, true], line.Places.Select(p => p.TiedWithPrevious));
        Assert.Equal(2.0, line.Places[1].VersusFastest.Value, 9);
        Assert.Equal("time", line.Unit);
    }

    [Fact]
    public void A_runtime_whose_cells_did_not_run_is_named_with_their_status_and_reason()
    {
        var report = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net8.0", "system-text-json", "per-call", "person", "serialize-string", 300),
        ]) is var r ? r with { Cells = [.. r.Cells, Cell("net6.0", "system-text-json", "cached", "unavailable", "no 6.0 runtime pack on the NuGet source")] } : null!;

        var finding = Assert.Single(FindingsBuilder.Build(report, [PerCall]));

        Assert.Equal([".NET 6: unavailable (no 6.0 runtime pack on the NuGet source)"], finding.Gaps);
        Assert.Contains("2 figures, each from 4 processes;", finding.Basis);
    }

    [Fact]
    public void Beside_a_previous_run_each_line_shows_its_figure_there_and_the_basis_counts_those_within_5_percent()
    {
        var now = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net8.0", "system-text-json", "per-call", "person", "serialize-string", 300),
            Row("net10.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net10.0", "system-text-json", "per-call", "person", "serialize-string", 200),
        ]);
        var before = Report([
            Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net8.0", "system-text-json", "per-call", "person", "serialize-string", 290),
            Row("net10.0", "system-text-json", "cached", "person", "serialize-string", 100),
            Row("net10.0", "system-text-json", "per-call", "person", "serialize-string", 100),
        ]);

        var finding = Assert.Single(FindingsBuilder.Build(now, [PerCall], (before, "R0")));

        Assert.Equal("R0", finding.PreviousRun);
        Assert.Equal([2.9, 1.0], finding.Ratios.Select(l => System.Math.Round(l.Previous!.Value, 9)));
        Assert.EndsWith("; 1 of 2 answers within 5 % of the previous run of this matrix (R0)", finding.Basis);
    }

    [Fact]
    public void A_ranking_beside_a_previous_run_keeps_that_run_s_order()
    {
        var study = new Study("b", Every, ["small"], ["serialize-string"]) { Answer = new StudyAnswer(StudyAnswer.Rank) };
        var now = Report([
            Row("net8.0", "newtonsoft", "cached", "small", "serialize-string", 200),
            Row("net8.0", "system-text-json", "cached", "small", "serialize-string", 100),
        ]);
        var before = Report([
            Row("net8.0", "newtonsoft", "cached", "small", "serialize-string", 90),
            Row("net8.0", "system-text-json", "cached", "small", "serialize-string", 100),
        ]);

        var finding = Assert.Single(FindingsBuilder.Build(now, [study], (before, "R0")));

        Assert.Equal(["newtonsoft", "system-text-json"], Assert.Single(finding.Ranks).PreviousOrder!);
        Assert.EndsWith("; 0 of 1 rankings in the same order as in the previous run of this matrix (R0)", finding.Basis);
    }

    [Fact]
    public void A_study_without_an_answer_gets_no_finding()
    {
        var report = Report([Row("net8.0", "system-text-json", "cached", "person", "serialize-string", 100)]);

        Assert.Empty(FindingsBuilder.Build(report, [PerCall with { Answer = null }]));
    }

    private static MergedReport Report(IReadOnlyList<ResultRow> rows) => new(1, new Baseline("system-text-json", "net8.0"), [],
        [.. rows.Select(r => (r.Runtime, r.Serializer, r.Lifetime)).Distinct().Select(c => Cell(c.Runtime, c.Serializer, c.Lifetime, "ok", null))],
        rows, [], [], []);

    private static ResultRow Row(string runtime, string serializer, string lifetime, string payload, string operation, double median,
        (double Value, double Lower, double Upper)? floor = null, (double Lower, double Upper)? ci = null) =>
        new($"{runtime}_{serializer}_default_{lifetime}", runtime, serializer, "default", lifetime, payload, operation, median, median,
            null, null, null, 100, 4, null, null)
        {
            FloorRatio = floor?.Value,
            FloorRatioInterval = floor is { } f ? new RatioInterval(f.Lower, f.Upper) : null,
            Spread = ci is { } c ? new ResultSpread(95, c.Lower, c.Upper, null, null, null) : null,
        };

    private static CellSummary Cell(string runtime, string serializer, string lifetime, string status, string? reason) => new(
        $"{runtime}_{serializer}_default_{lifetime}", runtime, Label(runtime), serializer, "default", lifetime, "linux", "dotnet", runtime, "lean",
        status, reason, "container", null, null, "", new CellVersions(null, null, null, null, null, null, null, [], null), [], [], null, 0);

    private static string Label(string runtime) => runtime switch { "net6.0" => ".NET 6", "net8.0" => ".NET 8", "net10.0" => ".NET 10", _ => runtime };
}
